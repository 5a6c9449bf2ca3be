import { isRecord, ProviderError, sendHttp, TokenCache, type CollectionStatus, type Fields, type HttpAnswer } from '../provider-http';

/** Airtel Money Africa collection, "USSD push" (specs/mobile-money-ug-rw.md Part B). */
export interface AirtelConfig {
  /** `https://openapiuat.airtel.africa`, `https://openapi.airtel.africa` or a simulator's base URL. */
  baseUrl: string;
  clientId: string;
  clientSecret: string;
  timeoutMs?: number;
  fetch?: typeof fetch;
  now?: () => Date;
}

export interface AirtelPayment {
  /** Our unique attempt id: `transaction.id`, the key of the enquiry and the callback (B.2). */
  id: string;
  /** Whole UGX/RWF. */
  amount: number;
  country: 'UG' | 'RW';
  currency: 'UGX' | 'RWF';
  /** National number without the country code and without the leading 0 (`752123456`). */
  msisdn: string;
  reference: string;
}

export const AIRTEL_PATHS = {
  token: '/auth/oauth2/token',
  payments: '/merchant/v1/payments/',
  enquiry: '/standard/v1/payments/',
} as const;

function errorOf(answer: HttpAnswer): ProviderError {
  const status = isRecord(answer.body) && isRecord(answer.body.status) ? answer.body.status : {};
  const code = typeof status.response_code === 'string' ? status.response_code : typeof status.code === 'string' ? status.code : undefined;
  const detail = `Airtel Money answered HTTP ${answer.status}${code ? ` ${code}` : ''}`;
  const details = { httpStatus: answer.status, ...(code ? { code } : {}) };
  if (answer.status === 401 || answer.status === 403) return new ProviderError('AirtelMoney', 'auth', detail, details);
  if (answer.status >= 500 || answer.status === 429) return new ProviderError('AirtelMoney', 'unavailable', detail, details);
  return new ProviderError('AirtelMoney', 'rejected', detail, details);
}

/** `data.transaction` of an enquiry, or the callback's `transaction` at the top level or under `data` (B.3, B.4). */
function transactionOf(body: unknown): Fields | null {
  if (!isRecord(body)) return null;
  if (isRecord(body.transaction)) return body.transaction;
  if (isRecord(body.data) && isRecord(body.data.transaction)) return body.data.transaction;
  return null;
}

/** TS paid, TF failed, TIP/TA/anything else still open (B.3). */
export function airtelStatusOf(transaction: Fields): CollectionStatus {
  const raw = transaction.status ?? transaction.status_code;
  const status = typeof raw === 'string' ? raw.toUpperCase() : '';
  if (status === 'TS') {
    const amount = Number(transaction.amount);
    return {
      state: 'paid',
      providerStatus: status,
      transactionId: typeof transaction.airtel_money_id === 'string' ? transaction.airtel_money_id : '',
      ...(transaction.amount !== undefined && Number.isFinite(amount) ? { amount } : {}),
    };
  }
  if (status === 'TF') return { state: 'failed', providerStatus: status, reason: typeof transaction.message === 'string' ? transaction.message : 'TF' };
  return { state: 'pending', providerStatus: status || 'TIP' };
}

export interface AirtelCallback {
  id: string;
  status: CollectionStatus;
}

export function parseAirtelCallback(body: unknown): AirtelCallback | null {
  const transaction = transactionOf(body);
  if (!transaction || typeof transaction.id !== 'string' || !transaction.id) return null;
  return { id: transaction.id, status: airtelStatusOf(transaction) };
}

export class AirtelClient {
  private readonly fetchImpl: typeof fetch;
  private readonly baseUrl: string;
  private readonly tokens: TokenCache;

  constructor(private readonly config: AirtelConfig) {
    this.fetchImpl = config.fetch ?? fetch;
    this.baseUrl = config.baseUrl.replace(/\/+$/, '');
    this.tokens = new TokenCache(config.now ?? (() => new Date()), () => this.fetchToken());
  }

  getAccessToken(): Promise<string> {
    return this.tokens.get();
  }

  /** B.2. A `200` with success only means "accepted"; the outcome comes from the enquiry or the callback. */
  async pay(payment: AirtelPayment): Promise<void> {
    if (!Number.isInteger(payment.amount) || payment.amount < 1) {
      throw new ProviderError('AirtelMoney', 'rejected', `Amount must be a whole number of at least 1, got ${payment.amount}`, { code: 'INVALID_AMOUNT' });
    }
    const { country, currency } = payment;
    const answer = await this.authorized('POST', AIRTEL_PATHS.payments, payment, {
      reference: payment.reference.slice(0, 64),
      subscriber: { country, currency, msisdn: payment.msisdn },
      transaction: { amount: payment.amount, country, currency, id: payment.id },
    });
    const status = isRecord(answer.body) && isRecord(answer.body.status) ? answer.body.status : null;
    if (answer.status !== 200 || !status || status.success !== true) throw errorOf(answer);
  }

  /** B.3. */
  async enquire(payment: Pick<AirtelPayment, 'id' | 'country' | 'currency'>): Promise<CollectionStatus> {
    const answer = await this.authorized('GET', `${AIRTEL_PATHS.enquiry}${encodeURIComponent(payment.id)}`, payment);
    if (answer.status !== 200) throw errorOf(answer);
    const transaction = transactionOf(answer.body);
    if (!transaction) throw new ProviderError('AirtelMoney', 'timeout', 'Airtel Money sent an unreadable enquiry answer', { httpStatus: 200 });
    return airtelStatusOf(transaction);
  }

  private async fetchToken(): Promise<{ value: string; ttlSeconds: number }> {
    const answer = await this.send(AIRTEL_PATHS.token, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: '*/*' },
      body: JSON.stringify({ client_id: this.config.clientId, client_secret: this.config.clientSecret, grant_type: 'client_credentials' }),
    }).catch((err: unknown) => {
      throw err instanceof ProviderError && err.kind === 'timeout' ? new ProviderError('AirtelMoney', 'unavailable', err.message) : err;
    });
    if (answer.status !== 200) {
      const err = errorOf(answer);
      throw err.kind === 'rejected' ? new ProviderError('AirtelMoney', 'auth', err.message, err.details) : err;
    }
    const body = isRecord(answer.body) ? answer.body : {};
    if (typeof body.access_token !== 'string') throw new ProviderError('AirtelMoney', 'unavailable', 'Airtel Money sent a token answer without access_token');
    // `expires_in` is a string in Airtel's sample (B.1).
    const ttl = Number(body.expires_in);
    return { value: body.access_token, ttlSeconds: Number.isFinite(ttl) && ttl > 0 ? ttl : 180 };
  }

  private async authorized(method: 'GET' | 'POST', path: string, where: Pick<AirtelPayment, 'country' | 'currency'>, body?: unknown): Promise<HttpAnswer> {
    const attempt = async () =>
      this.send(path, {
        method,
        headers: {
          Authorization: `Bearer ${await this.tokens.get()}`,
          'X-Country': where.country,
          'X-Currency': where.currency,
          Accept: '*/*',
          ...(body !== undefined ? { 'Content-Type': 'application/json' } : {}),
        },
        ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
      });
    const first = await attempt();
    if (first.status !== 401) return first;
    this.tokens.clear();
    return attempt();
  }

  private send(path: string, init: RequestInit): Promise<HttpAnswer> {
    return sendHttp('AirtelMoney', this.fetchImpl, `${this.baseUrl}${path}`, init, this.config.timeoutMs ?? 30_000);
  }
}
