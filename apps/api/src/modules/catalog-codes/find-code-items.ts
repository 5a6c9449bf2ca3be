import type { CodeItem } from '@dukani/contracts';
import type { Db } from '../../db/client';
import { findCodesOfClass } from './catalog-codes.queries';

/** specs/etims-oscu.md §4.1: the classes the product form picks from. */
export const PACKAGING_UNIT_CLASS = '17';
export const QUANTITY_UNIT_CLASS = '10';

export interface FindCodeItemsOptions {
  codeClass: typeof PACKAGING_UNIT_CLASS | typeof QUANTITY_UNIT_CLASS;
}

/** I35 / I36: packaging or quantity unit codes as {code, name}, in the authority's sort order. */
export async function findCodeItems(db: Db, options: FindCodeItemsOptions): Promise<CodeItem[]> {
  return findCodesOfClass(db, options.codeClass);
}
