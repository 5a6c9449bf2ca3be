import { customerMethodName, type SharedReceipt } from '@dukani/contracts';
import { buildReceiptLines, buildReceiptPayments, receiptQuantity } from '@dukani/domain';
import { readStoredFile, storedNameOf, type FileStorage } from '../../lib/file-storage';
import { openPdfPage, PDF_MARGIN as MARGIN, pdfMoney as money } from '../../lib/pdf/pdf-page';
import { drawFiscalBlock } from './receipt-pdf-fiscal';

const quantity = (value: number) => value.toLocaleString('en', { maximumFractionDigits: 3 });
/** A due day ('YYYY-MM-DD') as the paper prints it: "15 Mar 2025". */
const dayText = (day: string) => new Date(`${day}T12:00:00Z`).toLocaleDateString('en-GB', { timeZone: 'UTC', day: 'numeric', month: 'short', year: 'numeric' });

/**
 * The shop's logo behind `/uploads/<name>`, from wherever uploads are stored (disk or bucket), so a PDF made by any
 * api process has it. Only a PNG or JPEG is drawn (what PDFKit reads); anything else, or a missing file, is none.
 */
export async function loadReceiptLogo(logoUrl: string | null, storage: FileStorage): Promise<Buffer | null> {
  const name = storedNameOf(logoUrl);
  if (!name || !/\.(png|jpe?g)$/i.test(name)) return null;
  return readStoredFile(storage, name);
}

export interface ReceiptPdfOptions {
  timeZone: string;
  /** The shop's logo (loadReceiptLogo). */
  logo?: Buffer | null;
}

/** The receipt on A4, for sharing: the same receipt model as the screen and the thermal print. */
export async function renderReceiptPdf(sale: SharedReceipt, options: ReceiptPdfOptions): Promise<Uint8Array> {
  const { receipt } = sale;
  // A credit note handed to a customer must never be taken for the receipt of a sale (as on screen and on paper).
  const title = `${receipt.kind === 'CreditNote' ? 'Credit note' : 'Receipt'} ${receipt.receiptNo}`;
  const figures = buildReceiptLines({ items: sale.itemList, shippingFee: receipt.shippingFee });
  const page = await openPdfPage(title);
  const { doc, contentWidth, row, rule, finish } = page;
  const cur = receipt.currencySymbol;
  const { logo } = options;
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
  row(title, date, true);
  row(`Cashier: ${receipt.cashierName}`, receipt.clientName ? `Customer: ${receipt.clientName}` : '');
  doc.moveDown();
  rule();
  if (sale.voided) {
    // A voided sale's lines and total are not owed or paid: the link says so instead of showing them.
    doc.moveDown().font('bold').fontSize(18).text('VOIDED', MARGIN, doc.y, { align: 'center', width: contentWidth });
    doc.font('regular').fontSize(10).text('This sale was cancelled; this receipt is no longer valid.', MARGIN, doc.y, { align: 'center', width: contentWidth });
    return finish();
  }
  for (const line of figures.lines) {
    doc.font('regular').text(line.name, MARGIN, doc.y, { width: contentWidth });
    const discount = line.lineDiscount ? ` − ${money(cur, line.lineDiscount)}` : '';
    row(`   ${receiptQuantity(line, quantity)} × ${money(cur, line.unitPrice)}${discount}`, money(cur, line.amount));
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
  const payments = buildReceiptPayments(receipt.paymentSummary, receipt.balance);
  for (const p of payments.rows) row(`${customerMethodName(p)}${p.referenceNumber ? ` (${p.referenceNumber})` : ''}`, money(cur, p.amount));
  if (receipt.changeDue) row('Change', money(cur, receipt.changeDue));
  if (payments.owed) {
    const by = payments.owed.dueDate ? ` by ${dayText(payments.owed.dueDate)}` : '';
    row(`Balance due${by}`, money(cur, payments.owed.amount), true);
  }
  if (receipt.fiscal) drawFiscalBlock(page, receipt.fiscal);
  if (receipt.message) doc.moveDown().font('italic').text(receipt.message, MARGIN, doc.y, { align: 'center', width: contentWidth });
  return finish();
}
