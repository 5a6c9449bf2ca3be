import { codeToString, resultCodeToNumber } from './protocol';
import type { ParsedC2B, ParsedStkCallback, StkOutcome } from './types';

/** What Daraja expects back from every callback we receive, duplicates and unknown ids included (§4.2). */
export const DARAJA_ACK = { ResultCode: 0, ResultDesc: 'Accepted' } as const;

type Fields = Record<string, unknown>;

const isRecord = (value: unknown): value is Fields => !!value && typeof value === 'object' && !Array.isArray(value);

/** Relays sometimes forward the body as a JSON string; accept both. */
function asRecord(body: unknown): Fields | null {
  if (typeof body === 'string') {
    try {
      return asRecord(JSON.parse(body) as unknown);
    } catch {
      return null;
    }
  }
  return isRecord(body) ? body : null;
}

// Clipped: a provider's texts are short, and a crafted callback must not grow a row without bound.
const textOf = (value: unknown): string =>
  typeof value === 'string' ? value.slice(0, 200) : typeof value === 'number' && Number.isFinite(value) ? String(value) : '';

function numberOf(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value === 'string' && value.trim() !== '') {
    const parsed = Number(value.trim());
    return Number.isFinite(parsed) ? parsed : undefined;
  }
  return undefined;
}

/** Metadata items by Name; their order is not guaranteed and some have no Value (§4.1). */
function metadataOf(callback: Fields): Map<string, unknown> {
  const items = isRecord(callback.CallbackMetadata) ? callback.CallbackMetadata.Item : undefined;
  const list = Array.isArray(items) ? items : isRecord(items) ? [items] : [];
  const byName = new Map<string, unknown>();
  for (const item of list) {
    if (isRecord(item) && typeof item.Name === 'string' && 'Value' in item) byName.set(item.Name, item.Value);
  }
  return byName;
}

/**
 * Reads an STK callback tolerantly (§4.3): codes as number or string, items in any order, missing values,
 * extra keys. Null when the body is not an STK callback at all (no CheckoutRequestID or ResultCode).
 */
export function parseStkCallback(body: unknown): ParsedStkCallback | null {
  const root = asRecord(body);
  const envelope = root && (isRecord(root.Body) ? root.Body : isRecord(root.body) ? root.body : null);
  const callback = envelope && isRecord(envelope.stkCallback) ? envelope.stkCallback : null;
  if (!callback) return null;
  const checkoutRequestId = textOf(callback.CheckoutRequestID);
  const rawResultCode = codeToString(callback.ResultCode);
  if (!checkoutRequestId || rawResultCode === null) return null;

  const parsed: ParsedStkCallback = {
    merchantRequestId: textOf(callback.MerchantRequestID),
    checkoutRequestId,
    resultCode: resultCodeToNumber(rawResultCode),
    rawResultCode,
    resultDesc: textOf(callback.ResultDesc),
  };
  const metadata = metadataOf(callback);
  const amount = numberOf(metadata.get('Amount'));
  if (amount !== undefined) parsed.amount = amount;
  const receiptNumber = textOf(metadata.get('MpesaReceiptNumber')).trim();
  if (receiptNumber) parsed.receiptNumber = receiptNumber;
  // Numbers as large as 254712345678 are still exact in a double, so String() gives the digits back.
  const phoneNumber = textOf(metadata.get('PhoneNumber')).trim();
  if (phoneNumber) parsed.phoneNumber = phoneNumber;
  const transactionDate = textOf(metadata.get('TransactionDate')).trim();
  if (transactionDate) parsed.transactionDate = transactionDate;
  return parsed;
}

/**
 * Reads a C2B validation or confirmation body (§8.2–§8.3). Null without the fields that make it one:
 * TransID, a numeric TransAmount and BusinessShortCode. Everything else defaults to ''.
 */
export function parseC2BConfirmation(body: unknown): ParsedC2B | null {
  const root = asRecord(body);
  if (!root) return null;
  const transId = textOf(root.TransID).trim();
  const amount = numberOf(root.TransAmount);
  const shortCode = textOf(root.BusinessShortCode).trim();
  if (!transId || amount === undefined || !shortCode) return null;
  // M-Pesa's receipts are 10 characters and shortcodes 5–7 digits: anything far longer is not from M-Pesa
  // (and would not fit the unique index on TransID).
  if (transId.length > 40 || shortCode.length > 20 || !(amount >= 0 && amount <= 1e9)) return null;
  return {
    transId,
    transTime: textOf(root.TransTime),
    amount,
    shortCode,
    billRef: textOf(root.BillRefNumber),
    msisdn: textOf(root.MSISDN),
    firstName: textOf(root.FirstName),
    middleName: textOf(root.MiddleName),
    lastName: textOf(root.LastName),
    transactionType: textOf(root.TransactionType),
    thirdPartyTransId: textOf(root.ThirdPartyTransID),
  };
}

/** 0 paid, 1032 cancelled by the customer, every other code a failure (API.md Q1). */
export function stkOutcomeOf(resultCode: number): StkOutcome {
  if (resultCode === 0) return 'Paid';
  if (resultCode === 1032) return 'Cancelled';
  return 'Failed';
}
