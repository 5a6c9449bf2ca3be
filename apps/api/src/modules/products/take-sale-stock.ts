import { sql, type SQL } from 'drizzle-orm';
import { products, productVariants } from './products.schema';

/** One tracked product (or variant) a sale takes down; `quantity` is positive. */
export interface SaleTake {
  productId: number;
  variantId: number | null;
  quantity: number;
}

/** What one take did: the movement's before/after and what a low-stock notice needs. */
export interface TakenStock {
  productId: number;
  variantId: number | null;
  quantityBefore: number;
  quantityAfter: number;
  lowstock: number;
  /** "Product" or "Product (Variant)", as a movement's history names it. */
  label: string;
}

/** A row of the `taken` CTE. */
export interface TakenRow {
  product_id: number;
  variant_id: number | null;
  before: string | number;
  after: string | number;
  lowstock: string | number;
  label: string;
}

const p = products;
const v = productVariants;

/**
 * A sale's stock as CTEs for the sale's one write statement, ending in `taken(product_id, variant_id, before, after,
 * lowstock, label)`: the products (then the variants) are locked in id order, as recordMovement locks them, so two
 * tills never deadlock; each variant and each product without variants goes down only if it stays ≥ 0 (unless
 * `allowNegative`), a product with variants by the sum of its variants' takes (its quantity stays their sum). A
 * product gone, a variant gone, a variant missing or a shortfall leaves its row out of `taken`: fewer rows than
 * takes means the sale must be refused (the caller rolls back and says why). Empty takes give no CTEs. `first`: a
 * condition the takes are read under, so what it locks (the sale's register session) is locked before any stock row.
 */
export function saleStockCtes(options: { businessId: number; takes: readonly SaleTake[]; allowNegative: boolean; first?: SQL }): SQL | null {
  const { takes, businessId, allowNegative, first } = options;
  if (takes.length === 0) return null;
  const values = sql.join(
    takes.map((take) => sql`(${take.productId}::int, ${take.variantId}::int, ${take.quantity}::numeric)`),
    sql`, `,
  );
  return sql`
    take(product_id, variant_id, qty) as (${first ? sql`select * from (values ${values}) as taking where ${first}` : sql`values ${values}`}),
    locked as materialized (
      select ${p.id} from ${p} where ${p.id} in (select product_id from take) and ${p.businessId} = ${businessId} and ${p.deletedAt} is null
      order by ${p.id} for update
    ),
    vlocked as materialized (
      select ${v.id} from ${v} where ${v.id} in (select variant_id from take) and ${v.deletedAt} is null order by ${v.id} for update
    ),
    per_product as (
      select product_id, sum(qty) as qty, bool_or(variant_id is not null) as by_variant from take group by product_id
    ),
    variant_taken as (
      update ${v} set quantity = ${v.quantity} - take.qty
      from take, vlocked, locked
      where ${v.id} = take.variant_id and vlocked.id = ${v.id} and ${v.productId} = take.product_id and locked.id = take.product_id
        and (${allowNegative} or ${v.quantity} - take.qty >= 0)
      returning ${v.productId} as product_id, ${v.id} as variant_id, ${v.quantity} + take.qty as before, ${v.quantity} as after,
        ${v.lowstock} as lowstock, ${v.name} as name
    ),
    product_taken as (
      update ${p} set quantity = ${p.quantity} - per_product.qty, updated_on = now()
      from per_product, locked
      where ${p.id} = per_product.product_id and locked.id = ${p.id}
        and (per_product.by_variant or ${allowNegative} or ${p.quantity} - per_product.qty >= 0)
        and (per_product.by_variant or not exists (select 1 from ${v} where ${v.productId} = ${p.id} and ${v.deletedAt} is null))
      returning ${p.id} as product_id, per_product.by_variant, ${p.quantity} + per_product.qty as before, ${p.quantity} as after,
        ${p.lowstock} as lowstock, ${p.name} as name
    ),
    taken as (
      select product_id, null::int as variant_id, before, after, lowstock, name as label from product_taken where not by_variant
      union all
      select vt.product_id, vt.variant_id, vt.before, vt.after, vt.lowstock, pt.name || ' (' || vt.name || ')'
        from variant_taken vt join product_taken pt on pt.product_id = vt.product_id
    )`;
}

/**
 * A condition, always true, that reads every row of `locked` and `vlocked`: a statement that must write after the
 * sale's stock rows are locked (the receipt counter) puts it in its WHERE, where it runs first, as a one-time filter.
 * Reading `taken` alone is not enough: when the statement's snapshot already shows too little stock, the planner
 * may reject the product's row before its join reaches `locked`, so nothing is locked; the counter was then taken
 * first and the lines' foreign-key check waited for the product's row behind a till holding it and waiting for the
 * counter (deadlocks seen on PostgreSQL once `products` had statistics).
 */
export const stockLocked = sql`(select count(*) from locked) >= 0 and (select count(*) from vlocked) >= 0`;

/** What `taken` held (as json_agg rows), in take order, and whether every take was made. */
export function takenStockOf(rows: readonly TakenRow[], takes: readonly SaleTake[]): { taken: TakenStock[]; complete: boolean } {
  const byKey = new Map(rows.map((row) => [`${row.product_id}:${row.variant_id ?? 0}`, row]));
  const taken: TakenStock[] = [];
  for (const take of takes) {
    const row = byKey.get(`${take.productId}:${take.variantId ?? 0}`);
    if (!row) continue;
    taken.push({
      productId: take.productId,
      variantId: take.variantId,
      quantityBefore: Number(row.before),
      quantityAfter: Number(row.after),
      lowstock: Number(row.lowstock),
      label: row.label,
    });
  }
  return { taken, complete: taken.length === takes.length };
}
