import { and, eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { scoped } from '../../lib/scoped';
import { products, productVariants } from './products.schema';

/** What a sale line takes from its live variant. */
export interface SaleVariant {
  id: number;
  name: string;
  sellingPrice: number;
  wholesalePrice: number;
  minSellingPrice: number;
  minWholesalePrice: number;
  buyingPrice: number;
  barCode: string | null;
  productCode: string | null;
}

/** What a sale line takes from its product (and a bundle from its components). */
export interface SaleProduct {
  id: number;
  name: string;
  longDesc: string | null;
  active: boolean;
  sellThis: boolean;
  /** A bundle's component may be read although deleted; a line's own product may not be. */
  deleted: boolean;
  unitId: number | null;
  taxRate: number;
  taxInclusive: boolean;
  taxId: number | null;
  taxCode: string | null;
  productType: number;
  kraProductType: string | null;
  itemCode: string | null;
  itemClassificationCode: string | null;
  packagingUnitCode: string | null;
  quantityUnitCode: string | null;
  trackInventory: boolean;
  sellingPrice: number;
  wholesalePrice: number;
  minSellingPrice: number;
  minWholesalePrice: number;
  buyingPrice: number;
  barCode: string | null;
  productCode: string | null;
  /** When the product last changed (ms since 1970): an offline sale is judged against its till's older copy. */
  updatedAtMs: number;
  variants: SaleVariant[];
}

export interface SaleCatalog {
  products: Map<number, SaleProduct>;
  variantsOf: Map<number, SaleVariant[]>;
}

const p = products;
const v = productVariants;

/**
 * The products a sale names (live, of this business) and the products `alsoIds` selects (a bundle's components,
 * deleted or not), each with its live variants, as ONE scalar subquery (a JSON array): the sale reads its whole
 * catalog in the statement that reads its context.
 */
export function saleCatalogSubquery(db: DbOrTx, businessId: number, productIds: readonly number[], alsoIds?: SQL): SQL {
  const named = productIds.length ? and(inArray(p.id, [...productIds]), isNull(p.deletedAt)) : undefined;
  const wanted = alsoIds ? or(named, sql`${p.id} in ${alsoIds}`) : named;
  if (!wanted) return sql`'[]'::json`;
  const variants = db
    .select({
      list: sql`coalesce(json_agg(json_build_object('id', ${v.id}, 'name', ${v.name}, 'sellingPrice', ${v.sellingPrice}, 'wholesalePrice', ${v.wholesalePrice},
        'minSellingPrice', ${v.minSellingPrice}, 'minWholesalePrice', ${v.minWholesalePrice}, 'buyingPrice', ${v.buyingPrice},
        'barCode', ${v.barCode}, 'productCode', ${v.productCode}) order by ${v.id}), '[]'::json)`,
    })
    .from(v)
    .where(and(eq(v.productId, p.id), isNull(v.deletedAt)));
  const query = db
    .select({
      list: sql`coalesce(json_agg(json_build_object('id', ${p.id}, 'name', ${p.name}, 'longDesc', ${p.longDesc}, 'active', ${p.active},
        'sellThis', ${p.sellThis}, 'deleted', ${p.deletedAt} is not null, 'unitId', ${p.unitId}, 'taxRate', ${p.taxRate},
        'taxInclusive', ${p.taxInclusive}, 'taxId', ${p.taxId}, 'taxCode', ${p.taxCode}, 'productType', ${p.productType},
        'kraProductType', ${p.kraProductType}, 'itemCode', ${p.itemCode}, 'itemClassificationCode', ${p.itemClassificationCode},
        'packagingUnitCode', ${p.packagingUnitCode}, 'quantityUnitCode', ${p.quantityUnitCode}, 'trackInventory', ${p.trackInventory},
        'sellingPrice', ${p.sellingPrice}, 'wholesalePrice', ${p.wholesalePrice}, 'minSellingPrice', ${p.minSellingPrice},
        'minWholesalePrice', ${p.minWholesalePrice}, 'buyingPrice', ${p.buyingPrice}, 'barCode', ${p.barCode},
        'productCode', ${p.productCode}, 'updatedAtMs', (extract(epoch from ${p.updatedOn}) * 1000)::float8,
        'variants', (${variants}))), '[]'::json)`,
    })
    .from(p)
    .where(and(scoped(p, { businessId }), wanted));
  return sql`(${query})`;
}

export function saleCatalogFromJson(json: unknown): SaleCatalog {
  const rows = (json ?? []) as SaleProduct[];
  return {
    products: new Map(rows.map((row) => [row.id, row])),
    variantsOf: new Map(rows.filter((row) => row.variants.length > 0).map((row) => [row.id, row.variants])),
  };
}

/** Products by id, as stored (a bundle's components: the bundle was checked to be the shop's). */
export function findProductsByIds(tx: DbOrTx, productIds: readonly number[]): Promise<(typeof products.$inferSelect)[]> {
  if (productIds.length === 0) return Promise.resolve([]);
  return tx
    .select()
    .from(products)
    .where(inArray(products.id, [...productIds]));
}
