import { asc } from 'drizzle-orm';
import { normalizeSearch, type CodeItem } from '@dukani/contracts';
import type { Db } from '../../db/client';
import { itemClassifications } from '../../db/etims-codes.schema';
import { matchesAny } from './catalog-codes.queries';

/** The picker shows a short list; the user narrows it by typing. */
const MAX_ROWS = 100;

export interface FindItemClassificationsOptions {
  search?: string | null;
}

/** I37: item classification codes whose code or name contains the search, by code, at most 100. */
export async function findItemClassifications(db: Db, options: FindItemClassificationsOptions): Promise<CodeItem[]> {
  const search = normalizeSearch(options.search);
  return db
    .select({ code: itemClassifications.code, name: itemClassifications.name })
    .from(itemClassifications)
    .where(search ? matchesAny(search, [itemClassifications.code, itemClassifications.name]) : undefined)
    .orderBy(asc(itemClassifications.code))
    .limit(MAX_ROWS);
}
