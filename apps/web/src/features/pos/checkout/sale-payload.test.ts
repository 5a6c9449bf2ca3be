import { describe, expect, it } from 'vitest';
import { addQuickSaleLine, addToCart, cartTotals, emptyCart, type Cart, type CartItemSource } from '@dukani/domain';
import { buildPaymentChoices } from '@/lib/payments/payment-choices';
import { buildSalePayload, isoWithOffset, type SaleDraft } from './sale-payload';

const sugar: CartItemSource = {
  productId: 7,
  variantId: null,
  name: 'Sugar',
  sellingPrice: 160,
  wholesalePrice: 150,
  minSellingPrice: 0,
  minWholesalePrice: 0,
  buyingPrice: 120,
  taxRate: 0.16,
  taxInclusive: true,
  productType: 0,
  trackInventory: true,
  stockQuantity: 10,
  isBundle: false,
};
const cartWith = (...items: CartItemSource[]): Cart =>
  items.reduce((cart, item) => {
    const r = addToCart(cart, item, { allowNegativeInventory: false });
    if (!r.ok) throw new Error(r.message);
    return r.cart;
  }, emptyCart);
const draft = (cart: Cart, extra: Partial<SaleDraft> = {}): SaleDraft => ({
  businessId: 3,
  clientSaleId: 'id',
  cart,
  customer: null,
  salesPersonId: null,
  choice: 'Cash',
  displayValue: 'Cash',
  ...extra,
});

describe('buildSalePayload', () => {
  it('cash: the tendered amount is paid and the change is a negative balance', () => {
    const payload = buildSalePayload(draft(cartWith(sugar, sugar), { cashTendered: 500 }));
    expect(payload).toMatchObject({ totalPaid: 500, balance: -180, salesDesc: 'Point of Sale', customerId: 0 });
    expect(payload.paymentSummary).toEqual([{ paymentValue: 'Cash', displayValue: 'Cash', amount: 500, referenceNumber: null }]);
    expect(payload.itemList).toEqual([expect.objectContaining({ productId: 7, quantity: 2, calcPrice: 160 })]);
  });
  it('split: the parts are the entries and their sum is paid', () => {
    const cart = cartWith(sugar);
    const payload = buildSalePayload(
      draft(cart, {
        choice: 'SplitPayment',
        parts: [
          { paymentValue: 'Cash', displayValue: 'Cash', amount: 60 },
          { paymentValue: 'Card', displayValue: 'Card', amount: 100, referenceNumber: 'V1' },
        ],
      }),
    );
    expect(payload.totalPaid).toBe(160);
    expect(payload.balance).toBe(0);
    expect(payload.paymentSummary).toHaveLength(2);
  });
  it('pay later: one PayLater entry of 0 with its due date; the whole amount is the balance', () => {
    const payload = buildSalePayload(draft(cartWith(sugar), { choice: 'PayLater', displayValue: 'Pay Later', dueDate: '2026-12-01' }));
    expect(payload.paymentSummary).toEqual([{ paymentValue: 'PayLater', displayValue: 'Pay Later', amount: 0, dueDate: '2026-12-01' }]);
    expect(payload).toMatchObject({ totalPaid: 0, balance: cartTotals(cartWith(sugar)).amountDue });
  });
  it('other methods pay the total plus shipping; a free-text line makes it a quick sale carrying its tax', () => {
    const cart = { ...addQuickSaleLine(cartWith(sugar), { name: '', price: 40, quantity: 1, taxRate: 0.16, taxInclusive: true }), shippingFee: 50 };
    const payload = buildSalePayload(draft(cart, { choice: 'Card', displayValue: 'Card', referenceNumber: 'R9' }));
    expect(payload.salesDesc).toBe('Quick Sale');
    expect(payload.totalPaid).toBe(250);
    expect(payload.itemList[0]).toMatchObject({ productId: 0, name: 'Quick Sale', taxRate: 0.16 });
  });
  it('STK push: the paid prompt is the one entry; rounding up to whole shillings leaves change as a negative balance', () => {
    const cart = cartWith({ ...sugar, sellingPrice: 159.5 });
    const payload = buildSalePayload(
      draft(cart, { choice: 'StkPush', displayValue: 'M-Pesa prompt', stkPayment: { amount: 160, receiptNumber: 'SGR7HQ1XYZ' } }),
    );
    expect(payload.paymentSummary).toEqual([{ paymentValue: 'StkPush', displayValue: 'M-Pesa prompt', amount: 160, referenceNumber: 'SGR7HQ1XYZ' }]);
    expect(payload).toMatchObject({ totalPaid: 160, balance: -0.5 });
  });
  it('MTN MoMo / Airtel Money: the paid prompt is recorded under its own method with the transaction id', () => {
    const payload = buildSalePayload(
      draft(cartWith(sugar), { choice: 'MtnMomo', displayValue: 'MTN MoMo', stkPayment: { amount: 160, receiptNumber: '1927264368' } }),
    );
    expect(payload.paymentSummary).toEqual([{ paymentValue: 'MtnMomo', displayValue: 'MTN MoMo', amount: 160, referenceNumber: '1927264368' }]);
  });
  it('a shipping fee makes the sale an order (salesType 2); without one it is a point-of-sale sale', () => {
    const shipped = buildSalePayload(draft({ ...cartWith(sugar), shippingFee: 200 }, { cashTendered: 360 }));
    expect(shipped).toMatchObject({ salesType: 2, salesDesc: 'Order', shippingFee: 200, totalPaid: 360, balance: 0 });
    expect(buildSalePayload(draft(cartWith(sugar), { cashTendered: 160 }))).toMatchObject({ salesType: 0, salesDesc: 'Point of Sale' });
  });
  it('writes the timestamp with an offset', () => {
    expect(isoWithOffset(new Date('2026-01-01T10:00:00Z'))).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}[+-]\d{2}:\d{2}$/);
  });
});

describe('buildPaymentChoices', () => {
  const modes = {
    paymentModes: ['Cash', 'Mpesa', 'Card', 'Bank', 'SplitPayment', 'PayLater'].map((v, i) => ({ id: i + 1, paymentValue: v, displayValue: v })),
    customMethods: [{ id: 9, paymentValue: 'Cheque', displayValue: 'Cheque', displayName: null, businessId: 1, tenantId: 1, isDefault: true }],
  };
  it('swaps Mpesa for the M-Pesa prompt and Till/Paybill when mobile money is on, and honours the default method', () => {
    const on = buildPaymentChoices({ ...modes, mobileMoneyEnabled: true }).map((c) => c.paymentValue);
    expect(on).not.toContain('Mpesa');
    expect(on).toEqual(expect.arrayContaining(['StkPush', 'TillPaybill', 'Cheque']));
    expect(buildPaymentChoices({ ...modes, mobileMoneyEnabled: true }).find((c) => c.isDefault)?.paymentValue).toBe('Cheque');
    expect(buildPaymentChoices({ ...modes, customMethods: [], mobileMoneyEnabled: false }).find((c) => c.isDefault)?.paymentValue).toBe('Cash');
  });
  it('in Uganda and Rwanda the M-Pesa prompt and till give way to the providers J1 lists', () => {
    const ugModes = { ...modes, paymentModes: [...modes.paymentModes, { id: 7, paymentValue: 'MtnMomo', displayValue: 'MTN MoMo' }], mobileMoneyEnabled: true };
    const values = buildPaymentChoices(ugModes, 'UG').map((c) => c.paymentValue);
    expect(values).toContain('MtnMomo');
    expect(values).not.toContain('StkPush');
    expect(values).not.toContain('TillPaybill');
  });
});
