import { describe, expect, it } from 'vitest';
import {
  addQuickSaleLine,
  addToCart,
  cartIssues,
  cartTotals,
  emptyCart,
  removeLine,
  setLineDiscount,
  setLinePrice,
  setLineQuantity,
  setOrderDiscount,
  setPriceType,
  setShippingFee,
  setTaxExempt,
  stockCapOf,
  type Cart,
  type CartItemSource,
  type CartResult,
} from './cart';

const STRICT = { allowNegativeInventory: false };
const LOOSE = { allowNegativeInventory: true };

const item = (productId: number, extra: Partial<CartItemSource> = {}): CartItemSource => ({
  productId,
  variantId: null,
  name: `Item ${productId}`,
  sellingPrice: 100,
  wholesalePrice: 80,
  minSellingPrice: 0,
  minWholesalePrice: 0,
  buyingPrice: 60,
  taxRate: 0.16,
  taxInclusive: true,
  productType: 0,
  trackInventory: true,
  stockQuantity: 10,
  isBundle: false,
  ...extra,
});

function cartOf(result: CartResult): Cart {
  if (!result.ok) throw new Error(result.message);
  return result.cart;
}
const add = (cart: Cart, source: CartItemSource, options = STRICT) => cartOf(addToCart(cart, source, options));

describe('adding to the cart', () => {
  it('puts a new item at the top at the cart price type', () => {
    const cart = add(add(emptyCart, item(1)), item(2, { variantId: 7 }));
    expect(cart.lines.map((line) => [line.key, line.quantity, line.calcPrice, line.priceType])).toEqual([
      ['2:7', 1, 100, 'R'],
      ['1:0', 1, 100, 'R'],
    ]);
    expect(emptyCart.lines).toEqual([]);
  });

  it('raises an item already in the cart by 1 where it stands', () => {
    const cart = add(add(add(emptyCart, item(1)), item(2)), item(1));
    expect(cart.lines.map((line) => [line.key, line.quantity])).toEqual([
      ['2:0', 1],
      ['1:0', 2],
    ]);
  });

  it('blocks a tracked product beyond its stock with the spec toast', () => {
    const one = add(emptyCart, item(1, { name: 'Sugar 1kg', stockQuantity: 1 }));
    expect(addToCart(one, item(1, { name: 'Sugar 1kg', stockQuantity: 1 }), STRICT)).toEqual({
      ok: false,
      reason: 'OUT_OF_STOCK',
      message: 'Sugar 1kg is Out Of Stock!',
    });
    expect(addToCart(emptyCart, item(3, { stockQuantity: 0 }), STRICT).ok).toBe(false);
  });

  it('never blocks a service or an untracked product, and lets negative inventory through when allowed', () => {
    expect(addToCart(emptyCart, item(1, { productType: 1, stockQuantity: 0 }), STRICT).ok).toBe(true);
    expect(addToCart(emptyCart, item(2, { trackInventory: false, stockQuantity: 0 }), STRICT).ok).toBe(true);
    expect(cartOf(addToCart(emptyCart, item(3, { stockQuantity: -2 }), LOOSE)).lines[0]?.quantity).toBe(1);
  });

  it('blocks a bundle at the available quantity the caller passes', () => {
    const bundle = item(9, { isBundle: true, stockQuantity: 2 });
    const two = add(add(emptyCart, bundle), bundle);
    expect(addToCart(two, bundle, STRICT).ok).toBe(false);
  });

  it('adds to a tax-exempt cart with the rate put aside', () => {
    const cart = add(setTaxExempt(emptyCart, true), item(1));
    expect(cart.lines[0]).toMatchObject({ taxRate: 0, savedTaxRate: 0.16 });
    expect(setTaxExempt(cart, false).lines[0]).toMatchObject({ taxRate: 0.16, savedTaxRate: null });
  });
});

describe('changing a line', () => {
  const base = add(add(emptyCart, item(1, { stockQuantity: 5 })), item(2, { productType: 1 }));

  it('sets a quantity within stock, refuses one beyond it, and removes the line at 0', () => {
    expect(cartOf(setLineQuantity(base, '1:0', 2.5, STRICT)).lines[1]?.quantity).toBe(2.5);
    expect(setLineQuantity(base, '1:0', 6, STRICT)).toMatchObject({ ok: false, message: 'Item 1 is Out Of Stock!' });
    expect(cartOf(setLineQuantity(base, '1:0', 6, LOOSE)).lines[1]?.quantity).toBe(6);
    expect(cartOf(setLineQuantity(base, '2:0', 500, STRICT)).lines[0]?.quantity).toBe(500);
    expect(cartOf(setLineQuantity(base, '1:0', 0, STRICT)).lines.map((line) => line.key)).toEqual(['2:0']);
    expect(cartOf(setLineQuantity(base, '1:0', -1, STRICT)).lines).toHaveLength(1);
  });

  it('lets a quantity above stock come down, and ignores a half-typed one', () => {
    const over = cartOf(setLineQuantity(base, '1:0', 8, LOOSE));
    expect(cartOf(setLineQuantity(over, '1:0', 7, STRICT)).lines[1]?.quantity).toBe(7);
    expect(cartOf(setLineQuantity(base, '1:0', Number.NaN, STRICT))).toBe(base);
  });

  it('sets price and discount, which the totals then use', () => {
    const cart = setLineDiscount(setLinePrice(base, '1:0', 90), '1:0', 5);
    expect(cart.lines[1]).toMatchObject({ calcPrice: 90, discount: 5 });
    expect(cartTotals(cart)).toMatchObject({ subTotal: 190, discount: 5, total: 185 });
    expect(base.lines[1]).toMatchObject({ calcPrice: 100, discount: 0 });
  });

  it('resets the order discount when the last line goes, not before', () => {
    const discounted = setOrderDiscount(base, { type: '%', amount: 10 });
    const one = removeLine(discounted, '2:0');
    expect(one.discount).toEqual({ type: '%', amount: 10 });
    expect(removeLine(one, '1:0')).toMatchObject({ lines: [], discount: { type: 'KES', amount: 0 } });
    expect(cartOf(setLineQuantity(one, '1:0', 0, STRICT)).discount).toEqual({ type: 'KES', amount: 0 });
  });
});

describe('cart-wide switches', () => {
  it('moves every line to the price of the type, falling back to retail without a wholesale price', () => {
    const cart = add(add(emptyCart, item(1)), item(2, { wholesalePrice: 0 }));
    const wholesale = setPriceType(setLinePrice(cart, '1:0', 95), 'W');
    expect(wholesale.priceType).toBe('W');
    expect(wholesale.lines.map((line) => [line.key, line.priceType, line.calcPrice])).toEqual([
      ['2:0', 'W', 100],
      ['1:0', 'W', 80],
    ]);
    expect(add(wholesale, item(3)).lines[0]).toMatchObject({ priceType: 'W', calcPrice: 80 });
    expect(setPriceType(wholesale, 'R').lines.map((line) => line.calcPrice)).toEqual([100, 100]);
  });

  it('takes tax off while exempt and restores each line’s own rate, even after switching on twice', () => {
    const cart = add(add(emptyCart, item(1, { taxRate: 0.16 })), item(2, { taxRate: 0.08, taxInclusive: false }));
    const exempt = setTaxExempt(setTaxExempt(cart, true), true);
    expect(exempt.taxExempt).toBe(true);
    expect(exempt.lines.map((line) => [line.taxRate, line.savedTaxRate])).toEqual([
      [0, 0.08],
      [0, 0.16],
    ]);
    expect(cartTotals(exempt)).toMatchObject({ taxes: 0, total: 200 });
    const restored = setTaxExempt(exempt, false);
    expect(restored.lines.map((line) => [line.taxRate, line.savedTaxRate])).toEqual([
      [0.08, null],
      [0.16, null],
    ]);
    expect(cartTotals(restored)).toMatchObject({ taxes: 21.79, exclusiveTax: 8, total: 208 });
  });

  it('carries the order discount and shipping fee into the totals', () => {
    const cart = setShippingFee(setOrderDiscount(add(emptyCart, item(1, { taxRate: 0 })), { type: 'KES', amount: 15 }), 50);
    expect(cartTotals(cart)).toMatchObject({ orderDiscount: 15, total: 85, shippingFee: 50, amountDue: 135 });
  });
});

describe('quick sale lines', () => {
  it("names a blank line 'Quick Sale' and keeps two quick lines apart", () => {
    const first = addQuickSaleLine(emptyCart, { name: '   ', price: 250, quantity: 2, taxRate: 0.16, taxInclusive: true });
    const cart = addQuickSaleLine(first, { name: 'Delivery', price: 100, quantity: 1, taxRate: 0, taxInclusive: true });
    expect(cart.lines.map((line) => [line.key, line.name, line.productId, line.calcPrice, line.quantity])).toEqual([
      ['quick:2', 'Delivery', 0, 100, 1],
      ['quick:1', 'Quick Sale', 0, 250, 2],
    ]);
    expect(cartTotals(cart).subTotal).toBe(600);
  });

  it('keeps its price at wholesale and is never out of stock', () => {
    const cart = setPriceType(addQuickSaleLine(emptyCart, { name: 'Tea', price: 30, quantity: 1, taxRate: 0, taxInclusive: true }), 'W');
    expect(cart.lines[0]?.calcPrice).toBe(30);
    expect(setLineQuantity(cart, 'quick:1', 1000, STRICT).ok).toBe(true);
  });
});

describe('cart issues', () => {
  it('adds the minimum price of the line type to the sale issues', () => {
    let cart = add(add(emptyCart, item(1, { minSellingPrice: 90, minWholesalePrice: 75 })), item(2, { minSellingPrice: 0 }));
    cart = setLinePrice(setLinePrice(cart, '1:0', 89.99), '2:0', 1);
    cart = setLineDiscount(cart, '2:0', 5);
    expect(cartIssues(cart)).toEqual([
      { field: 'itemList[0].discount', message: "itemList[0].discount must not be more than the line's total" },
      {
        field: 'itemList[1].calcPrice',
        message: 'itemList[1].calcPrice must be at least 90.00',
        belowMinimum: { index: 1, cause: 'price', minimum: 90, unitPrice: 89.99, shortfall: 0.01, maxDiscount: null },
      },
    ]);
    expect(cartIssues(setPriceType(cart, 'W'))).toEqual([]);
  });
});

describe('stock cap', () => {
  it('caps a tracked line at what is left, whole pieces rounded down, and sets no cap where stock cannot run out', () => {
    expect(stockCapOf(item(1, { stockQuantity: 2, unitId: 1 }), STRICT)).toBe(2);
    expect(stockCapOf(item(1, { stockQuantity: 2.5, unitId: 1 }), STRICT)).toBe(2);
    expect(stockCapOf(item(1, { stockQuantity: 2.5, unitId: 2 }), STRICT)).toBe(2.5);
    expect(stockCapOf(item(1, { stockQuantity: -3 }), STRICT)).toBe(0);
    expect(stockCapOf(item(1, { stockQuantity: 2 }), LOOSE)).toBeNull();
    expect(stockCapOf(item(1, { trackInventory: false }), STRICT)).toBeNull();
    expect(stockCapOf(item(1, { productType: 1 }), STRICT)).toBeNull();
    expect(stockCapOf(item(1, { productType: 1, isBundle: true, stockQuantity: 4 }), STRICT)).toBe(4);
  });
});
