import type { C2BApiVersion } from './protocol';

export interface DarajaConfig {
  /** `https://sandbox.safaricom.co.ke`, `https://api.safaricom.co.ke` or a simulator's base URL. */
  baseUrl: string;
  consumerKey: string;
  consumerSecret: string;
  /** BusinessShortCode: the paybill, or the store number that owns the till (§3.3). */
  shortCode: string;
  /** The Lipa Na M-Pesa Online passkey of `shortCode`. */
  passkey: string;
  transactionType: 'CustomerPayBillOnline' | 'CustomerBuyGoodsOnline';
  /** Till number for buy goods; default `shortCode`. */
  partyB?: string;
  /** Read timeout of every call; default 30000 (§7.4). */
  timeoutMs?: number;
  /** Path version of the C2B URL registration (§8.1); default `v1`. */
  c2bApiVersion?: C2BApiVersion;
  fetch?: typeof fetch;
  now?: () => Date;
}

export interface StkPushRequest {
  /** `2547XXXXXXXX` or `2541XXXXXXXX`: no `+`, no leading 0. */
  phoneNumber: string;
  /** Whole KES ≥ 1; the caller rounds, this client refuses anything else. */
  amount: number;
  /** ≤ 12 characters. */
  accountReference: string;
  /** ≤ 13 characters. */
  transactionDesc: string;
  callbackUrl: string;
}

/** Daraja took the push: a prompt is on its way. Not paid yet (§3.2). */
export interface StkPushAccepted {
  merchantRequestId: string;
  /** The key of the callback and of every query. */
  checkoutRequestId: string;
  customerMessage: string;
  /** `"0"`, normalised to a string. */
  responseCode: string;
}

export type StkQueryAnswer =
  | { state: 'pending' }
  /** `resultCode` as in §4.4 (non-numeric codes become -1; `rawResultCode` keeps the original). */
  | { state: 'final'; resultCode: number; rawResultCode: string; resultDesc: string };

export interface RegisterC2BUrlsRequest {
  shortCode: string;
  confirmationUrl: string;
  validationUrl: string;
  /** What M-Pesa does when the validation URL does not answer in time. */
  responseType: 'Completed' | 'Cancelled';
}

export interface ParsedStkCallback {
  merchantRequestId: string;
  checkoutRequestId: string;
  /** Non-numeric codes become -1 (a failure); `rawResultCode` keeps what was sent. */
  resultCode: number;
  rawResultCode: string;
  resultDesc: string;
  /** Whole KES as M-Pesa reports it; compare with the amount requested. */
  amount?: number;
  receiptNumber?: string;
  /** 12 digits when present; real traffic may omit or mask it. */
  phoneNumber?: string;
  /** `YYYYMMDDHHmmss`, Nairobi time. */
  transactionDate?: string;
}

export interface ParsedC2B {
  transId: string;
  /** `YYYYMMDDHHmmss`, Nairobi time. */
  transTime: string;
  /** KES as a number (`"150.00"` → 150). */
  amount: number;
  shortCode: string;
  /** Account number typed by the customer (paybill); empty for a till. */
  billRef: string;
  /** Usually masked (`2547 ***** 678`): not a usable phone number. */
  msisdn: string;
  firstName: string;
  middleName: string;
  lastName: string;
  /** `Pay Bill` or `Buy Goods` in practice; other labels are kept as sent. */
  transactionType: string;
  /** Echo of what our validation answer gave, when it gave one. */
  thirdPartyTransId: string;
}

/** Our name for a callback's outcome (API.md Q1). */
export type StkOutcome = 'Paid' | 'Cancelled' | 'Failed';
