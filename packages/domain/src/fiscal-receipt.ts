/**
 * The tax authority's block of a fiscal receipt (specs/etims-oscu.md §9.2, "SCU information"), shared by the
 * screen, the 58/80 mm and A4 prints, the PDF and the share page, so each prints the same rows in the same order.
 * Labels are keys: each output words them in its own language.
 */

export interface FiscalInput {
  status: 'awaiting' | 'signed';
  /** §9.1: NS normal sale, NC credit note. */
  label: 'NS' | 'NC';
  kraPin: string;
  branchId: string;
  sdcId: string;
  mrcNo: string | null;
  cuInvoiceNo: string | null;
  originalCuInvoiceNo: string | null;
  curRcptNo: number | null;
  totRcptNo: number | null;
  /** ISO UTC; printed in East Africa Time, the SCU's clock. */
  sdcDateTime: string | null;
  internalData: string | null;
  signature: string | null;
  qrUrl: string | null;
}

export type FiscalRowKey =
  'kraPin' | 'receiptType' | 'originalCuInvoiceNo' | 'sdcDateTime' | 'sdcId' | 'cuInvoiceNo' | 'receiptCounter' | 'internalData' | 'signature' | 'mrcNo';

export interface FiscalBlock {
  /** Before the authority signs: the receipt says so and shows no signature or QR. */
  isAwaiting: boolean;
  rows: { key: FiscalRowKey; value: string }[];
  qrUrl: string | null;
}

/** Internal data and signature read in groups of four (§9.2). */
export const groupByFour = (text: string): string => text.match(/.{1,4}/g)?.join('-') ?? '';

const EAT_OFFSET_MS = 3 * 3_600_000;

/** `yyyy-MM-dd HH:mm:ss` in East Africa Time (UTC+3, no daylight saving). */
export function formatScuDateTime(iso: string): string {
  const time = new Date(iso).getTime();
  if (Number.isNaN(time)) return iso;
  return new Date(time + EAT_OFFSET_MS).toISOString().slice(0, 19).replace('T', ' ');
}

const RECEIPT_TYPES = { NS: 'NORMAL SALE - NS', NC: 'CREDIT NOTE - NC' } as const;

export function buildFiscalBlock(fiscal: FiscalInput): FiscalBlock {
  const rows: FiscalBlock['rows'] = [
    { key: 'kraPin', value: `${fiscal.kraPin} / ${fiscal.branchId}` },
    { key: 'receiptType', value: RECEIPT_TYPES[fiscal.label] },
  ];
  if (fiscal.originalCuInvoiceNo) rows.push({ key: 'originalCuInvoiceNo', value: fiscal.originalCuInvoiceNo });
  if (fiscal.status === 'awaiting') return { isAwaiting: true, rows, qrUrl: null };
  if (fiscal.sdcDateTime) rows.push({ key: 'sdcDateTime', value: formatScuDateTime(fiscal.sdcDateTime) });
  rows.push({ key: 'sdcId', value: fiscal.sdcId });
  if (fiscal.cuInvoiceNo) rows.push({ key: 'cuInvoiceNo', value: fiscal.cuInvoiceNo });
  if (fiscal.curRcptNo !== null)
    rows.push({ key: 'receiptCounter', value: `${fiscal.curRcptNo}${fiscal.totRcptNo !== null ? `/${fiscal.totRcptNo}` : ''} ${fiscal.label}` });
  if (fiscal.internalData) rows.push({ key: 'internalData', value: groupByFour(fiscal.internalData) });
  if (fiscal.signature) rows.push({ key: 'signature', value: groupByFour(fiscal.signature) });
  if (fiscal.mrcNo) rows.push({ key: 'mrcNo', value: fiscal.mrcNo });
  return { isAwaiting: false, rows, qrUrl: fiscal.qrUrl };
}
