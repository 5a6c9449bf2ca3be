import { normalizeSearch, type RouteResult, type searchItemCodes as searchItemCodesContract } from '@dukani/contracts';
import type { Db } from '../../db/client';
import { findRegisteredItems } from '../products/find-registered-items';

const MAX_HITS = 50;

export interface SearchItemCodesOptions {
  businessId: number;
  search?: string | null;
}

/** I38: the business's live items registered with the tax authority (they have an itemCode), by name. */
export async function searchItemCodes(db: Db, options: SearchItemCodesOptions): Promise<RouteResult<typeof searchItemCodesContract>> {
  const search = normalizeSearch(options.search);
  return findRegisteredItems(db, { businessId: options.businessId, search, limit: MAX_HITS });
}
