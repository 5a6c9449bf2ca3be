import { and, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { scoped } from '../../lib/scoped';
import { products, productVariants } from './products.schema';

/** Key of the advisory lock that serialises barcode checks (any fixed int4 kept for this purpose). */
const BARCODE_LOCK = 410_001;

/**
 * A transaction-scoped advisory lock per business that serialises every writer checking barcodes, since the
 * schema has no unique index over the two tables: held until the transaction ends, so a code found free stays
 * free until the writer's rows are committed.
 */
export async function lockBarcodes(tx: DbOrTx, businessId: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${BARCODE_LOCK}, ${businessId})`);
}

/**
 * Which of the codes a live product or variant of the business already carries: code → the holder's name as the
 * error names it ("Product" or "Product (Variant)"). Products come first, so a code on both names the product.
 * `productId` leaves out the product being edited and its own variants. Two reads for any number of codes.
 */
export async function findBarcodeHolders(tx: DbOrTx, businessId: number, codes: string[], productId?: number): Promise<Map<string, string>> {
  const holders = new Map<string, string>();
  if (codes.length === 0) return holders;
  // Sequential: one transaction is one connection.
  const productHits = await tx
    .select({ name: products.name, barCode: products.barCode })
    .from(products)
    .where(
      and(scoped(products, { businessId }), isNull(products.deletedAt), inArray(products.barCode, codes), productId ? ne(products.id, productId) : undefined),
    );
  for (const hit of productHits) if (hit.barCode && !holders.has(hit.barCode)) holders.set(hit.barCode, hit.name);
  const variantHits = await tx
    .select({ name: products.name, variant: productVariants.name, barCode: productVariants.barCode })
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(
      and(
        scoped(productVariants, { businessId }),
        isNull(productVariants.deletedAt),
        isNull(products.deletedAt),
        inArray(productVariants.barCode, codes),
        productId ? ne(productVariants.productId, productId) : undefined,
      ),
    );
  for (const hit of variantHits) if (hit.barCode && !holders.has(hit.barCode)) holders.set(hit.barCode, `${hit.name} (${hit.variant})`);
  return holders;
}
