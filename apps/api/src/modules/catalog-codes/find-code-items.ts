import type { CodeItem } from '@dukani/contracts';
import type { Db } from '../../db/client';
import { findSyncedCodeList } from '../etims/find-synced-code-list';
import { findCodesOfClass } from './catalog-codes.queries';

/** specs/etims-oscu.md §4.1: the classes the product form picks from. */
export const PACKAGING_UNIT_CLASS = '17';
export const QUANTITY_UNIT_CLASS = '10';

export interface FindCodeItemsOptions {
  /** The caller's business: its eTIMS device's pulled lists answer when there are some. */
  businessId: number;
  codeClass: typeof PACKAGING_UNIT_CLASS | typeof QUANTITY_UNIT_CLASS;
}

/**
 * I35 / I36: packaging or quantity unit codes as {code, name}, in the authority's sort order — as the business's
 * device last pulled them (P15) when it has, else as shipped with the app.
 */
export async function findCodeItems(db: Db, options: FindCodeItemsOptions): Promise<CodeItem[]> {
  const synced = (await findSyncedCodeList(db, options.businessId))?.find((entry) => entry.cdCls === options.codeClass);
  if (synced) return synced.dtlList.map((code) => ({ code: code.cd, name: code.cdNm }));
  return findCodesOfClass(db, options.codeClass);
}
