import ReceiptPrinterEncoder from '@point-of-sale/receipt-printer-encoder';
import type { Receipt, SaleItem } from '@dukani/contracts';
import { buildFiscalBlock, buildReceiptLines, buildReceiptPayments, receiptQuantity, type FiscalRowKey } from '@dukani/domain';

import { DEFAULT_CODEPAGE_MAPPING, PAPER_COLUMNS, type PrinterLanguage, type ThermalPaper } from './thermal-paper';

export type { ThermalPaper } from './thermal-paper';

/** How the printer reads bytes: its command language and, when its driver knows the model, its code page numbering. */
export interface PrinterDialect {
  language: PrinterLanguage;
  codepageMapping?: string | null;
}

const CODEPAGE_MAPPINGS = [
  'bixolon',
  'bixolon/legacy',
  'citizen',
  'epson',
  'epson/legacy',
  'fujitsu',
  'hp',
  'metapace',
  'mpt',
  'pos-5890',
  'pos-8360',
  'star',
  'sunmi',
  'xprinter',
  'youku',
] as const;

/**
 * The encoder for one printer: its language, the paper's columns, and code pages chosen per line ('auto'), so é, ü and
 * ñ print as themselves. A mapping the encoder does not know (a driver's "default") falls back to the language's usual one.
 */
function encoderFor(dialect: PrinterDialect, columns: number) {
  const known = (CODEPAGE_MAPPINGS as readonly string[]).includes(dialect.codepageMapping ?? '');
  const codepageMapping = known ? (dialect.codepageMapping as (typeof CODEPAGE_MAPPINGS)[number]) : DEFAULT_CODEPAGE_MAPPING[dialect.language];
  return new ReceiptPrinterEncoder({ language: dialect.language, columns, codepageMapping });
}

/** The receipt's words in the shop's language; the caller passes them from i18next. */
export interface ThermalLabels {
  receipt: string;
  cashier: string;
  customer: string | null;
  subTotal: string;
  orderDiscount: string;
  shipping: string;
  total: string;
  change: string;
  balanceDue: string;
  /** "Balance due by 15/03/2025": what a pay-later sale owes and when. */
  balanceDueBy(day: string): string;
  /** A payment's name on the customer's paper ("M-Pesa", never the till's "M-Pesa · prompt"). */
  method(entry: { paymentValue: string; displayValue: string }): string;
  taxBand(code: string, rate: number, taxable: string): string;
  taxIncluded(code: string, rate: number, taxable: string): string;
  /** The tax authority block's words (§9.2); without them the keys print as they are. */
  fiscal?(key: FiscalRowKey | 'title' | 'awaiting'): string;
}

export interface ThermalOptions {
  paper: ThermalPaper;
  /** ESC/POS when left out. */
  dialect?: PrinterDialect;
  /** Open the cash drawer (ESC p pulse on pin 2) after the receipt: only for a sale paid at least partly in cash. */
  isDrawerKick: boolean;
  money(value: number): string;
  quantity(value: number): string;
  dateTime(iso: string): string;
  labels: ThermalLabels;
}

/** A receipt paid at least partly in cash opens the drawer; M-Pesa, card or credit alone do not. */
export const isCashSale = (receipt: Receipt) => receipt.paymentSummary.some((p) => p.paymentValue === 'Cash' && p.amount > 0);

/**
 * Thermal printers' code pages have no "−" or "×": print ASCII so a cheap printer never shows a "?".
 * Other text goes through the encoder's automatic code page choice.
 */
const ascii = (text: string) => text.replace(/\u2212/g, '-').replace(/\u00d7/g, 'x');

/**
 * The receipt as the printer's bytes (ESC/POS, StarPRNT or Star Line), from the same receipt model as the screen
 * and the PDF (buildReceiptLines), so the paper adds up the same way: lines at their own price, subtotal, the order
 * discount once, tax, total.
 */
export function encodeThermalReceipt(receipt: Receipt, items: SaleItem[], options: ThermalOptions): Uint8Array {
  const columns = PAPER_COLUMNS[options.paper];
  const figures = buildReceiptLines({ items, shippingFee: receipt.shippingFee });
  const { labels } = options;
  const money = (value: number) => `${receipt.currencySymbol} ${options.money(value)}`.trim();
  const encoder = encoderFor(options.dialect ?? { language: 'esc-pos' }, columns);
  // Label left, figure right; a label too long for the line wraps and the figure keeps its column.
  const row = (left: string, right: string) =>
    encoder.table(
      [
        { width: columns - Math.max(right.length, 1) - 1, marginRight: 1, align: 'left' },
        { width: Math.max(right.length, 1), align: 'right' },
      ],
      [[ascii(left), ascii(right)]],
    );

  encoder.initialize().codepage('auto').align('center');
  if (receipt.businessName) encoder.bold(true).line(ascii(receipt.businessName)).bold(false);
  for (const line of [receipt.address, receipt.phone, receipt.email]) if (line) encoder.line(ascii(line));
  encoder.align('left').newline();
  row(labels.receipt, options.dateTime(receipt.transactionDate));
  encoder.line(ascii(labels.cashier));
  if (labels.customer) encoder.line(ascii(labels.customer));
  encoder.rule();
  for (const line of figures.lines) {
    encoder.line(ascii(line.name));
    const discount = line.lineDiscount ? ` -${options.money(line.lineDiscount)}` : '';
    row(`  ${receiptQuantity(line, options.quantity)} x ${options.money(line.unitPrice)}${discount}`, options.money(line.amount));
  }
  encoder.rule();
  row(labels.subTotal, money(figures.subTotal));
  if (figures.orderDiscount > 0) row(labels.orderDiscount, `-${money(figures.orderDiscount)}`);
  for (const band of figures.taxRows.filter((b) => !b.isIncluded))
    row(labels.taxBand(band.taxCode, Math.round(band.taxRate * 100), options.money(band.taxable)), money(band.tax));
  if (figures.shippingFee > 0) row(labels.shipping, money(figures.shippingFee));
  encoder.bold(true);
  row(labels.total, money(figures.total));
  encoder.bold(false);
  for (const band of figures.taxRows.filter((b) => b.isIncluded))
    row(labels.taxIncluded(band.taxCode, Math.round(band.taxRate * 100), options.money(band.taxable)), money(band.tax));
  encoder.rule();
  const payments = buildReceiptPayments(receipt.paymentSummary, receipt.balance);
  for (const payment of payments.rows)
    row(
      `${labels.method({ paymentValue: payment.paymentValue, displayValue: payment.displayValue ?? '' })}${payment.referenceNumber ? ` ${payment.referenceNumber}` : ''}`,
      money(payment.amount),
    );
  if (receipt.changeDue > 0) row(labels.change, money(receipt.changeDue));
  if (payments.owed) {
    encoder.bold(true);
    row(payments.owed.dueDate ? labels.balanceDueBy(payments.owed.dueDate) : labels.balanceDue, money(payments.owed.amount));
    encoder.bold(false);
  }
  if (receipt.fiscal) {
    const word = (key: FiscalRowKey | 'title' | 'awaiting') => labels.fiscal?.(key) ?? key;
    const block = buildFiscalBlock(receipt.fiscal);
    encoder
      .rule()
      .align('center')
      .bold(true)
      .line(ascii(word('title')))
      .bold(false)
      .align('left');
    // The label on its line and the value under it: a signature does not fit beside its label on 32 columns.
    for (const { key, value } of block.rows)
      encoder
        .line(ascii(word(key)))
        .align('right')
        .line(ascii(value))
        .align('left');
    if (block.isAwaiting)
      encoder
        .newline()
        .align('center')
        .line(ascii(word('awaiting')))
        .align('left');
    else if (block.qrUrl) encoder.newline().align('center').qrcode(block.qrUrl, { model: 2, size: 6, errorlevel: 'm' }).align('left');
  }
  if (receipt.message) encoder.newline().align('center').line(ascii(receipt.message)).align('left');
  encoder.newline(3).cut('partial');
  if (options.isDrawerKick && isCashSale(receipt)) encoder.pulse();
  return encoder.encode();
}

/** The settings' test print: the shop's words, a ruler as wide as the paper, a cut, and the drawer if it is on. */
export function encodeTestPage(paper: ThermalPaper, dialect: PrinterDialect, isDrawerKick: boolean, lines: string[]): Uint8Array {
  const columns = PAPER_COLUMNS[paper];
  const encoder = encoderFor(dialect, columns);
  encoder.initialize().codepage('auto');
  for (const line of lines) encoder.line(ascii(line));
  encoder.line('1234567890'.repeat(Math.ceil(columns / 10)).slice(0, columns));
  encoder.newline(3).cut('partial');
  if (isDrawerKick) encoder.pulse();
  return encoder.encode();
}
