import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { roundMoney, toCents } from './money';
import { computeSaleTotals, type SaleTotalsInput } from './sale-totals';

/**
 * Random carts are drawn as whole cents, thousandths of a unit and whole per-cent rates, so an
 * independent model can redo the sale rules in exact integer (BigInt) arithmetic.
 */
interface ModelLine {
  priceCents: number;
  quantityMilli: number;
  discountCents: number;
  ratePercent: number;
  taxInclusive: boolean;
}
interface ModelSale {
  lines: ModelLine[];
  discount: { type: 'KES' | '%'; hundredths: number } | null;
  taxExempt: boolean;
  shippingCents: number;
}

const lineArbitrary = fc.record({
  priceCents: fc.integer({ min: 0, max: 10_000_000 }),
  quantityMilli: fc.integer({ min: 1, max: 100_000 }),
  // Mostly plausible discounts, sometimes wild ones (negative or far above the line).
  discountCents: fc.oneof(fc.constant(0), fc.integer({ min: 0, max: 100_000 }), fc.integer({ min: -1e9, max: 1e9 })),
  ratePercent: fc.constantFrom(0, 8, 16, 18),
  taxInclusive: fc.boolean(),
});
const saleArbitrary = fc.record({
  lines: fc.array(lineArbitrary, { minLength: 1, maxLength: 20 }),
  discount: fc.option(
    fc.record({
      type: fc.constantFrom('KES' as const, '%' as const),
      hundredths: fc.oneof(fc.integer({ min: 0, max: 10_000 }), fc.integer({ min: -1e7, max: 1e9 })),
    }),
  ),
  taxExempt: fc.boolean(),
  shippingCents: fc.integer({ min: 0, max: 1_000_000 }),
});

function toInput(model: ModelSale): SaleTotalsInput {
  return {
    lines: model.lines.map((line) => ({
      calcPrice: line.priceCents / 100,
      quantity: line.quantityMilli / 1000,
      discount: line.discountCents / 100,
      taxRate: line.ratePercent / 100,
      taxInclusive: line.taxInclusive,
    })),
    discount: model.discount && { type: model.discount.type, amount: model.discount.hundredths / 100 },
    taxExempt: model.taxExempt,
    shippingFee: model.shippingCents / 100,
  };
}

/** n/d rounded half away from zero, d > 0. */
function divideRounded(n: bigint, d: bigint): bigint {
  return n < 0n ? -((-2n * n + d) / (2n * d)) : (2n * n + d) / (2n * d);
}
const clamp = (value: bigint, low: bigint, high: bigint) => (value < low ? low : value > high ? high : value);
const cents = (amount: number) => BigInt(toCents(amount));

/** Rules 1 and 3 on their own: everything except how the order discount is split. */
function modelFigures(model: ModelSale) {
  const gross = model.lines.map((line) => divideRounded(BigInt(line.priceCents) * BigInt(line.quantityMilli), 1000n));
  const lineDiscounts = model.lines.map((line, i) => clamp(BigInt(line.discountCents), 0n, gross[i]!));
  const net = gross.map((g, i) => g - lineDiscounts[i]!);
  const netTotal = net.reduce((sum, n) => sum + n, 0n);
  let orderDiscount = 0n;
  if (model.discount?.type === 'KES') orderDiscount = clamp(BigInt(model.discount.hundredths), 0n, netTotal);
  if (model.discount?.type === '%') {
    orderDiscount = divideRounded(netTotal * clamp(BigInt(model.discount.hundredths), 0n, 10_000n), 10_000n);
  }
  return { gross, lineDiscounts, net, netTotal, orderDiscount };
}

/** Rule 2 in exact arithmetic: inclusive tax is amount − amount·100/(100+rate), exclusive amount·rate/100. */
function modelTax(amount: bigint, ratePercent: number, inclusive: boolean, taxExempt: boolean): bigint {
  if (taxExempt) return 0n;
  const rate = BigInt(ratePercent);
  return inclusive ? amount - divideRounded(amount * 100n, 100n + rate) : divideRounded(amount * rate, 100n);
}

describe('sale totals, properties', () => {
  it('agree to the cent with an exact recomputation of the sale rules', () => {
    fc.assert(
      fc.property(saleArbitrary, (model) => {
        const totals = computeSaleTotals(toInput(model));
        const { gross, lineDiscounts, net, orderDiscount } = modelFigures(model);
        let exclusiveTax = 0n;
        let taxes = 0n;
        totals.lines.forEach((result, i) => {
          const source = model.lines[i]!;
          const share = cents(result.orderDiscountShare);
          expect(cents(result.lineGross)).toBe(gross[i]);
          expect(cents(result.lineDiscount)).toBe(lineDiscounts[i]);
          expect(cents(result.lineAmount)).toBe(net[i]! - share);
          const tax = modelTax(net[i]! - share, source.ratePercent, source.taxInclusive, model.taxExempt);
          expect(cents(result.tax)).toBe(tax);
          taxes += tax;
          if (!source.taxInclusive) exclusiveTax += tax;
        });
        const subTotal = gross.reduce((sum, g) => sum + g, 0n);
        const discount = lineDiscounts.reduce((sum, d) => sum + d, 0n) + orderDiscount;
        const total = subTotal - discount + exclusiveTax;
        expect(cents(totals.subTotal)).toBe(subTotal);
        expect(cents(totals.orderDiscount)).toBe(orderDiscount);
        expect(cents(totals.discount)).toBe(discount);
        expect(cents(totals.taxes)).toBe(taxes);
        expect(cents(totals.exclusiveTax)).toBe(exclusiveTax);
        expect(cents(totals.total)).toBe(total);
        expect(cents(totals.amountDue)).toBe(total + BigInt(model.shippingCents));
      }),
    );
  });

  it('splits the order discount in proportion, exactly, and never below zero or above a line', () => {
    fc.assert(
      fc.property(saleArbitrary, (model) => {
        const totals = computeSaleTotals(toInput(model));
        const { net, netTotal, orderDiscount } = modelFigures(model);
        const shares = totals.lines.map((result) => cents(result.orderDiscountShare));
        expect(shares.reduce((sum, share) => sum + share, 0n)).toBe(orderDiscount);
        shares.forEach((share, i) => {
          expect(share >= 0n && share <= net[i]!).toBe(true);
          if (netTotal === 0n) return;
          // Each share is its proportional part, off by at most the remainder of all the roundings.
          const exact = (Number(orderDiscount) * Number(net[i]!)) / Number(netTotal);
          expect(Math.abs(Number(share) - exact)).toBeLessThanOrEqual(model.lines.length / 2 + 1);
        });
      }),
    );
  });

  it('never returns a negative line amount, whatever discounts are asked for', () => {
    fc.assert(
      fc.property(saleArbitrary, (model) => {
        for (const result of computeSaleTotals(toInput(model)).lines) {
          expect(result.lineAmount).toBeGreaterThanOrEqual(0);
          expect(result.tax).toBeGreaterThanOrEqual(0);
        }
      }),
    );
  });

  it('splits an inclusive line as the tax module does: net + tax is the line amount to the cent', () => {
    fc.assert(
      fc.property(saleArbitrary, (model) => {
        const input = toInput(model);
        const totals = computeSaleTotals({ ...input, taxExempt: false });
        totals.lines.forEach((result, i) => {
          const source = input.lines[i]!;
          if (!source.taxInclusive) return;
          const net = roundMoney(result.lineAmount / (1 + source.taxRate));
          expect(result.tax).toBe(roundMoney(result.lineAmount - net));
          expect(toCents(net) + toCents(result.tax)).toBe(toCents(result.lineAmount));
        });
      }),
    );
  });

  it('gives identical figures from the JSON the server receives', () => {
    fc.assert(
      fc.property(saleArbitrary, (model) => {
        const input = toInput(model);
        const received = JSON.parse(JSON.stringify(input)) as SaleTotalsInput;
        expect(computeSaleTotals(received)).toEqual(computeSaleTotals(input));
      }),
    );
  });

  it('returns every figure with at most two decimals', () => {
    fc.assert(
      fc.property(saleArbitrary, (model) => {
        const totals = computeSaleTotals(toInput(model));
        const figures = [...totals.lines.flatMap((result) => Object.values(result)), totals.total, totals.taxes, totals.amountDue];
        for (const figure of figures) expect(roundMoney(figure)).toBe(figure);
      }),
    );
  });
});
