import { z } from 'zod';
import { defineRoute } from './route';
import { idParam, MAX_ID, timestampInputSchema } from './common';
import { categorySchema } from './categories';
import { posItemSchema } from './products';

/** Added (offline till, issue 17): the sellable catalog for the device's local copy, in pages, changes only. */
export const CATALOG_SYNC_PAGE_MAX = 5_000;

export const catalogChangesQuerySchema = z.object({
  /**
   * The `cursor` of the last complete sync: only products changed (prices, stock, codes, removal) since then.
   * Absent: everything (the first sync of a device).
   */
  updatedSince: timestampInputSchema.optional(),
  /** Keyset paging by product id: the `nextAfterId` of the previous page. */
  afterId: z.coerce.number({ message: 'must be a whole number' }).int().nonnegative().max(MAX_ID, 'is not a valid id').default(0),
  limit: z.coerce
    .number({ message: 'must be a whole number' })
    .int()
    .min(1, 'must be at least 1')
    .max(CATALOG_SYNC_PAGE_MAX, `must be at most ${CATALOG_SYNC_PAGE_MAX}`)
    .default(2_000),
});

export const catalogChangesSchema = z.object({
  /** Send as `updatedSince` next time (taken before this page was read, with a margin: a repeat is harmless). */
  cursor: z.string(),
  /** Live, sellable products changed since `updatedSince` (all of them without it), by id. */
  items: z.array(posItemSchema),
  /** Products deleted, deactivated or no longer sold since `updatedSince`: the device drops them. */
  removedProductIds: z.array(z.number().int()),
  /** Null on the last page; else the `afterId` of the next page. */
  nextAfterId: z.number().int().nullable(),
  /**
   * On the first page (afterId 0): every live bundle (few; their stock follows their components'), which replace
   * the device's bundles. Empty on later pages.
   */
  bundles: z.array(posItemSchema),
  /** On the first page: every category with its subcategories, which replace the device's list. Empty later. */
  categories: z.array(categorySchema),
});
export type CatalogChanges = z.infer<typeof catalogChangesSchema>;

export const getCatalogChanges = defineRoute({
  id: 'Y1',
  method: 'GET',
  path: '/api/Sync/Catalog/{businessId}',
  tag: 'Sync',
  modules: ['pos', 'products'],
  summary: 'Added: the POS catalog for the offline till, changed since a cursor, with removals',
  params: z.object({ businessId: idParam }),
  query: catalogChangesQuerySchema,
  result: catalogChangesSchema,
});
