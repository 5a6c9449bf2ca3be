import { and, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { productVariants } from './products.schema';
import { AppError, invalid } from '../../lib/app-error';
import { recordMovement } from '../stock/record-movement';
import { variantColumns, type VariantInputData } from './product-rules';
import type { VariantRow } from './products.queries';
import { msg } from '../../lib/messages';
import { OPENING_STOCK_REASON } from '@dukani/contracts';

export interface SyncVariantsOptions {
  tenantId: number;
  businessId: number;
  userId: number;
  productId: number;
  isService: boolean;
  /** The product's live variants before the edit. */
  current: VariantRow[];
  inputs: VariantInputData[];
}

/**
 * I19's variant rules: a listed id is edited (its quantity ignored), an entry without id is new and
 * its quantity is opening stock, and a live variant left out is removed only when it holds no stock:
 * deleting stock silently would break the product's quantity = Σ variants and its history.
 */
export async function syncVariants(tx: DbOrTx, options: SyncVariantsOptions) {
  const { tenantId, businessId, productId } = options;
  const currentById = new Map(options.current.map((variant) => [variant.id, variant]));
  const kept = new Set<number>();
  options.inputs.forEach((variant, index) => {
    if (!variant.id) return;
    if (!currentById.has(variant.id)) throw invalid(`variants[${index}].id`, 'catalog.variantUnknown', { id: String(variant.id) });
    if (kept.has(variant.id)) throw invalid(`variants[${index}].id`, 'catalog.variantTwice', { id: String(variant.id) });
    kept.add(variant.id);
  });

  const removed: number[] = [];
  for (const variant of options.current) {
    if (kept.has(variant.id)) continue;
    if (variant.quantity !== 0) {
      throw new AppError('IN_USE', msg('catalog.variantHasStock', { name: variant.name, quantity: variant.quantity }), 'variants');
    }
    await tx.update(productVariants).set({ deletedAt: new Date() }).where(eq(productVariants.id, variant.id));
    removed.push(variant.id);
  }

  const added: number[] = [];
  for (const variant of options.inputs) {
    const columns = variantColumns(variant, options.isService);
    if (variant.id) {
      await tx
        .update(productVariants)
        .set(columns)
        .where(and(eq(productVariants.id, variant.id), isNull(productVariants.deletedAt)));
      continue;
    }
    const [created] = await tx
      .insert(productVariants)
      .values({ tenantId, businessId, productId, ...columns, quantity: 0 })
      .returning({ id: productVariants.id });
    added.push(created!.id);
    const opening = variant.quantity ?? 0;
    if (!options.isService && opening > 0) {
      await recordMovement(tx, {
        tenantId,
        businessId,
        productId,
        variantId: created!.id,
        type: 'Opening',
        mode: 'add',
        quantity: opening,
        allowNegative: false,
        userId: options.userId,
        reason: OPENING_STOCK_REASON,
      });
    }
  }
  return { added, removed, edited: [...kept] };
}
