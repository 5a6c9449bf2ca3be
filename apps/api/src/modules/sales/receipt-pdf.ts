import PDFDocument from 'pdfkit';
import type { Transaction } from '@dukani/contracts';

const money = (symbol: string, value: number) => `${symbol} ${value.toLocaleString('en', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/** The receipt on A4, for sharing: the same figures as the screen and the thermal print. */
export function renderReceiptPdf(sale: Transaction, timeZone: string): Promise<Uint8Array> {
  const { receipt } = sale;
  const doc = new PDFDocument({ size: 'A4', margin: 50, info: { Title: `Receipt ${receipt.receiptNo}` } });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Uint8Array>((resolve, reject) => {
    doc.on('end', () => resolve(new Uint8Array(Buffer.concat(chunks))));
    doc.on('error', reject);
  });
  const cur = receipt.currencySymbol;
  const row = (left: string, right: string, bold = false) => {
    const y = doc.y;
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').text(left, 50, y, { width: 330 });
    const after = doc.y;
    doc.text(right, 380, y, { width: 165, align: 'right' });
    doc.y = Math.max(after, doc.y);
  };
  if (receipt.businessName) doc.font('Helvetica-Bold').fontSize(18).text(receipt.businessName, { align: 'center' });
  doc.font('Helvetica').fontSize(10);
  for (const line of [receipt.address, receipt.phone, receipt.email]) if (line) doc.text(line, { align: 'center' });
  doc.moveDown();
  const date = new Date(receipt.transactionDate).toLocaleString('en-GB', { timeZone, dateStyle: 'medium', timeStyle: 'short' });
  row(`Receipt ${receipt.receiptNo}`, date, true);
  row(`Cashier: ${receipt.cashierName}`, receipt.clientName ? `Customer: ${receipt.clientName}` : '');
  doc.moveDown().moveTo(50, doc.y).lineTo(545, doc.y).stroke().moveDown(0.5);
  for (const item of sale.itemList) {
    row(
      `${item.name}\n${item.quantity} × ${money(cur, item.calcPrice)}${item.discount ? ` (−${money(cur, item.discount)})` : ''}`,
      money(cur, item.lineAmount),
    );
    doc.moveDown(0.3);
  }
  doc.moveTo(50, doc.y).lineTo(545, doc.y).stroke().moveDown(0.5);
  row('Subtotal', money(cur, receipt.subTotal));
  if (receipt.totalDiscount) row('Discount', `−${money(cur, receipt.totalDiscount)}`);
  for (const band of receipt.taxBands) row(`Tax ${band.taxCode} ${(band.taxRate * 100).toFixed(0)} % on ${money(cur, band.taxable)}`, money(cur, band.tax));
  if (receipt.shippingFee) row('Shipping', money(cur, receipt.shippingFee));
  row('Total', money(cur, receipt.totalAmount), true);
  for (const p of receipt.paymentSummary)
    row(`${p.displayValue}${p.referenceNumber ? ` (${p.referenceNumber})` : ''}${p.dueDate ? ` due ${p.dueDate}` : ''}`, money(cur, p.amount));
  if (receipt.changeDue) row('Change', money(cur, receipt.changeDue));
  if (receipt.balance > 0) row('Balance due', money(cur, receipt.balance), true);
  if (receipt.etims) {
    doc.moveDown();
    row('CU invoice no.', receipt.etims.receiptNo);
    row('Signature', receipt.etims.signature);
  }
  if (receipt.message) doc.moveDown().font('Helvetica-Oblique').text(receipt.message, 50, doc.y, { align: 'center', width: 495 });
  doc.end();
  return done;
}
