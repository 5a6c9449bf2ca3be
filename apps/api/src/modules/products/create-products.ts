import type { DbOrTx } from '../../db/client';
import { insertJsonRows } from '../../db/insert-json-rows';
import { auditMany } from '../../lib/audit';
import { queueItemRegistrations } from '../etims/queue-item-registration';
import { recordOpeningStock } from '../stock/record-opening-stock';
import type { productColumns } from './product-rules';
import { searchTextOf } from './products.queries';
import { products } from './products.schema';

export interface NewProduct {
  /** productColumns() of an input that passed every check of checkProductInput (a product without variants or suppliers). */
  columns: ReturnType<typeof productColumns>;
  /** Opening stock (the input's quantity); ignored for a service, as createProduct does. */
  quantity: number;
}

/**
 * What createProduct writes for each of many checked products of one business, set-based (a bulk import's
 * chunk): the product rows in one INSERT (opening quantity on the row), their `Opening` movements in one, their
 * audit rows in one and their eTIMS item registrations in one, all in the caller's transaction. Returns the new
 * ids in the order given.
 */
export async function createProducts(tx: DbOrTx, o: { tenantId: number; userId: number; businessId: number; items: NewProduct[] }): Promise<number[]> {
  const { tenantId, userId, businessId } = o;
  if (o.items.length === 0) return [];
  const opening = (item: NewProduct) => (item.columns.productType === 1 || item.quantity <= 0 ? 0 : item.quantity);
  const ids = await insertJsonRows(
    tx,
    products,
    o.items.map((item) => ({ tenantId, businessId, ...item.columns, quantity: opening(item), imageUrl: null, searchText: searchTextOf(item.columns) })),
  );
  await recordOpeningStock(tx, {
    tenantId,
    businessId,
    userId,
    openings: o.items.map((item, index) => ({ productId: ids[index]!, quantity: opening(item) })),
  });
  await auditMany(
    tx,
    o.items.map((item, index) => ({
      tenantId,
      businessId,
      userId,
      action: 'create',
      entity: 'product',
      entityId: ids[index]!,
      detail: { name: item.columns.name, productType: item.columns.productType, openingStock: opening(item), variants: 0, suppliers: [] },
    })),
  );
  await queueItemRegistrations(tx, { businessId, productIds: ids });
  return ids;
}
