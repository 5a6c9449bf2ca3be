import { describe, expect, it } from 'vitest';
import type { Receipt, SaleItem } from '@dukani/contracts';
import { encodeThermalReceipt, type ThermalOptions } from './thermal-receipt';

const item = (name: string, calcPrice: number, lineAmount: number, orderDiscountShare: number): SaleItem => ({
  productId: 1,
  originalProductId: 1,
  variantId: null,
  name,
  longDesc: null,
  quantity: 1,
  calcPrice,
  unitCost: 0,
  tax: 0,
  taxRate: 0,
  taxId: null,
  taxCode: 'A',
  taxInclusive: true,
  priceType: 'R',
  sellingPrice: calcPrice,
  wholesalePrice: 0,
  minSellingPrice: 0,
  minWholesalePrice: 0,
  buyingPrice: 0,
  discount: 0,
  orderDiscountShare,
  lineAmount,
  addInventory: false,
  isBundle: false,
  serialized: false,
  serialNumbers: [],
  productType: 1,
  kraProductType: null,
  barCode: null,
  productCode: null,
  itemCode: null,
  itemClassificationCode: null,
  packagingUnitCode: null,
  quantityUnitCode: null,
  unitId: null,
  trackInventory: true,
  returnedQuantity: 0,
});

const items = [item('Sugar 2kg', 305, 260.77, 44.23), item('Milk 500ml', 168, 143.64, 24.36), item('Rice 5kg', 527, 450.59, 76.41)];

const receiptPaidBy = (paymentValue: string): Receipt => ({
  kind: 'Sale',
  subTotal: 1000,
  shippingFee: 0,
  balance: 0,
  totalAmount: 855,
  totalDiscount: 145,
  totalTax: 0,
  totalPaid: 855,
  changeDue: 0,
  paymentMethod: paymentValue,
  clientName: null,
  clientPhone: null,
  cashierName: 'Njeri',
  salesPersonName: null,
  paymentSummary: [{ paymentValue, displayValue: paymentValue, amount: 855, referenceNumber: null, dueDate: null }],
  businessName: 'Duka la Amani',
  phone: null,
  email: null,
  address: null,
  logoUrl: null,
  message: 'Asante!',
  receiptNo: '000015',
  transactionDate: '2026-11-27T08:00:00.000Z',
  currencySymbol: 'KSh',
  etims: null,
  fiscal: null,
  taxBands: [],
  shareToken: 'abcdefghijklmnopqrstuvwx',
});

const options = (isDrawerKick: boolean, paper: ThermalOptions['paper'] = '80mm'): ThermalOptions => ({
  paper,
  isDrawerKick,
  money: (value) => value.toLocaleString('en', { minimumFractionDigits: 2, maximumFractionDigits: 2 }),
  quantity: (value) => String(value),
  dateTime: () => '27/11/2026 11:00',
  labels: {
    receipt: 'Receipt 000015',
    cashier: 'Cashier: Njeri',
    customer: null,
    subTotal: 'Subtotal',
    orderDiscount: 'Order discount',
    shipping: 'Shipping',
    total: 'Total',
    change: 'Change',
    balanceDue: 'Balance due',
    balanceDueBy: (day) => `Balance due by ${day}`,
    method: (entry) => (['Mpesa', 'StkPush', 'TillPaybill'].includes(entry.paymentValue) ? 'M-Pesa' : entry.displayValue),
    taxBand: (code, rate, taxable) => `Tax ${code} ${rate}% on ${taxable}`,
    taxIncluded: (code, rate, taxable) => `Incl. tax ${code} ${rate}% on ${taxable}`,
  },
});

const text = (bytes: Uint8Array) => Buffer.from(bytes).toString('latin1');
const indexOf = (bytes: Uint8Array, sequence: number[]) => Buffer.from(bytes).indexOf(Buffer.from(sequence));
const PULSE = [0x1b, 0x70, 0x00];
const CUT = [0x1d, 0x56];

/** The bytes as hex, one printed line a row, so a snapshot diff shows which line changed. */
const hexLines = (bytes: Uint8Array) =>
  Array.from(bytes)
    .map((byte, index) => `${byte.toString(16).padStart(2, '0')}${byte === 0x0d && bytes[index - 1] === 0x0a ? '\n' : ''}`)
    .join('');
/** The text of the line holding `words`, from those words to the line's end. */
const lineFrom = (bytes: Uint8Array, words: string) => {
  const printed = text(bytes);
  const start = printed.indexOf(words);
  return printed.slice(start, printed.indexOf('\n', start));
};
/** The longest run of one byte: a rule's width. */
function longestRun(bytes: Uint8Array, byte: number): number {
  let best = 0;
  let run = 0;
  for (const b of bytes) {
    run = b === byte ? run + 1 : 0;
    best = Math.max(best, run);
  }
  return best;
}

/** A shop in Germany or Spain: its name, a line and the message need the printer's code pages, not "?". */
const accented: Receipt = { ...receiptPaidBy('Cash'), businessName: 'Café Müller', message: '¡Gracias! Grüße' };
const accentedItems = [item('Piña 1kg', 305, 260.77, 44.23), item('Milk 500ml', 168, 143.64, 24.36), item('Rice 5kg', 527, 450.59, 76.41)];

describe('the printer bytes of a 58 mm and an 80 mm receipt (issue 36 item 18)', () => {
  for (const [paper, columns] of [
    ['58mm', 32],
    ['80mm', 48],
  ] as const) {
    it(`ESC/POS on ${paper}: ${columns} columns, code page 437 for é ü ñ, a partial cut at the end`, () => {
      const bytes = encodeThermalReceipt(accented, accentedItems, options(false, paper));
      expect(hexLines(bytes)).toMatchSnapshot();
      // ESC @ resets the printer; ESC t 0 selects code page 437 before the first accented letter: é is 0x82, ü 0x81, ñ 0xa4.
      expect(Array.from(bytes.slice(0, 2))).toEqual([0x1b, 0x40]);
      const codepage = indexOf(bytes, [0x1b, 0x74, 0x00]);
      expect(codepage).toBeGreaterThan(-1);
      expect(indexOf(bytes, [0x43, 0x61, 0x66, 0x82, 0x20, 0x4d, 0x81, 0x6c, 0x6c, 0x65, 0x72])).toBeGreaterThan(codepage);
      expect(indexOf(bytes, [0x50, 0x69, 0xa4, 0x61])).toBeGreaterThan(codepage);
      expect(text(bytes)).not.toContain('?');
      // The rules are as wide as the paper (─ is 0xc4 in 437), and a label-and-figure row fills the line exactly.
      expect(longestRun(bytes, 0xc4)).toBe(columns);
      expect(lineFrom(bytes, 'Subtotal').replace(/\r$/, '')).toHaveLength(columns);
      expect(lineFrom(bytes, 'Subtotal')).toMatch(/^Subtotal +KSh 1,000\.00\r?$/);
      // GS V 1: the partial cut, the last command before the line end (no drawer: the setting is off).
      expect(Array.from(bytes.slice(-5))).toEqual([0x1d, 0x56, 0x01, 0x0a, 0x0d]);
    });
  }

  it('StarPRNT for a Star printer: its own code page command (ESC GS t), its cut (ESC d) and its drawer pulse (ESC BEL)', () => {
    const bytes = encodeThermalReceipt(accented, accentedItems, { ...options(true, '80mm'), dialect: { language: 'star-prnt', codepageMapping: 'star' } });
    expect(hexLines(bytes)).toMatchSnapshot();
    expect(indexOf(bytes, [0x1b, 0x1d, 0x74])).toBeGreaterThan(-1);
    expect(indexOf(bytes, [0x1b, 0x74, 0x00])).toBe(-1);
    expect(indexOf(bytes, [0x1d, 0x56])).toBe(-1);
    const cut = indexOf(bytes, [0x1b, 0x64]);
    expect(cut).toBeGreaterThan(text(bytes).indexOf('Gr'));
    expect(indexOf(bytes, [0x1b, 0x07])).toBeGreaterThan(cut);
    expect(text(bytes)).not.toContain('?');
  });

  it("a driver's code page numbering the encoder does not know falls back to the language's usual one", () => {
    const unknown = encodeThermalReceipt(accented, accentedItems, { ...options(false), dialect: { language: 'esc-pos', codepageMapping: 'default' } });
    expect(Buffer.from(unknown).equals(Buffer.from(encodeThermalReceipt(accented, accentedItems, options(false))))).toBe(true);
  });
});

describe('encodeThermalReceipt', () => {
  it('starts with ESC @, prints the lines at their own price with the discount once, then cuts', () => {
    const bytes = encodeThermalReceipt(receiptPaidBy('Cash'), items, options(false));
    expect(Array.from(bytes.slice(0, 2))).toEqual([0x1b, 0x40]);
    const printed = text(bytes);
    for (const figure of ['305.00', '168.00', '527.00', 'KSh 1,000.00', '-KSh 145.00', 'KSh 855.00', 'Duka la Amani', 'Asante!'])
      expect(printed).toContain(figure);
    expect(printed).not.toContain('260.77');
    expect(indexOf(bytes, CUT)).toBeGreaterThan(printed.indexOf('Asante!'));
    expect(indexOf(bytes, PULSE)).toBe(-1);
  });

  it('kicks the cash drawer after the cut for a cash sale when the setting is on, never for M-Pesa alone', () => {
    const cash = encodeThermalReceipt(receiptPaidBy('Cash'), items, options(true));
    expect(indexOf(cash, PULSE)).toBeGreaterThan(indexOf(cash, CUT));
    expect(indexOf(encodeThermalReceipt(receiptPaidBy('MPesa'), items, options(true)), PULSE)).toBe(-1);
  });

  it('keeps every printed line within the paper: 32 columns on 58 mm', () => {
    const printed = text(encodeThermalReceipt(receiptPaidBy('Cash'), items, options(false, '58mm')));
    // Printable text between control codes: no run of letters, digits and spaces longer than 32.
    const runs = [...printed].reduce<string[]>(
      (all, char) => (char.charCodeAt(0) < 0x20 ? [...all, ''] : [...all.slice(0, -1), `${all.at(-1) ?? ''}${char}`]),
      [''],
    );
    for (const run of runs) expect(run.length, run).toBeLessThanOrEqual(32);
    expect(printed).toContain('KSh 1,000.00');
  });

  it("prints the tax authority's block (§9.2) with the signature grouped by four and the QR (GS ( k), or says it awaits the signature", () => {
    const fiscal = {
      status: 'signed' as const,
      label: 'NS' as const,
      kraPin: 'P051234567X',
      branchId: '00',
      sdcId: 'KRACU0100000123',
      mrcNo: null,
      cuInvoiceNo: 'KRACU0100000123/7',
      originalCuInvoiceNo: null,
      curRcptNo: 7,
      totRcptNo: 7,
      sdcDateTime: '2026-11-27T08:00:05.000Z',
      internalData: 'ABCDEFGHIJKL',
      signature: 'QUII27MATATSHFRB',
      qrUrl: 'https://etims-sbx.kra.go.ke/common/link/etims/receipt/indexEtimsReceiptData?Data=P051234567X00QUII27MATATSHFRB',
    };
    const signed = text(encodeThermalReceipt({ ...receiptPaidBy('Cash'), fiscal }, items, options(false, '58mm')));
    for (const words of [
      'signature',
      'QUII-27MA-TATS-HFRB',
      'KRACU0100000123/7',
      '2026-11-27 11:00:05',
      '7/7 NS',
      'indexEtimsReceiptData?Data=P051234567X00QUII27MATATSHFRB',
    ])
      expect(signed).toContain(words);
    expect(signed).toContain('\x1d(k');
    const awaiting = text(
      encodeThermalReceipt({ ...receiptPaidBy('Cash'), fiscal: { ...fiscal, status: 'awaiting', signature: null, qrUrl: null } }, items, options(false)),
    );
    expect(awaiting).toContain('awaiting');
    expect(awaiting).not.toContain('QUII');
  });

  it('prints the unit, every tax band (exempt A too) and what a pay-later sale owes by when, not "Pay Later 0.00" (issue 36)', () => {
    const rice = { ...item('Rice', 180, 270, 0), quantity: 1.5, unitId: 2 };
    const soap = { ...item('Soap', 100, 100, 0), taxCode: 'B', taxRate: 0.16, tax: 13.79 };
    const receipt: Receipt = {
      ...receiptPaidBy('Cash'),
      subTotal: 370,
      totalAmount: 370,
      totalDiscount: 0,
      totalPaid: 100,
      balance: 270,
      paymentSummary: [
        { paymentValue: 'TillPaybill', displayValue: 'TILL/PAYBILL', amount: 100, referenceNumber: 'QK12AB34CD', dueDate: null },
        { paymentValue: 'PayLater', displayValue: 'Pay Later', amount: 0, referenceNumber: null, dueDate: '2025-03-15' },
      ],
    };
    const printed = text(encodeThermalReceipt(receipt, [rice, soap], options(false)));
    expect(printed).toContain('1.5 kg x 180.00');
    expect(printed).toContain('Incl. tax A 0% on 270.00');
    expect(printed).toContain('Incl. tax B 16% on 86.21');
    expect(printed).toContain('M-Pesa QK12AB34CD');
    expect(printed).not.toContain('TILL/PAYBILL');
    expect(printed).not.toContain('Pay Later');
    expect(printed).toMatch(/Balance due by 2025-03-15 +KSh 270\.00/);
  });
});
