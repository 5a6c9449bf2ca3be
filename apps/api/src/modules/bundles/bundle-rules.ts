import type { createBundle, RouteBody } from '@dukani/contracts';
import { roundMoney, roundTo } from '@dukani/domain';
import type { DbOrTx } from '../../db/client';
import { findLiveProductIds } from '../products/find-live-product-ids';
import { invalid } from '../../lib/app-error';

export type BundleInputData = RouteBody<typeof createBundle>;

/**
 * The bundle's own columns and its components. Every component must be a live product of the
 * bundle's business, listed once; the name and price sent with a component are ignored, since the
 * product's own are shown.
 */
export async function checkBundleInput(tx: DbOrTx, businessId: number, input: BundleInputData) {
  const ids = input.batchStore.map((item) => item.productId);
  const live = await findLiveProductIds(tx, businessId, ids);
  const seen = new Set<number>();
  input.batchStore.forEach((item, index) => {
    const field = `batchStore[${index}].productId`;
    if (!live.has(item.productId)) throw invalid(field, 'bundle.productUnknown', { id: String(item.productId) });
    if (seen.has(item.productId)) throw invalid(field, 'bundle.productTwice', { id: String(item.productId) });
    seen.add(item.productId);
  });
  const price = roundMoney(input.price);
  const discount = roundMoney(input.discount ?? 0);
  if (discount > price) throw invalid('discount', 'bundle.discountAbovePrice', { price });
  return {
    columns: {
      name: input.name,
      price,
      discount,
      productCode: input.productCode?.trim() || null,
      longDesc: input.longDesc?.trim() || null,
    },
    items: input.batchStore.map((item) => ({ productId: item.productId, quantity: roundTo(item.quantity, 3) })),
  };
}
