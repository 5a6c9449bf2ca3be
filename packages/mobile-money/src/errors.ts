import { isDarajaErrorEnvelope } from './protocol';

/**
 * `rejected`: Daraja refused the request; the same request will fail again (bad field, unknown merchant,
 * wrong passkey) or must wait (phone locked by another prompt). No prompt was sent.
 * `unavailable`: Daraja or the network failed before doing anything (spike arrest, quota, 5xx, refused
 * connection, token call failures); safe to try again later.
 * `timeout`: a business call was sent and no answer came back (or an unreadable one). Daraja may have acted:
 * after an STK push timeout the caller must NOT push again on its own (§7.4).
 * `auth`: the consumer key/secret are wrong, or a fresh token is refused.
 */
export type DarajaErrorKind = 'rejected' | 'unavailable' | 'timeout' | 'auth';

/** Which refusal a `rejected` error is, so a caller can word it and decide whether waiting helps. */
export type DarajaRejectReason = 'invalid-field' | 'subscriber-locked' | 'merchant-unknown' | 'wrong-credentials' | 'other';

export interface DarajaErrorDetails {
  httpStatus?: number;
  errorCode?: string;
  /** Daraja's own errorMessage when it sent one. */
  errorMessage?: string;
  /** The request field Daraja named (`Bad Request - Invalid PhoneNumber` → `PhoneNumber`). */
  field?: string;
  reason?: DarajaRejectReason;
}

export class DarajaError extends Error {
  readonly httpStatus?: number;
  readonly errorCode?: string;
  readonly errorMessage?: string;
  readonly field?: string;
  readonly reason?: DarajaRejectReason;

  constructor(
    readonly kind: DarajaErrorKind,
    message: string,
    details: DarajaErrorDetails = {},
  ) {
    super(message);
    this.name = 'DarajaError';
    this.httpStatus = details.httpStatus;
    this.errorCode = details.errorCode;
    this.errorMessage = details.errorMessage;
    this.field = details.field;
    this.reason = details.reason;
  }
}

/** Codes that mean "this token is no good": refresh and retry once (§2). `400.003.01` is unconfirmed. */
export const INVALID_TOKEN_CODES = new Set(['404.001.03', '400.003.01']);

/** `500.001.1001` carries several meanings; only the message tells them apart (§10). */
function reasonOfGenericFailure(message: string): DarajaRejectReason | null {
  const text = message.toLowerCase();
  if (text.includes('lock subscriber')) return 'subscriber-locked';
  if (text.includes('does not exist')) return 'merchant-unknown';
  if (text.includes('credentials')) return 'wrong-credentials';
  return null;
}

const REASON_SENTENCE: Record<DarajaRejectReason, string> = {
  'invalid-field': 'Daraja refused a field of the request',
  'subscriber-locked': 'The phone already has an M-Pesa prompt open; try again in about a minute',
  'merchant-unknown': 'Daraja does not know this shortcode',
  'wrong-credentials': 'Daraja refused the STK password: the passkey does not belong to this shortcode',
  other: 'Daraja refused the request',
};

export const snippet = (text: string) => text.replace(/\s+/g, ' ').trim().slice(0, 200);

/** Turns a non-success HTTP answer into the error a caller can act on. */
export function errorFromResponse(httpStatus: number, body: unknown, text: string): DarajaError {
  if (!isDarajaErrorEnvelope(body)) {
    const detail = `Daraja answered HTTP ${httpStatus}: ${snippet(text) || '(empty body)'}`;
    if (httpStatus >= 500 || httpStatus === 429 || httpStatus === 408) return new DarajaError('unavailable', detail, { httpStatus });
    if (httpStatus === 401 || httpStatus === 403) return new DarajaError('auth', detail, { httpStatus });
    return new DarajaError('rejected', detail, { httpStatus, reason: 'other' });
  }
  const { errorCode, errorMessage } = body;
  const details: DarajaErrorDetails = { httpStatus, errorCode, errorMessage };
  const quoted = `${errorCode} ${errorMessage}`;
  if (INVALID_TOKEN_CODES.has(errorCode) || errorCode.startsWith('400.008.') || errorCode.startsWith('401.')) {
    return new DarajaError('auth', `Daraja refused the credentials: ${quoted}`, details);
  }
  if (errorCode.startsWith('500.003.')) return new DarajaError('unavailable', `Daraja is busy or failing: ${quoted}`, details);
  if (errorCode === '500.001.1001') {
    const reason = reasonOfGenericFailure(errorMessage);
    // The sandbox also throws this code now and then with other wording; that is a failure to retry.
    if (!reason) return new DarajaError('unavailable', `Daraja failed: ${quoted}`, details);
    return new DarajaError('rejected', `${REASON_SENTENCE[reason]} (${quoted})`, { ...details, reason });
  }
  const field = /Invalid\s+([A-Za-z]+)/.exec(errorMessage)?.[1];
  if (httpStatus < 500 && field) {
    return new DarajaError('rejected', `${field} was refused by Daraja (${quoted})`, { ...details, field, reason: 'invalid-field' });
  }
  if (httpStatus >= 500 || httpStatus === 429) return new DarajaError('unavailable', `Daraja failed: ${quoted}`, details);
  return new DarajaError('rejected', `${REASON_SENTENCE.other} (${quoted})`, { ...details, reason: 'other' });
}
