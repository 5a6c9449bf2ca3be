import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import PDFDocument from 'pdfkit';
import type { Transaction } from '@dukani/contracts';
import { buildReceiptLines } from '@dukani/domain';

/**
 * PDFKit's built-in Helvetica is WinAnsi only: it has no "−" (U+2212) or "×" in some viewers and printed
 * the minus as a quote. DejaVu Sans covers every glyph a receipt uses (and Swahili, German, Spanish text).
 */
const require = createRequire(import.meta.url);
const FONT = require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf');
const FONT_BOLD = require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf');
const FONT_ITALIC = require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Oblique.ttf');

const MARGIN = 50;
const money = (symbol: string, value: number) => `${symbol} ${value.toLocaleString('en', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`.trim();
const quantity = (value: number) => value.toLocaleString('en', { maximumFractionDigits: 3 });

/** The logo file behind `/uploads/<name>`; only a PNG or JPEG in the uploads folder itself is drawn. */
function logoFile(logoUrl: string | null, uploadsDir: string | undefined): string | null {
  if (!logoUrl || !uploadsDir || !logoUrl.startsWith('/uploads/')) return null;
  const file = path.join(uploadsDir, path.basename(logoUrl));
  return /\.(png|jpe?g)$/i.test(file) && fs.existsSync(file) ? file : null;
}

export interface ReceiptPdfOptions {
  timeZone: string;
  /** Where `/uploads/` files live, to draw the shop's logo. */
  uploadsDir?: string;
}

/** The receipt on A4, for sharing: the same receipt model as the screen and the thermal print. */
export function renderReceiptPdf(sale: Transaction, options: ReceiptPdfOptions): Promise<Uint8Array> {
  const { receipt } = sale;
  const figures = buildReceiptLines({ items: sale.itemList, shippingFee: receipt.shippingFee });
  const doc = new PDFDocument({ size: 'A4', margin: MARGIN, info: { Title: `Receipt ${receipt.receiptNo}` } });
  doc.registerFont('regular', FONT).registerFont('bold', FONT_BOLD).registerFont('italic', FONT_ITALIC);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Uint8Array>((resolve, reject) => {
    doc.on('end', () => resolve(new Uint8Array(Buffer.concat(chunks))));
    doc.on('error', reject);
  });
  const cur = receipt.currencySymbol;
  const right = doc.page.width - MARGIN;
  const contentWidth = right - MARGIN;
  // A figure is measured and placed so it ends at the right margin; the label gets the width left of it.
  const row = (left: string, figure: string, bold = false) => {
    const y = doc.y;
    doc.font(bold ? 'bold' : 'regular');
    const figureWidth = doc.widthOfString(figure);
    if (figureWidth > contentWidth * 0.6) {
      // Too long to share a line (a tax signature): the label, then the figure wrapped right-aligned below.
      doc.text(left, MARGIN, y, { width: contentWidth }).text(figure, MARGIN, doc.y, { width: contentWidth, align: 'right' });
      return;
    }
    if (figure) doc.text(figure, right - figureWidth, y, { lineBreak: false });
    doc.text(left, MARGIN, y, { width: Math.max(contentWidth - figureWidth - 12, 60) });
    doc.x = MARGIN;
  };
  const rule = () => doc.moveTo(MARGIN, doc.y).lineTo(right, doc.y).stroke().moveDown(0.5);

  const logo = logoFile(receipt.logoUrl, options.uploadsDir);
  if (logo) {
    try {
      doc.image(logo, (doc.page.width - 120) / 2, doc.y, { fit: [120, 60], align: 'center' });
      doc.y += 66;
    } catch {
      // A logo PDFKit cannot read leaves the receipt without it rather than without a receipt.
    }
  }
  if (receipt.businessName) doc.font('bold').fontSize(18).text(receipt.businessName, MARGIN, doc.y, { align: 'center', width: contentWidth });
  doc.font('regular').fontSize(10);
  for (const line of [receipt.address, receipt.phone, receipt.email]) if (line) doc.text(line, MARGIN, doc.y, { align: 'center', width: contentWidth });
  doc.moveDown();
  const date = new Date(receipt.transactionDate).toLocaleString('en-GB', { timeZone: options.timeZone, dateStyle: 'medium', timeStyle: 'short' });
  row(`Receipt ${receipt.receiptNo}`, date, true);
  row(`Cashier: ${receipt.cashierName}`, receipt.clientName ? `Customer: ${receipt.clientName}` : '');
  doc.moveDown();
  rule();
  for (const line of figures.lines) {
    doc.font('regular').text(line.name, MARGIN, doc.y, { width: contentWidth });
    const discount = line.lineDiscount ? ` − ${money(cur, line.lineDiscount)}` : '';
    row(`   ${quantity(line.quantity)} × ${money(cur, line.unitPrice)}${discount}`, money(cur, line.amount));
    doc.moveDown(0.3);
  }
  rule();
  row('Subtotal', money(cur, figures.subTotal));
  if (figures.orderDiscount) row('Order discount', `−${money(cur, figures.orderDiscount)}`);
  for (const band of figures.taxRows.filter((b) => !b.isIncluded))
    row(`Tax ${band.taxCode} ${(band.taxRate * 100).toFixed(0)} % on ${money(cur, band.taxable)}`, money(cur, band.tax));
  if (figures.shippingFee) row('Shipping', money(cur, figures.shippingFee));
  row('Total', money(cur, figures.total), true);
  for (const band of figures.taxRows.filter((b) => b.isIncluded))
    row(`Incl. tax ${band.taxCode} ${(band.taxRate * 100).toFixed(0)} % on ${money(cur, band.taxable)}`, money(cur, band.tax));
  doc.moveDown(0.5);
  for (const p of receipt.paymentSummary)
    row(`${p.displayValue}${p.referenceNumber ? ` (${p.referenceNumber})` : ''}${p.dueDate ? ` due ${p.dueDate}` : ''}`, money(cur, p.amount));
  if (receipt.changeDue) row('Change', money(cur, receipt.changeDue));
  if (receipt.balance > 0) row('Balance due', money(cur, receipt.balance), true);
  if (receipt.etims) {
    doc.moveDown();
    row('CU invoice no.', receipt.etims.receiptNo);
    row('Signature', receipt.etims.signature);
  }
  if (receipt.message) doc.moveDown().font('italic').text(receipt.message, MARGIN, doc.y, { align: 'center', width: contentWidth });
  doc.end();
  return done;
}
