import { createRequire } from 'node:module';

/**
 * PDFKit's built-in Helvetica is WinAnsi only: it has no "−" (U+2212) or "×" in some viewers and printed
 * the minus as a quote. DejaVu Sans covers every glyph our documents use (and Swahili, German, Spanish text).
 */
const require = createRequire(import.meta.url);
const FONT = require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf');
const FONT_BOLD = require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf');
const FONT_ITALIC = require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Oblique.ttf');

export const PDF_MARGIN = 50;

export const pdfMoney = (symbol: string, value: number) =>
  `${symbol} ${value.toLocaleString('en', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`.trim();

export interface PdfPage {
  doc: PDFKit.PDFDocument;
  right: number;
  contentWidth: number;
  /** A label on the left and a figure ending at the right margin, on one line when they fit. */
  row(left: string, figure: string, bold?: boolean): void;
  rule(): void;
  /** Ends the document; resolves with its bytes. */
  finish(): Promise<Uint8Array>;
}

/**
 * An A4 document with our fonts registered and the two layout helpers receipts and statements share. PDFKit (with
 * its font and compression libraries) is loaded on the first document, not at start-up: most processes serve
 * hours of sales before anyone asks for a PDF, and it is ~10 MB of memory held for nothing until then.
 */
export async function openPdfPage(title: string): Promise<PdfPage> {
  const { default: PDFDocument } = await import('pdfkit');
  const doc = new PDFDocument({ size: 'A4', margin: PDF_MARGIN, info: { Title: title } });
  doc.registerFont('regular', FONT).registerFont('bold', FONT_BOLD).registerFont('italic', FONT_ITALIC);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Uint8Array>((resolve, reject) => {
    doc.on('end', () => resolve(new Uint8Array(Buffer.concat(chunks))));
    doc.on('error', reject);
  });
  const right = doc.page.width - PDF_MARGIN;
  const contentWidth = right - PDF_MARGIN;
  // A figure is measured and placed so it ends at the right margin; the label gets the width left of it.
  const row = (left: string, figure: string, bold = false) => {
    const y = doc.y;
    doc.font(bold ? 'bold' : 'regular');
    const figureWidth = doc.widthOfString(figure);
    if (figureWidth > contentWidth * 0.6) {
      // Too long to share a line (a tax signature): the label, then the figure wrapped right-aligned below.
      doc.text(left, PDF_MARGIN, y, { width: contentWidth }).text(figure, PDF_MARGIN, doc.y, { width: contentWidth, align: 'right' });
      return;
    }
    if (figure) doc.text(figure, right - figureWidth, y, { lineBreak: false });
    doc.text(left, PDF_MARGIN, y, { width: Math.max(contentWidth - figureWidth - 12, 60) });
    doc.x = PDF_MARGIN;
  };
  const rule = () => {
    doc.moveTo(PDF_MARGIN, doc.y).lineTo(right, doc.y).stroke().moveDown(0.5);
  };
  return {
    doc,
    right,
    contentWidth,
    row,
    rule,
    finish: () => {
      doc.end();
      return done;
    },
  };
}
