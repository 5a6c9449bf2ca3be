import { customerMethodName, type CreditHistoryRow, type CreditReport } from '@dukani/contracts';
import { openPdfPage, PDF_MARGIN, pdfMoney } from '../../lib/pdf/pdf-page';

export interface StatementPdfInput {
  report: CreditReport;
  shop: { name: string; address: string | null; phone: string | null };
  customer: { name: string; phone: string | null };
  currencySymbol: string;
  timeZone: string;
  generatedAt: Date;
}

const dayText = (iso: string, timeZone: string) => new Date(iso).toLocaleDateString('en-GB', { timeZone, day: 'numeric', month: 'short', year: 'numeric' });
const periodDay = (day: string) => dayText(`${day}T12:00:00Z`, 'UTC');

/** The words a customer reads for one ledger row: what they bought on credit, or how they paid. */
function entryText(row: CreditHistoryRow): string {
  if (row.type === 'Debit') {
    const mode = row.paymentModes ? customerMethodName({ paymentValue: row.paymentModes }) : null;
    return mode ? `Payment (${mode})` : 'Payment';
  }
  const parts = ['Bought on credit'];
  if (row.transactionId) parts.push(`sale #${row.transactionId}`);
  if (row.dueDate) parts.push(`due ${periodDay(row.dueDate)}`);
  return parts.join(' · ');
}

/**
 * H19: the statement on A4 as the customer receives it — the same figures as H10 on screen: opening
 * balance, every row with the balance after it, closing balance. A negative balance is the customer's advance.
 */
export async function renderStatementPdf(input: StatementPdfInput): Promise<Uint8Array> {
  const { report, shop, customer, currencySymbol: cur, timeZone } = input;
  const { doc, right, contentWidth, row, rule, finish } = await openPdfPage(`Statement ${customer.name}`);
  const balanceText = (value: number) => (value < 0 ? `${pdfMoney(cur, -value)} in advance` : pdfMoney(cur, value));
  doc.font('bold').fontSize(18).text(shop.name, PDF_MARGIN, doc.y, { align: 'center', width: contentWidth });
  doc.font('regular').fontSize(10);
  for (const line of [shop.address, shop.phone]) if (line) doc.text(line, PDF_MARGIN, doc.y, { align: 'center', width: contentWidth });
  doc.moveDown();
  doc.font('bold').fontSize(14).text('Statement of account', PDF_MARGIN, doc.y, { width: contentWidth });
  doc.fontSize(10);
  row(`Customer: ${customer.name}`, customer.phone ?? '');
  row(`Period: ${periodDay(report.startDate)} – ${periodDay(report.endDate)}`, `Printed ${dayText(input.generatedAt.toISOString(), timeZone)}`);
  doc.moveDown(0.5);
  rule();
  row('Opening balance', balanceText(report.openingBalance), true);
  doc.moveDown(0.3);
  // Four columns: date, entry, amount (+ owed, − paid), balance after; the entry wraps, figures stay right.
  const columns = { date: PDF_MARGIN, entry: PDF_MARGIN + 80, amount: right - 190, balance: right - 90 };
  const header = () => {
    doc.font('bold');
    const y = doc.y;
    doc.text('Date', columns.date, y, { lineBreak: false });
    doc.text('Entry', columns.entry, y, { lineBreak: false });
    doc.text('Amount', columns.amount, y, { width: 90, align: 'right', lineBreak: false });
    doc.text('Balance', columns.balance, y, { width: 90, align: 'right' });
    doc.x = PDF_MARGIN;
    doc.moveDown(0.2);
  };
  header();
  doc.font('regular');
  if (report.rows.length === 0) doc.text('Nothing in this period.', PDF_MARGIN, doc.y, { width: contentWidth });
  for (const entry of report.rows) {
    const words = entry.note ? `${entryText(entry)}\n${entry.note}` : entryText(entry);
    const height = doc.heightOfString(words, { width: columns.amount - columns.entry - 10 });
    if (doc.y + height > doc.page.height - PDF_MARGIN) {
      doc.addPage();
      header();
      doc.font('regular');
    }
    const y = doc.y;
    const signed = entry.type === 'Credit' ? `+${pdfMoney(cur, entry.amount)}` : `−${pdfMoney(cur, entry.amount)}`;
    doc.text(dayText(entry.transactionDate, timeZone), columns.date, y, { width: 75, lineBreak: false });
    doc.text(signed, columns.amount, y, { width: 90, align: 'right', lineBreak: false });
    doc.text(pdfMoney(cur, entry.balanceAfter), columns.balance, y, { width: 90, align: 'right', lineBreak: false });
    doc.text(words, columns.entry, y, { width: columns.amount - columns.entry - 10 });
    doc.x = PDF_MARGIN;
    doc.moveDown(0.3);
  }
  rule();
  row('Closing balance', balanceText(report.closingBalance), true);
  if (report.closingBalance > 0)
    doc
      .moveDown(0.5)
      .font('italic')
      .text(`Amount due: ${pdfMoney(cur, report.closingBalance)}`, PDF_MARGIN, doc.y, { width: contentWidth });
  return finish();
}
