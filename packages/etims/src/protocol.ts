/** Wire facts of KRA eTIMS OSCU (specs/etims-oscu.md) shared by the client and the simulator. */

export const ETIMS_SANDBOX_API_URL = 'https://etims-api-sbx.kra.go.ke/etims-api';
export const ETIMS_PRODUCTION_API_URL = 'https://etims-api.kra.go.ke/etims-api';
/** The portals also host the receipt verification page that a receipt's QR code opens (§9.3). */
export const ETIMS_SANDBOX_PORTAL_URL = 'https://etims-sbx.kra.go.ke';
export const ETIMS_PRODUCTION_PORTAL_URL = 'https://etims.kra.go.ke';
export const RECEIPT_VERIFICATION_PATH = '/common/link/etims/receipt/indexEtimsReceiptData';

/** Every endpoint of §5; each is `POST <base>/<name>`. */
export const ETIMS_ENDPOINTS = [
  'selectInitOsdcInfo',
  'selectCodeList',
  'selectItemClsList',
  'selectCustomer',
  'selectNoticeList',
  'selectBhfList',
  'saveBhfCustomer',
  'saveBhfUser',
  'saveBhfInsurance',
  'selectItemList',
  'saveItem',
  'saveItemComposition',
  'selectImportItemList',
  'updateImportItem',
  'saveTrnsSalesOsdc',
  'selectTrnsPurchaseSalesList',
  'insertTrnsPurchase',
  'selectStockMoveList',
  'insertStockIO',
  'saveStockMaster',
  'selectInvoiceDetails',
] as const;

export type EtimsEndpoint = (typeof ETIMS_ENDPOINTS)[number];

export const isEtimsEndpoint = (value: unknown): value is EtimsEndpoint => typeof value === 'string' && (ETIMS_ENDPOINTS as readonly string[]).includes(value);

/**
 * Writes that consume a number of ours (invcNo, sarNo, purchase invcNo): after a lost answer the authority may
 * hold the document, so a failure we cannot read is "unknown", never "try again with a new number" (§11).
 */
export const NUMBERED_WRITES: ReadonlySet<EtimsEndpoint> = new Set(['saveTrnsSalesOsdc', 'insertStockIO', 'insertTrnsPurchase']);

/** Lists answer `001` with `data: null` when nothing changed since lastReqDt: an empty list, not an error. */
export const LIST_ENDPOINTS: ReadonlySet<EtimsEndpoint> = new Set([
  'selectCodeList',
  'selectItemClsList',
  'selectCustomer',
  'selectNoticeList',
  'selectBhfList',
  'selectItemList',
  'selectImportItemList',
  'selectTrnsPurchaseSalesList',
  'selectStockMoveList',
]);

/** First sync of a list: an old date returns everything (§5 common pattern; Odoo's value). */
export const FIRST_SYNC_DATE = '20180101000000';

/** A KRA PIN: P = non-individual, A = individual; letter, 9 digits, letter (§1.1). */
export const KRA_PIN_PATTERN = /^[A-Z]\d{9}[A-Z]$/;
export const BRANCH_ID_PATTERN = /^\d{2}$/;

export const TAX_TYPES = ['A', 'B', 'C', 'D', 'E'] as const;
export type TaxType = (typeof TAX_TYPES)[number];

/** Rates of §4.2, for tests and defaults only: at run time rates come from the code list (userDfnCd1). */
export const DEFAULT_TAX_RATES: Readonly<Record<TaxType, number>> = { A: 0, B: 16, C: 0, D: 0, E: 8 };

/** KRA stamps are East Africa Time (UTC+3, no daylight saving) whatever the server's zone (§1.3). */
const EAT_OFFSET_MS = 3 * 60 * 60 * 1000;

const pad = (value: number, width = 2) => String(value).padStart(width, '0');

/** `yyyyMMddHHmmss` in EAT. */
export function formatEatDateTime(date: Date): string {
  const eat = new Date(date.getTime() + EAT_OFFSET_MS);
  return `${eat.getUTCFullYear()}${pad(eat.getUTCMonth() + 1)}${pad(eat.getUTCDate())}${pad(eat.getUTCHours())}${pad(eat.getUTCMinutes())}${pad(eat.getUTCSeconds())}`;
}

/** `yyyyMMdd` in EAT. */
export const formatEatDate = (date: Date): string => formatEatDateTime(date).slice(0, 8);

/**
 * Reads a KRA stamp as EAT: `yyyyMMddHHmmss`, `yyyyMMdd`, or the `yyyy-MM-dd HH:mm:ss[.f]` some answers use
 * (§1.3 exceptions). Null when it is none of these or not a real date.
 */
export function parseEatDateTime(text: string): Date | null {
  const digits = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2}):(\d{2})(\.\d+)?$/.exec(text)?.slice(1, 7).join('') ?? text;
  const match = /^(\d{4})(\d{2})(\d{2})(?:(\d{2})(\d{2})(\d{2}))?$/.exec(digits);
  if (!match) return null;
  const [year, month, day, hour, minute, second] = match.slice(1).map((part) => Number(part ?? 0)) as [number, number, number, number, number, number];
  const ms = Date.UTC(year, month - 1, day, hour, minute, second) - EAT_OFFSET_MS;
  const date = new Date(ms);
  // Date.UTC rolls 20240231 over to March; a stamp that does not format back is not a date.
  return formatEatDateTime(date).startsWith(digits) ? date : null;
}

/** `20240611143007` → `2024-06-11 14:30:07`, as the receipt prints the SCU date/time (§9.2). */
export function formatSdcDateTime(stamp: string): string {
  const match = /^(\d{4})(\d{2})(\d{2})(\d{2})(\d{2})(\d{2})$/.exec(stamp);
  return match ? `${match[1]}-${match[2]}-${match[3]} ${match[4]}:${match[5]}:${match[6]}` : stamp;
}

/** The invoice-details answer carries `yyyy-MM-dd HH:mm:ss[.f]` (§5.21); everything else `yyyyMMddHHmmss`. */
export function toCompactStamp(stamp: string): string {
  const date = parseEatDateTime(stamp);
  return date ? formatEatDateTime(date) : stamp;
}

/** `ddMMyyyy` (observed on import lines) or `yyyyMMdd` (documented) → `yyyyMMdd` (§5.13). */
export function normaliseDeclarationDate(text: string): string {
  if (!/^\d{8}$/.test(text)) return text;
  const dayFirst = `${text.slice(4, 8)}${text.slice(2, 4)}${text.slice(0, 2)}`;
  // Both formats are in use; ddMMyyyy is what the authority was seen to send, so it wins when it reads as a date.
  return parseEatDateTime(dayFirst) ? dayFirst : text;
}

export interface ItemCodeParts {
  orgnNatCd: string;
  itemTyCd: '1' | '2' | '3';
  pkgUnitCd: string;
  qtyUnitCd: string;
  /** Our one counter per taxpayer, never reused (§6 "our rule"). */
  sequence: number;
}

/**
 * §6: country + product type + packaging unit + quantity unit + 7-digit sequence, at most 20 characters.
 * Units vary in length, so a code is never parsed back: keep the parts separately.
 */
export function buildItemCode(parts: ItemCodeParts): string {
  if (!Number.isInteger(parts.sequence) || parts.sequence < 1 || parts.sequence > 9_999_999)
    throw new RangeError(`sequence must be 1–9999999, got ${parts.sequence}`);
  const code = `${parts.orgnNatCd}${parts.itemTyCd}${parts.pkgUnitCd}${parts.qtyUnitCd}${String(parts.sequence).padStart(7, '0')}`;
  if (code.length > 20) throw new RangeError(`itemCd ${code} is longer than 20 characters`);
  return code;
}

export type ReceiptLabel = 'NS' | 'NC' | 'CS' | 'CC' | 'TS' | 'TC' | 'PS' | 'PC';

/** Transaction type × sale/credit (§9.1). A missing salesTyCd is a normal transaction. */
export function receiptLabelOf(salesTyCd: string | null | undefined, rcptTyCd: string): ReceiptLabel {
  const type = salesTyCd === 'C' || salesTyCd === 'T' || salesTyCd === 'P' ? salesTyCd : 'N';
  return `${type}${rcptTyCd === 'R' ? 'C' : 'S'}` as ReceiptLabel;
}

/** The CU invoice number printed on a receipt: `<sdcId>/<invcNo>` (§9.2, Odoo's format). */
export const formatCuInvoiceNumber = (sdcId: string, invcNo: number): string => `${sdcId}/${invcNo}`;

/** Internal data and signature are printed hyphenated every 4 characters (§9.2). */
export const hyphenateEvery4 = (text: string): string => text.match(/.{1,4}/g)?.join('-') ?? '';

/** The URL a receipt's QR code carries: `Data` = PIN + branch + signature, no separators (§9.3). */
export function buildReceiptVerificationUrl(portalUrl: string, tin: string, bhfId: string, rcptSign: string): string {
  return `${portalUrl.replace(/\/+$/, '')}${RECEIPT_VERIFICATION_PATH}?Data=${encodeURIComponent(`${tin}${bhfId}${rcptSign}`)}`;
}
