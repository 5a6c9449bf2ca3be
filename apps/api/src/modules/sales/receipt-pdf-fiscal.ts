import QRCode from 'qrcode';
import type { Receipt } from '@dukani/contracts';
import { buildFiscalBlock, type FiscalRowKey } from '@dukani/domain';
import type { PdfPage } from '../../lib/pdf/pdf-page';

/** The PDF is in English, like the rest of the A4 receipt. */
const LABELS: Record<FiscalRowKey, string> = {
  kraPin: 'KRA PIN / branch',
  receiptType: 'Receipt type',
  originalCuInvoiceNo: 'Original CU invoice no.',
  sdcDateTime: 'SCU date and time',
  sdcId: 'SCU ID',
  cuInvoiceNo: 'CU invoice no.',
  receiptCounter: 'Receipt no.',
  internalData: 'Internal data',
  signature: 'Receipt signature',
  mrcNo: 'MRC no.',
};

const QR_SIZE = 110;

/** §9.2's SCU block and the §9.3 QR code, drawn as vector squares (sharp at any zoom, no image to decode). */
export function drawFiscalBlock(page: PdfPage, fiscal: NonNullable<Receipt['fiscal']>) {
  const { doc, row, rule, contentWidth } = page;
  const block = buildFiscalBlock(fiscal);
  doc.moveDown();
  rule();
  doc.font('bold').text('SCU information', { width: contentWidth });
  for (const { key, value } of block.rows) row(LABELS[key], value);
  if (block.isAwaiting) {
    doc.moveDown(0.5).font('italic').text('Awaiting KRA signature', { width: contentWidth, align: 'center' });
    return;
  }
  if (!block.qrUrl) return;
  const qr = QRCode.create(block.qrUrl, { errorCorrectionLevel: 'M' });
  const cells = qr.modules.size;
  const cell = QR_SIZE / cells;
  if (doc.y + QR_SIZE + 20 > doc.page.height - doc.page.margins.bottom) doc.addPage();
  const left = (doc.page.width - QR_SIZE) / 2;
  const top = doc.y + 8;
  for (let r = 0; r < cells; r++) for (let c = 0; c < cells; c++) if (qr.modules.get(r, c)) doc.rect(left + c * cell, top + r * cell, cell, cell);
  doc.fill('black');
  doc.y = top + QR_SIZE + 8;
}
