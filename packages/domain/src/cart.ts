import { roundMoney, roundTo } from './money';
import { isMeasuredUnit } from './units';
import { minimumPriceIssues, priceForType, type PriceType } from './min-price';
import { computeSaleTotals, saleTotalsIssues, type OrderDiscount, type SaleIssue, type SaleTotals, type SaleTotalsInput } from './sale-totals';
import { roundQuantity } from './stock';

/**
 * The POS cart of product-spec §4 as pure functions: each returns a new cart and never changes the one
 * it was given, so the web store can keep the previous state and React sees every change.
 */

/** What the POS grid or the scanner hands in: one product, variant or bundle. */
export interface CartItemSource {
  productId: number;
  variantId: number | null;
  name: string;
  sellingPrice: number;
  wholesalePrice: number;
  minSellingPrice: number;
  minWholesalePrice: number;
  buyingPrice: number;
  taxRate: number;
  taxInclusive: boolean;
  /** 0 product, 1 service. */
  productType: 0 | 1;
  trackInventory: boolean;
  /** For a bundle: how many can be made from its components' stock. */
  stockQuantity: number;
  isBundle: boolean;
  /** The unit it is sold in (units.ts): whole pieces or up to 3 decimals; absent for quick-sale lines. */
  unitId?: number | null;
}

export interface CartLine extends CartItemSource {
  /** `${productId}:${variantId ?? 0}`, or `quick:<n>` for a quick-sale line. */
  key: string;
  quantity: number;
  priceType: PriceType;
  calcPrice: number;
  discount: number;
  /** The line's own rate while the cart is tax exempt (taxRate is then 0); null otherwise. */
  savedTaxRate: number | null;
}

export interface Cart {
  lines: CartLine[];
  priceType: PriceType;
  taxExempt: boolean;
  discount: OrderDiscount;
  shippingFee: number;
}

export interface CartOptions {
  /** The register setting that lets stock go below zero. */
  allowNegativeInventory: boolean;
}

export type CartResult = { ok: true; cart: Cart } | { ok: false; reason: 'OUT_OF_STOCK'; message: string };

const NO_DISCOUNT: OrderDiscount = Object.freeze({ type: 'KES', amount: 0 });
const QUICK_SALE_NAME = 'Quick Sale';

/**
 * product-spec §9: retail prices, discount type KES, shipping fee 0. Frozen all the way down because
 * every "clear order" shares it; the cast only hides the readonly from the Cart type.
 */
export const emptyCart: Cart = Object.freeze({
  lines: Object.freeze([]) as unknown as CartLine[],
  priceType: 'R',
  taxExempt: false,
  discount: NO_DISCOUNT,
  shippingFee: 0,
});

export const cartLineKey = (productId: number, variantId: number | null) => `${productId}:${variantId ?? 0}`;

/**
 * Services are never blocked. A bundle counts as tracked when the caller says so, whatever its own
 * productType: its stock is that of its tracked components.
 */
function isOverStock(item: CartItemSource, quantity: number, options: CartOptions): boolean {
  if (options.allowNegativeInventory || !item.trackInventory) return false;
  if (item.productType !== 0 && !item.isBundle) return false;
  return quantity > item.stockQuantity;
}

/**
 * The most of a line the shelf holds, or null when stock sets no limit (a service, an untracked item, negative
 * stock allowed). Whole-piece units round down: 2.5 left of a loaf sells 2.
 */
export function stockCapOf(item: CartItemSource, options: CartOptions): number | null {
  if (!isOverStock(item, Number.POSITIVE_INFINITY, options)) return null;
  const left = Math.max(0, item.stockQuantity);
  return isMeasuredUnit(item.unitId) ? roundQuantity(Math.floor(roundTo(left * 1000, 6)) / 1000) : Math.floor(left);
}

const outOfStock = (name: string): CartResult => ({ ok: false, reason: 'OUT_OF_STOCK', message: `${name} is Out Of Stock!` });

function updateLine(cart: Cart, key: string, change: (line: CartLine) => CartLine): Cart {
  return { ...cart, lines: cart.lines.map((line) => (line.key === key ? change(line) : line)) };
}

/** A line starts at the cart's price type; in a tax-exempt cart its rate is put aside at once. */
function newLine(cart: Cart, item: CartItemSource, key: string, quantity: number): CartLine {
  return {
    ...item,
    key,
    quantity,
    priceType: cart.priceType,
    calcPrice: priceForType({ ...item, priceType: cart.priceType }),
    discount: 0,
    taxRate: cart.taxExempt ? 0 : item.taxRate,
    savedTaxRate: cart.taxExempt ? item.taxRate : null,
  };
}

/** An item already in the cart goes up by 1 where it is; a new one goes to the top. */
export function addToCart(cart: Cart, item: CartItemSource, options: CartOptions): CartResult {
  const key = cartLineKey(item.productId, item.variantId);
  const existing = cart.lines.find((line) => line.key === key);
  const quantity = roundQuantity((existing?.quantity ?? 0) + 1);
  if (isOverStock(item, quantity, options)) return outOfStock(item.name);
  if (!existing) return { ok: true, cart: { ...cart, lines: [newLine(cart, item, key, quantity), ...cart.lines] } };
  // The grid's stock figure is the newer one: keep it for the next check.
  return { ok: true, cart: updateLine(cart, key, (line) => ({ ...line, quantity, stockQuantity: item.stockQuantity })) };
}

/**
 * A quantity of 0 or less removes the line. A half-typed quantity (NaN) leaves the cart as it is rather
 * than dropping the line. Lowering a quantity is always allowed, even while it is still above stock.
 */
export function setLineQuantity(cart: Cart, key: string, quantity: number, options: CartOptions): CartResult {
  const line = cart.lines.find((candidate) => candidate.key === key);
  if (!line || !Number.isFinite(quantity)) return { ok: true, cart };
  const rounded = roundQuantity(quantity);
  if (rounded <= 0) return { ok: true, cart: removeLine(cart, key) };
  if (rounded > line.quantity && isOverStock(line, rounded, options)) return outOfStock(line.name);
  return { ok: true, cart: updateLine(cart, key, (current) => ({ ...current, quantity: rounded })) };
}

/** A price below the minimum is kept: cartIssues reports it, so the cashier sees why the sale is refused. */
export function setLinePrice(cart: Cart, key: string, calcPrice: number): Cart {
  if (!Number.isFinite(calcPrice)) return cart;
  return updateLine(cart, key, (line) => ({ ...line, calcPrice: roundMoney(calcPrice) }));
}

export function setLineDiscount(cart: Cart, key: string, discount: number): Cart {
  if (!Number.isFinite(discount)) return cart;
  return updateLine(cart, key, (line) => ({ ...line, discount: roundMoney(discount) }));
}

/** Deleting the last line resets the order discount (product-spec §4). */
export function removeLine(cart: Cart, key: string): Cart {
  const lines = cart.lines.filter((line) => line.key !== key);
  if (lines.length === cart.lines.length) return cart;
  return { ...cart, lines, discount: lines.length === 0 ? NO_DISCOUNT : cart.discount };
}

/** Every line goes to the price of the new type, including prices the cashier had changed by hand. */
export function setPriceType(cart: Cart, priceType: PriceType): Cart {
  return {
    ...cart,
    priceType,
    lines: cart.lines.map((line) => ({ ...line, priceType, calcPrice: priceForType({ ...line, priceType }) })),
  };
}

/**
 * On: each line's rate is saved and set to 0. Off: the saved rate comes back. A line that already has a
 * saved rate keeps it, so switching on twice never loses the real rate.
 */
export function setTaxExempt(cart: Cart, on: boolean): Cart {
  const lines = cart.lines.map((line): CartLine => {
    if (on) return line.savedTaxRate === null ? { ...line, savedTaxRate: line.taxRate, taxRate: 0 } : line;
    return line.savedTaxRate === null ? line : { ...line, taxRate: line.savedTaxRate, savedTaxRate: null };
  });
  return { ...cart, taxExempt: on, lines };
}

export function setOrderDiscount(cart: Cart, discount: OrderDiscount): Cart {
  return { ...cart, discount: { type: discount.type, amount: discount.amount } };
}

export function setShippingFee(cart: Cart, fee: number): Cart {
  return { ...cart, shippingFee: fee };
}

export interface QuickSaleLineInput {
  name: string;
  price: number;
  quantity: number;
  taxRate: number;
  taxInclusive: boolean;
}

/**
 * A free-text line (productId 0, API.md sale rule 9): no stock, no minimum price, the same price at R and
 * W. Each gets its own key, so two quick lines with the same name stay two lines.
 */
export function addQuickSaleLine(cart: Cart, input: QuickSaleLineInput): Cart {
  const taken = cart.lines.map((line) => (line.key.startsWith('quick:') ? Number(line.key.slice('quick:'.length)) : 0)).filter(Number.isFinite);
  const key = `quick:${Math.max(0, ...taken) + 1}`;
  const item: CartItemSource = {
    productId: 0,
    variantId: null,
    name: input.name.trim() || QUICK_SALE_NAME,
    sellingPrice: roundMoney(Number.isFinite(input.price) ? input.price : 0),
    wholesalePrice: 0,
    minSellingPrice: 0,
    minWholesalePrice: 0,
    buyingPrice: 0,
    taxRate: input.taxRate,
    taxInclusive: input.taxInclusive,
    productType: 0,
    trackInventory: false,
    stockQuantity: 0,
    isBundle: false,
  };
  const quantity = Number.isFinite(input.quantity) ? roundQuantity(input.quantity) : 0;
  return { ...cart, lines: [newLine(cart, item, key, quantity), ...cart.lines] };
}

function totalsInput(cart: Cart): SaleTotalsInput {
  return {
    lines: cart.lines.map((line) => ({
      calcPrice: line.calcPrice,
      quantity: line.quantity,
      discount: line.discount,
      taxRate: line.taxRate,
      taxInclusive: line.taxInclusive,
    })),
    discount: cart.discount,
    taxExempt: cart.taxExempt,
    shippingFee: cart.shippingFee,
  };
}

/** Recomputed after every change (product-spec §4); cheap enough to derive rather than store. */
export function cartTotals(cart: Cart): SaleTotals {
  return computeSaleTotals(totalsInput(cart));
}

/** What the server would refuse, with the same fields and sentences; i is the index in cart.lines. */
export function cartIssues(cart: Cart): SaleIssue[] {
  const input = totalsInput(cart);
  return [...saleTotalsIssues(input), ...minimumPriceIssues(cart.lines, computeSaleTotals(input))];
}
