import type { ReturnLineInput, SaleItem } from '@dukani/contracts';
import { QUANTITY_DECIMALS, returnShare, roundQuantity, sumMoney } from '@dukani/domain';

/** Sale lines the server cannot tell apart (same productId and variantId): it spreads a returned quantity over them in line order. */
export interface ReturnGroup {
  key: string;
  productId: number;
  variantId: number | null;
  name: string;
  /** Still refundable: sold less already returned, over every line of the group. */
  left: number;
  /** Decimals a quantity may be typed with: 3 for goods sold by measure, else whole units. */
  decimals: number;
  isTracked: boolean;
  items: SaleItem[];
}

/** Units a sale line names by its eTIMS code that are sold by measure; a typed quick-sale line has none. */
const MEASURED_CODES = new Set(['KG', 'GRM', 'LTR', 'MTR']);

const leftOf = (item: SaleItem) => roundQuantity(item.quantity - item.returnedQuantity);

export function groupReturnLines(items: readonly SaleItem[]): ReturnGroup[] {
  const groups = new Map<string, ReturnGroup>();
  for (const item of items) {
    const key = `${item.productId}:${item.variantId ?? 0}`;
    const measured = item.quantityUnitCode === null || MEASURED_CODES.has(item.quantityUnitCode) || !Number.isInteger(item.quantity);
    const group = groups.get(key) ?? {
      key,
      productId: item.productId,
      variantId: item.variantId,
      name: item.name,
      left: 0,
      decimals: 0,
      isTracked: false,
      items: [],
    };
    group.items.push(item);
    group.left = roundQuantity(group.left + leftOf(item));
    group.decimals = Math.max(group.decimals, measured ? QUANTITY_DECIMALS : 0);
    group.isTracked ||= item.trackInventory || item.isBundle;
    groups.set(key, group);
  }
  return [...groups.values()].filter((group) => group.left > 0);
}

/**
 * What the customer gets back for `quantity` of a group, as the server prices it (sales/return-plan): taken
 * from the group's lines in order, each line's net and exclusive tax shared by quantity so the cents add up.
 * The refund's payment entries must come to exactly this.
 */
export function returnAmount(group: ReturnGroup, quantity: number): number {
  let rest = roundQuantity(quantity);
  const amounts: number[] = [];
  for (const item of group.items) {
    const take = Math.min(leftOf(item), rest);
    if (take <= 0) continue;
    const share = (amount: number) => returnShare(amount, { soldQuantity: item.quantity, returnedBefore: item.returnedQuantity, quantity: take });
    amounts.push(share(item.lineAmount), item.taxInclusive ? 0 : share(item.tax));
    rest = roundQuantity(rest - take);
  }
  return sumMoney(amounts);
}

/** The request's itemList: only the groups with a quantity, restocked where the switch is on. */
export function toReturnLines(choices: ReadonlyArray<{ group: ReturnGroup; quantity: number; addInventory: boolean }>): ReturnLineInput[] {
  return choices
    .filter((choice) => choice.quantity > 0)
    .map(({ group, quantity, addInventory }) => ({
      productId: group.productId,
      variantId: group.variantId,
      quantity,
      addInventory: group.isTracked && addInventory,
    }));
}
