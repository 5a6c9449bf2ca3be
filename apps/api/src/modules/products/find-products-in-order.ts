import { and, getTableColumns, inArray, sql } from 'drizzle-orm';
import { qualified } from '../../db/qualified';
import type { Product, Variant } from '@dukani/contracts';
import type { DbOrTx } from '../../db/client';
import { categoryNameOf, subcategoryNameOf } from '../categories/find-category-refs';
import { products, productSuppliers, productVariants } from './products.schema';
import { liveProductsOf, toProduct, VARIANT_FIELDS } from './products.queries';

const v = (column: keyof typeof productVariants._.columns) => qualified(productVariants, productVariants[column]);
const supplier = (column: keyof typeof productSuppliers._.columns) => qualified(productSuppliers, productSuppliers[column]);
const productId = qualified(products, products.id);

// The field names are the module's own constants, so they are written into the statement, not bound.
const variantFields = sql.join(
  VARIANT_FIELDS.map((field) => sql`${sql.raw(`'${field}'`)}, ${v(field)}`),
  sql`, `,
);
/** A product's live variants in the contract's shape (toVariant's fields), oldest first, as one JSON array. */
const variantsJson = sql<Variant[]>`(select coalesce(json_agg(json_build_object(${variantFields}) order by ${v('id')}), '[]'::json)
  from ${productVariants} where ${v('productId')} = ${productId} and ${v('deletedAt')} is null)`;

const supplierIdsJson = sql<number[]>`(select coalesce(json_agg(${supplier('supplierId')} order by ${supplier('supplierId')}), '[]'::json)
  from ${productSuppliers} where ${supplier('productId')} = ${productId})`;

/**
 * One page of a list: the business's live products `ids` names, whole (category names, variants, suppliers), in
 * the order of `ids`. ONE statement, where reading the rows and then their extras took five: on PGlite each
 * statement costs about a millisecond whatever it reads, and a page was eight of them (bench/README.md).
 */
export async function findProductsInOrder(db: DbOrTx, businessId: number, ids: number[]): Promise<Product[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({
      ...getTableColumns(products),
      categoryName: categoryNameOf(qualified(products, products.categoryId)),
      subcategoryName: subcategoryNameOf(qualified(products, products.subcategoryId)),
      variants: variantsJson,
      suppliers: supplierIdsJson,
    })
    .from(products)
    .where(and(liveProductsOf(businessId), inArray(products.id, ids)));
  const found = new Map(
    rows.map(({ categoryName, subcategoryName, variants, suppliers, ...row }) => [
      row.id,
      toProduct(row, { categoryName, subcategoryName, variants, suppliers }),
    ]),
  );
  return ids.map((id) => found.get(id)).filter((product): product is Product => product !== undefined);
}
