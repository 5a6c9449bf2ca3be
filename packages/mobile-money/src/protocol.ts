/**
 * Pieces of the Daraja protocol (specs/mpesa-daraja.md) that the client and the simulator must agree on
 * byte for byte: paths, the Timestamp clock and the STK Password.
 */

export const DARAJA_PATHS = {
  token: '/oauth/v1/generate',
  stkPush: '/mpesa/stkpush/v1/processrequest',
  stkQuery: '/mpesa/stkpushquery/v1/query',
  transactionStatus: '/mpesa/transactionstatus/v1/query',
  registerUrl: (version: C2BApiVersion) => `/mpesa/c2b/${version}/registerurl`,
  simulate: (version: C2BApiVersion) => `/mpesa/c2b/${version}/simulate`,
} as const;

export type C2BApiVersion = 'v1' | 'v2';

/** Sandbox constants of §1: public test data. */
export const SANDBOX_STK_SHORT_CODE = '174379';
export const SANDBOX_STK_PASSKEY = 'bfb279f9aa9bdbcf158e97dd71a467cd2e0c893059b10f78e6b72ada1ed2c919';

/** Kenya has kept UTC+3 without daylight saving since 1960, so a fixed offset is exact. */
const NAIROBI_OFFSET_MS = 3 * 60 * 60 * 1000;

const pad = (value: number, width = 2) => String(value).padStart(width, '0');

/** `YYYYMMDDHHmmss` in Nairobi time: the form of Timestamp, TransactionDate and TransTime. */
export function formatDarajaTimestamp(date: Date): string {
  const local = new Date(date.getTime() + NAIROBI_OFFSET_MS);
  return (
    `${local.getUTCFullYear()}${pad(local.getUTCMonth() + 1)}${pad(local.getUTCDate())}` +
    `${pad(local.getUTCHours())}${pad(local.getUTCMinutes())}${pad(local.getUTCSeconds())}`
  );
}

/** `DDMMYYYYHHmmssSSS` in Nairobi time, the stamp inside a CheckoutRequestID (§14.3). */
export function formatCheckoutStamp(date: Date): string {
  const local = new Date(date.getTime() + NAIROBI_OFFSET_MS);
  return (
    `${pad(local.getUTCDate())}${pad(local.getUTCMonth() + 1)}${local.getUTCFullYear()}` +
    `${pad(local.getUTCHours())}${pad(local.getUTCMinutes())}${pad(local.getUTCSeconds())}${pad(local.getUTCMilliseconds(), 3)}`
  );
}

/** base64(BusinessShortCode + Passkey + Timestamp): plain concatenation, standard base64 with padding. */
export function createStkPassword(shortCode: string, passkey: string, timestamp: string): string {
  return Buffer.from(`${shortCode}${passkey}${timestamp}`, 'utf8').toString('base64');
}

/** The Daraja error envelope (§10); `requestId` is missing on some errors. */
export interface DarajaErrorEnvelope {
  requestId?: string;
  errorCode: string;
  errorMessage: string;
}

export function isDarajaErrorEnvelope(body: unknown): body is DarajaErrorEnvelope {
  return (
    !!body &&
    typeof body === 'object' &&
    typeof (body as { errorCode?: unknown }).errorCode === 'string' &&
    typeof (body as { errorMessage?: unknown }).errorMessage === 'string'
  );
}

/** Daraja sends codes as `"0"` or `0` depending on the API; compare them as trimmed strings. */
export function codeToString(value: unknown): string | null {
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (typeof value === 'string' && value.trim() !== '') return value.trim();
  return null;
}

/**
 * A ResultCode as a number. Non-numeric codes exist in the wild (`SFC_IC0003`); they become -1, which every
 * mapping treats as a plain failure, and callers keep the raw string for the record.
 */
export function resultCodeToNumber(raw: string): number {
  return /^-?\d+$/.test(raw) ? Number(raw) : -1;
}
