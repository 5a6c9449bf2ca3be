import { LIST_ENDPOINTS, NUMBERED_WRITES, type EtimsEndpoint } from './protocol';

/**
 * What a caller may do after a call (§11.1):
 * `success`: done (`001` on a list is an empty list).
 * `refused`: the authority answered and will refuse this payload again (900–912, …): stop, show the message, fix.
 * `retryable`: nothing was done (rate limit, server trouble, unreachable): send the same payload later.
 * `unknown`: the authority may hold the document (timeout, dropped connection, unreadable answer to a numbered
 * write, `994`): re-check (selectInvoiceDetails) before re-sending the identical payload with the same number.
 */
export type EtimsOutcome = 'success' | 'refused' | 'retryable' | 'unknown';
export type EtimsErrorKind = Exclude<EtimsOutcome, 'success'>;

/** Client-side pseudo codes, never sent by KRA (§3): timeout, connection, unreadable body, HTTP status. */
export type EtimsPseudoCode = 'TIM' | 'CON' | 'JSON' | 'HTTP';

/** §3: some integrations answer `0`, `00` or `0000` for success; the simulator only ever sends `000`. */
const SUCCESS_CODES = new Set(['0', '00', '000', '0000']);
const REFUSED_CODES = new Set(['001', '891', '892', '893', '895', '899', '900', '901', '902', '903', '905', '910', '911', '912', '921', '922', 'E04', 'E11']);
const RETRYABLE_CODES = new Set(['894', '896', '990', '991', '992', '993', '995', '999']);

/** Classifies a KRA result code; `001` is success only where an empty list makes sense. */
export function classifyResultCode(resultCd: string, endpoint?: EtimsEndpoint): EtimsOutcome {
  if (SUCCESS_CODES.has(resultCd)) return 'success';
  if (resultCd === '001' && endpoint && (LIST_ENDPOINTS.has(endpoint) || endpoint === 'selectInvoiceDetails')) return 'success';
  // A re-sent number: the first attempt was accepted but its answer was lost (§11.2).
  if (resultCd === '994') return 'unknown';
  if (REFUSED_CODES.has(resultCd)) return 'refused';
  if (RETRYABLE_CODES.has(resultCd)) return 'retryable';
  // A code nobody documented: we cannot tell whether the authority acted, so re-check before anything else.
  return 'unknown';
}

/** A transport failure or an unreadable answer: for a numbered write the document may already be held. */
export const outcomeOfLostAnswer = (endpoint: EtimsEndpoint): EtimsErrorKind => (NUMBERED_WRITES.has(endpoint) ? 'unknown' : 'retryable');

export interface EtimsErrorDetails {
  resultCd?: string;
  resultMsg?: string;
  resultDt?: string;
  httpStatus?: number;
  /** The request field the authority (or our own check) named, e.g. `itemList[0].taxTyCd`. */
  field?: string;
}

export class EtimsError extends Error {
  readonly resultCd?: string;
  readonly resultMsg?: string;
  readonly resultDt?: string;
  readonly httpStatus?: number;
  readonly field?: string;

  constructor(
    readonly kind: EtimsErrorKind,
    readonly endpoint: EtimsEndpoint,
    message: string,
    details: EtimsErrorDetails = {},
  ) {
    super(message);
    this.name = 'EtimsError';
    this.resultCd = details.resultCd;
    this.resultMsg = details.resultMsg;
    this.resultDt = details.resultDt;
    this.httpStatus = details.httpStatus;
    this.field = details.field;
  }

  /** `994`: the number is already held by the authority (§11.2). */
  get isDuplicate(): boolean {
    return this.resultCd === '994';
  }

  /** `990`: back off for minutes, not seconds (§11.1). */
  get isRateLimited(): boolean {
    return this.resultCd === '990';
  }
}

export const snippet = (text: string) => text.replace(/\s+/g, ' ').trim().slice(0, 200);

/** `Request parameter error: itemList[0].taxTyCd` → `itemList[0].taxTyCd` (the simulator's wording, §12.3). */
export function fieldOfMessage(resultMsg: string): string | undefined {
  return /parameter error:\s*([A-Za-z][\w.[\]]*)/i.exec(resultMsg)?.[1];
}

/** An envelope with a non-success code → the error a caller acts on. */
export function errorFromEnvelope(
  endpoint: EtimsEndpoint,
  envelope: { resultCd: string; resultMsg: string; resultDt: string },
  httpStatus: number,
): EtimsError {
  const kind = classifyResultCode(envelope.resultCd, endpoint);
  const field = fieldOfMessage(envelope.resultMsg);
  return new EtimsError(
    kind === 'success' ? 'unknown' : kind,
    endpoint,
    `KRA answered ${envelope.resultCd} to ${endpoint}: ${envelope.resultMsg || '(no message)'}`,
    {
      resultCd: envelope.resultCd,
      resultMsg: envelope.resultMsg,
      resultDt: envelope.resultDt,
      httpStatus,
      ...(field ? { field } : {}),
    },
  );
}
