import type { CatalogChanges } from '@dukani/contracts';
import { getCatalogChanges } from '@dukani/contracts/routes/get-catalog-changes';
import { apiCall } from '@/lib/api-client';

/**
 * Y1: one page of the catalog for the offline till's local copy (features/pos/catalog). Not a query: the till
 * writes the answer to IndexedDB, and a sale's invalidation reaches it through the next sync.
 */
export function fetchCatalogChanges(businessId: number, query: { afterId: number; limit: number; updatedSince?: string }): Promise<CatalogChanges> {
  return apiCall(getCatalogChanges, { params: { businessId }, query });
}
