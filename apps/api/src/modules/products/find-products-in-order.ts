import { and, eq, getTableColumns, isNull, sql } from 'drizzle-orm';
import { qualified } from '../../db/qualified';
import type { Product, Variant } from '@dukani/contracts';
import type { DbOrTx } from '../../db/client';
import { categoryNameOf, subcategoryNameOf } from '../categories/find-category-refs';
import { products, productSuppliers, productVariants } from './products.schema';
import { toProduct, VARIANT_FIELDS } from './products.queries';

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

// What toProduct reads (ListedProductRow): the search text (the longest column) and three timestamps made into Dates
// for nothing were a fifth of the rows' bytes and mapping.
const { tenantId: _tenant, searchText: _search, createdOn: _created, updatedOn: _updated, deletedAt: _deleted, ...listedColumns } = getTableColumns(products);

const supplierIdsJson = sql<number[]>`(select coalesce(json_agg(${supplier('supplierId')} order by ${supplier('supplierId')}), '[]'::json)
  from ${productSuppliers} where ${supplier('productId')} = ${productId})`;

/**
 * The page's statement, prepared once per database handle under one name: its text never changes (the ids go as
 * one array), so PostgreSQL keeps its plan on each connection. Planning it (four subqueries a row, a primary-key
 * lookup) took 1.7 ms in EXPLAIN, more than running it (1.3 ms); prepared, the statement went from 2.4 to 1.4 ms
 * (issue 37, bench/README.md). The plan cannot depend on the data: a lookup by primary key whatever the ids. PGlite
 * takes the same statement, built once.
 */
function pageStatement(db: DbOrTx) {
  return db
    .select({
      ...listedColumns,
      categoryName: categoryNameOf(qualified(products, products.categoryId)),
      subcategoryName: subcategoryNameOf(qualified(products, products.subcategoryId)),
      variants: variantsJson,
      suppliers: supplierIdsJson,
    })
    .from(products)
    .where(
      and(eq(products.businessId, sql.placeholder('businessId')), isNull(products.deletedAt), sql`${products.id} = any(${sql.placeholder('ids')}::integer[])`),
    )
    .prepare('products_in_order');
}

// A transaction is a handle of its own (and gone with it); the database's handle keeps its statement for good.
const prepared = new WeakMap<DbOrTx, ReturnType<typeof pageStatement>>();

/**
 * One page of a list: the business's live products `ids` names, whole (category names, variants, suppliers), in
 * the order of `ids`. ONE statement, where reading the rows and then their extras took five: on PGlite each
 * statement costs about a millisecond whatever it reads, and a page was eight of them (bench/README.md).
 */
export async function findProductsInOrder(db: DbOrTx, businessId: number, ids: number[]): Promise<Product[]> {
  if (ids.length === 0) return [];
  let statement = prepared.get(db);
  if (!statement) prepared.set(db, (statement = pageStatement(db)));
  const rows = await statement.execute({ businessId, ids });
  const found = new Map(
    rows.map(({ categoryName, subcategoryName, variants, suppliers, ...row }) => [
      row.id,
      toProduct(row, { categoryName, subcategoryName, variants, suppliers }),
    ]),
  );
  return ids.map((id) => found.get(id)).filter((product): product is Product => product !== undefined);
}
