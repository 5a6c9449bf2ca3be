import { PAYMENT_METHOD_NAMES, type ZReport } from '@dukani/contracts';
import { openPdfPage, PDF_MARGIN, pdfMoney } from '../../lib/pdf/pdf-page';

const modeName = (paymentValue: string) => PAYMENT_METHOD_NAMES[paymentValue as keyof typeof PAYMENT_METHOD_NAMES] ?? paymentValue;

/** R5: the Z report on A4, the same figures as R4 on screen, for the owner's file or the accountant. */
export async function renderZReportPdf(report: ZReport, timeZone: string): Promise<Uint8Array> {
  const { session, refunds, currencySymbol: cur } = report;
  const when = (iso: string | null) =>
    iso ? new Date(iso).toLocaleString('en-GB', { timeZone, day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit' }) : '—';
  const money = (value: number | null) => (value === null ? '—' : pdfMoney(cur, value));
  const signed = (value: number | null) => (value === null ? '—' : `${value > 0 ? '+' : value < 0 ? '−' : ''}${pdfMoney(cur, Math.abs(value))}`);
  // A deduction of nothing reads 0.00, not −0.00.
  const deducted = (value: number) => (value === 0 ? pdfMoney(cur, 0) : `−${pdfMoney(cur, value)}`);
  const { doc, contentWidth, row, rule, finish } = await openPdfPage(`Z report ${session.id}`);
  doc.font('bold').fontSize(18).text(report.businessName, PDF_MARGIN, doc.y, { align: 'center', width: contentWidth });
  doc.moveDown(0.5).fontSize(14).text(`Z report · shift ${session.id}`, PDF_MARGIN, doc.y, { width: contentWidth });
  doc.font('regular').fontSize(11).moveDown(0.5);
  row('Cashier', session.userName);
  row('Opened', when(session.openedAt));
  row('Closed', when(session.closedAt));
  rule();
  row('Opening float', money(session.openingBalance));
  row(`Sales (${session.salesCount})`, money(report.sales.grossSales));
  row('Returns (refunds and credit notes)', deducted(report.sales.returns));
  row('Net sales', money(report.sales.netSales), true);
  doc.moveDown(0.5).font('bold').text('Takings by payment (change and refunds taken off)', PDF_MARGIN, doc.y, { width: contentWidth });
  if (session.salesByMode.length === 0) row('None', money(0));
  for (const mode of session.salesByMode) row(modeName(mode.paymentValue), money(mode.amount));
  doc.moveDown(0.5).font('bold').text(`Customers' debt payments (${session.debtPayments.count})`, PDF_MARGIN, doc.y, { width: contentWidth });
  if (session.debtPayments.byMode.length === 0) row('None', money(0));
  for (const mode of session.debtPayments.byMode) row(modeName(mode.paymentValue), money(mode.amount));
  doc.moveDown(0.5).font('bold').text(`Refunds paid back (${refunds.count})`, PDF_MARGIN, doc.y, { width: contentWidth });
  if (refunds.byMode.length === 0) row('None', money(0));
  for (const mode of refunds.byMode) row(modeName(mode.paymentValue), deducted(mode.amount));
  rule();
  doc.font('bold').text('Expected and counted', PDF_MARGIN, doc.y, { width: contentWidth });
  for (const mode of session.modes) {
    row(`${modeName(mode.paymentValue)}: expected ${money(mode.expected)}, counted ${money(mode.counted)}`, signed(mode.difference));
  }
  rule();
  row('Cash expected in the drawer', money(session.expectedCash), true);
  row('Cash counted', money(session.closingBalance), true);
  row('Difference (short − / over +)', signed(session.difference), true);
  doc.moveDown(0.5);
  row('Approved by', report.approverName ? `${report.approverName}, ${when(session.approvedAt)}` : 'Not approved yet');
  if (session.note) row('Note', session.note);
  return finish();
}
