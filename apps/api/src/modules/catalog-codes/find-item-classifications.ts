import { asc } from 'drizzle-orm';
import { normalizeSearch, type CodeItem } from '@dukani/contracts';
import type { Db } from '../../db/client';
import { findSyncedItemClasses } from '../etims/find-synced-code-list';
import { itemClassifications } from '../../db/etims-codes.schema';
import { matchesAny } from './catalog-codes.queries';

/** The picker shows a short list; the user narrows it by typing. */
const MAX_ROWS = 100;

export interface FindItemClassificationsOptions {
  /** The caller's business: its eTIMS device's pulled item classes answer when there are some. */
  businessId: number;
  search?: string | null;
}

/**
 * I37: item classification codes whose code or name contains the search, by code, at most 100 — from the item
 * classes the business's device pulled from the authority when it has a device, else from the shipped table.
 */
export async function findItemClassifications(db: Db, options: FindItemClassificationsOptions): Promise<CodeItem[]> {
  const search = normalizeSearch(options.search);
  const synced = await findSyncedItemClasses(db, options.businessId);
  if (synced) {
    const needle = search?.toLowerCase();
    const matches = needle ? synced.filter((entry) => entry.code.toLowerCase().includes(needle) || entry.name.toLowerCase().includes(needle)) : synced;
    return matches.slice(0, MAX_ROWS);
  }
  return db
    .select({ code: itemClassifications.code, name: itemClassifications.name })
    .from(itemClassifications)
    .where(search ? matchesAny(search, [itemClassifications.code, itemClassifications.name]) : undefined)
    .orderBy(asc(itemClassifications.code))
    .limit(MAX_ROWS);
}
