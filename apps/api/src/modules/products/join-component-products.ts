import { asc, eq, sql, type AnyColumn } from 'drizzle-orm';
import { products } from './products.schema';

/**
 * A bundle lists its components with the product's current name, price, stock and tax, in one query
 * joined on the product id. The products module builds that join, so its table stays its own: the
 * caller passes its product-id column and gets the table, the join condition, the columns and the order.
 */
export function joinComponentProducts(productId: AnyColumn) {
  return {
    table: products,
    on: eq(products.id, productId),
    columns: {
      name: products.name,
      sellingPrice: products.sellingPrice,
      stock: products.quantity,
      isTracked: sql<boolean>`(${products.trackInventory} and ${products.productType} = 0)`,
      taxId: products.taxId,
      taxCode: products.taxCode,
      taxRate: products.taxRate,
    },
    byName: [asc(sql`lower(${products.name})`), asc(products.id)],
  };
}
