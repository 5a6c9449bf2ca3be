import { isRecord, ProviderError, sendHttp, TokenCache, type CollectionStatus, type HttpAnswer } from '../provider-http';

/** MTN MoMo Open API, Collection product (specs/mobile-money-ug-rw.md Part A). */
export interface MomoConfig {
  /** `https://sandbox.momodeveloper.mtn.com`, the live host, or a simulator's base URL. */
  baseUrl: string;
  /** `Ocp-Apim-Subscription-Key` of the Collection product, sent on every call. */
  subscriptionKey: string;
  apiUserId: string;
  apiKey: string;
  /** `sandbox`, `mtnuganda`, `mtnrwanda`… */
  targetEnvironment: string;
  timeoutMs?: number;
  fetch?: typeof fetch;
  now?: () => Date;
}

export interface RequestToPay {
  /** UUID v4, new per attempt: MTN's only handle on the request (A.4). */
  referenceId: string;
  /** Whole UGX/RWF. */
  amount: number;
  currency: string;
  externalId: string;
  /** E.164 digits without `+`: `2567…` / `2507…`. */
  msisdn: string;
  payerMessage: string;
  payeeNote: string;
  callbackUrl?: string;
}

export const MOMO_PATHS = {
  token: '/collection/token/',
  requestToPay: '/collection/v1_0/requesttopay',
} as const;

/** Codes that mean MTN turned the request down for good (A.4/A.5); anything else on a 5xx is a failure to retry. */
const RETRYABLE_CODES = new Set(['SERVICE_UNAVAILABLE', 'INTERNAL_PROCESSING_ERROR']);
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[1-8][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;

function codeOf(body: unknown): string | undefined {
  if (!isRecord(body)) return undefined;
  return typeof body.code === 'string' ? body.code : undefined;
}

function errorOf(answer: HttpAnswer): ProviderError {
  const code = codeOf(answer.body);
  const detail = `MTN MoMo answered HTTP ${answer.status}${code ? ` ${code}` : ''}`;
  const details = { httpStatus: answer.status, ...(code ? { code } : {}) };
  if (answer.status === 401 || answer.status === 403) return new ProviderError('MtnMomo', 'auth', detail, details);
  if (answer.status === 429 || answer.status === 503 || (code && RETRYABLE_CODES.has(code)))
    return new ProviderError('MtnMomo', 'unavailable', detail, details);
  if (answer.status >= 500 && !code) return new ProviderError('MtnMomo', 'unavailable', detail, details);
  return new ProviderError('MtnMomo', 'rejected', detail, details);
}

/** `reason` is a string in most versions and `{code, message}` in some (A.5): both are read. */
function reasonOf(body: Record<string, unknown>): string {
  const reason = body.reason;
  if (typeof reason === 'string') return reason;
  if (isRecord(reason) && typeof reason.code === 'string') return reason.code;
  return 'FAILED';
}

/** A status GET body or a callback body (A.6 says they are the same) → our reading of it. */
export function momoStatusOf(body: unknown): CollectionStatus | null {
  if (!isRecord(body)) return null;
  const status = typeof body.status === 'string' ? body.status.toUpperCase() : '';
  if (status === 'SUCCESSFUL') {
    const amount = Number(body.amount);
    return {
      state: 'paid',
      providerStatus: status,
      transactionId: typeof body.financialTransactionId === 'string' ? body.financialTransactionId : String(body.financialTransactionId ?? ''),
      ...(body.amount !== undefined && Number.isFinite(amount) ? { amount } : {}),
    };
  }
  // Unknown or missing means "keep polling" (A.5).
  if (status === '' || status === 'PENDING' || !/^[A-Z_]+$/.test(status)) return { state: 'pending', providerStatus: status || 'PENDING' };
  return { state: 'failed', providerStatus: status, reason: reasonOf(body) };
}

export interface MomoCallback {
  externalId: string;
  status: CollectionStatus;
}

/** The callback body (PUT or POST, A.6); `externalId` is our key because the body lacks the reference id. */
export function parseMomoCallback(body: unknown): MomoCallback | null {
  if (!isRecord(body) || typeof body.externalId !== 'string' || !body.externalId) return null;
  const status = momoStatusOf(body);
  return status ? { externalId: body.externalId, status } : null;
}

export class MomoClient {
  private readonly fetchImpl: typeof fetch;
  private readonly baseUrl: string;
  private readonly tokens: TokenCache;

  constructor(private readonly config: MomoConfig) {
    this.fetchImpl = config.fetch ?? fetch;
    this.baseUrl = config.baseUrl.replace(/\/+$/, '');
    this.tokens = new TokenCache(config.now ?? (() => new Date()), () => this.fetchToken());
  }

  getAccessToken(): Promise<string> {
    return this.tokens.get();
  }

  /** A.4: 202 means the prompt is on its way; the reference id is the only handle. */
  async requestToPay(request: RequestToPay): Promise<void> {
    if (!Number.isInteger(request.amount) || request.amount < 1) {
      throw new ProviderError('MtnMomo', 'rejected', `Amount must be a whole number of at least 1, got ${request.amount}`, { code: 'INVALID_AMOUNT' });
    }
    if (!UUID.test(request.referenceId)) throw new ProviderError('MtnMomo', 'rejected', 'X-Reference-Id must be a UUID', { code: 'INVALID_REFERENCE_ID' });
    const body = {
      amount: String(request.amount),
      currency: request.currency,
      externalId: request.externalId,
      payer: { partyIdType: 'MSISDN', partyId: request.msisdn },
      payerMessage: request.payerMessage.slice(0, 160),
      payeeNote: request.payeeNote.slice(0, 160),
    };
    const headers = { 'X-Reference-Id': request.referenceId, ...(request.callbackUrl ? { 'X-Callback-Url': request.callbackUrl } : {}) };
    const answer = await this.authorized('POST', MOMO_PATHS.requestToPay, headers, body);
    if (answer.status !== 202) throw errorOf(answer);
  }

  /** A.5. A 404 is `rejected` with RESOURCE_NOT_FOUND (the request never landed); 5xx is `unavailable`. */
  async requestToPayStatus(referenceId: string): Promise<CollectionStatus> {
    const answer = await this.authorized('GET', `${MOMO_PATHS.requestToPay}/${encodeURIComponent(referenceId)}`, {});
    if (answer.status !== 200) throw errorOf(answer);
    const status = momoStatusOf(answer.body);
    if (!status) throw new ProviderError('MtnMomo', 'timeout', 'MTN MoMo sent an unreadable status', { httpStatus: 200 });
    return status;
  }

  private async fetchToken(): Promise<{ value: string; ttlSeconds: number }> {
    const basic = Buffer.from(`${this.config.apiUserId}:${this.config.apiKey}`).toString('base64');
    const answer = await this.send(MOMO_PATHS.token, {
      method: 'POST',
      headers: { Authorization: `Basic ${basic}`, 'Ocp-Apim-Subscription-Key': this.config.subscriptionKey },
    }).catch((err: unknown) => {
      // Nothing was charged by a token call: a slow one is simply unavailable.
      throw err instanceof ProviderError && err.kind === 'timeout' ? new ProviderError('MtnMomo', 'unavailable', err.message) : err;
    });
    if (answer.status !== 200) {
      const err = errorOf(answer);
      throw err.kind === 'rejected' ? new ProviderError('MtnMomo', 'auth', err.message, err.details) : err;
    }
    const body = isRecord(answer.body) ? answer.body : {};
    if (typeof body.access_token !== 'string') throw new ProviderError('MtnMomo', 'unavailable', 'MTN MoMo sent a token answer without access_token');
    const ttl = Number(body.expires_in);
    return { value: body.access_token, ttlSeconds: Number.isFinite(ttl) && ttl > 0 ? ttl : 3600 };
  }

  /** One business call; a 401 refreshes the token and tries once more (A.3). */
  private async authorized(method: 'GET' | 'POST', path: string, headers: Record<string, string>, body?: unknown): Promise<HttpAnswer> {
    const attempt = async () =>
      this.send(path, {
        method,
        headers: {
          Authorization: `Bearer ${await this.tokens.get()}`,
          'X-Target-Environment': this.config.targetEnvironment,
          'Ocp-Apim-Subscription-Key': this.config.subscriptionKey,
          ...(body !== undefined ? { 'Content-Type': 'application/json' } : {}),
          ...headers,
        },
        ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
      });
    const first = await attempt();
    if (first.status !== 401) return first;
    this.tokens.clear();
    return attempt();
  }

  private send(path: string, init: RequestInit): Promise<HttpAnswer> {
    return sendHttp('MtnMomo', this.fetchImpl, `${this.baseUrl}${path}`, init, this.config.timeoutMs ?? 30_000);
  }
}
