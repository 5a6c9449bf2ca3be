import type { DarajaErrorKind } from './errors';

/** The collection providers of Uganda and Rwanda (specs/mobile-money-ug-rw.md), named as API.md's paymentValues. */
export type CollectionProvider = 'MtnMomo' | 'AirtelMoney';

/**
 * A failed MTN MoMo or Airtel Money call, classed as Daraja's are (errors.ts): `rejected` (no prompt went out
 * and the same request will fail again), `unavailable` (safe to try later), `timeout` (sent, no answer: the
 * provider may have acted, so poll instead of re-sending) and `auth` (credentials or token refused).
 */
export class ProviderError extends Error {
  constructor(
    readonly provider: CollectionProvider,
    readonly kind: DarajaErrorKind,
    message: string,
    readonly details: { httpStatus?: number; code?: string } = {},
  ) {
    super(message);
    this.name = 'ProviderError';
  }

  get code(): string | undefined {
    return this.details.code;
  }
}

export interface HttpAnswer {
  status: number;
  text: string;
  /** Parsed JSON, or undefined when the body is not JSON. */
  body: unknown;
}

export type Fields = Record<string, unknown>;
export const isRecord = (value: unknown): value is Fields => !!value && typeof value === 'object' && !Array.isArray(value);

const NOT_CONNECTED_CODES = new Set(['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN', 'ENETUNREACH', 'EHOSTUNREACH', 'UND_ERR_CONNECT_TIMEOUT']);

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * One HTTP call with a read timeout. A refused connection is `unavailable` (nothing reached the provider);
 * a timeout or a broken answer after sending is `timeout` (it may have acted).
 */
export async function sendHttp(provider: CollectionProvider, fetchImpl: typeof fetch, url: string, init: RequestInit, timeoutMs: number): Promise<HttpAnswer> {
  let response: Response;
  try {
    response = await fetchImpl(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
  } catch (err) {
    const cause = err instanceof Error ? (err.cause as { code?: unknown } | undefined) : undefined;
    if (typeof cause?.code === 'string' && NOT_CONNECTED_CODES.has(cause.code)) {
      return Promise.reject(new ProviderError(provider, 'unavailable', `${provider} could not be reached (${cause.code})`));
    }
    const isTimeout = err instanceof Error && (err.name === 'TimeoutError' || err.name === 'AbortError');
    return Promise.reject(
      new ProviderError(provider, 'timeout', isTimeout ? `${provider} did not answer within ${timeoutMs} ms` : `${provider}: ${String(err)}`),
    );
  }
  let text: string;
  try {
    text = await response.text();
  } catch {
    throw new ProviderError(provider, 'timeout', `${provider}: the answer broke off`, { httpStatus: response.status });
  }
  return { status: response.status, text, body: parseJson(text) };
}

/** A token cached until a minute before it expires; concurrent callers share one refresh. */
export class TokenCache {
  private token: { value: string; refreshAt: number } | null = null;
  private pending: Promise<string> | null = null;

  constructor(
    private readonly now: () => Date,
    private readonly fetchToken: () => Promise<{ value: string; ttlSeconds: number }>,
    private readonly marginMs = 60_000,
  ) {}

  get(): Promise<string> {
    if (this.token && this.now().getTime() < this.token.refreshAt) return Promise.resolve(this.token.value);
    this.pending ??= this.fetchToken()
      .then(({ value, ttlSeconds }) => {
        // Airtel's tokens can live only minutes: never keep one past half its life.
        const ttlMs = ttlSeconds * 1000;
        this.token = { value, refreshAt: this.now().getTime() + ttlMs - Math.min(this.marginMs, ttlMs / 2) };
        return value;
      })
      .finally(() => {
        this.pending = null;
      });
    return this.pending;
  }

  clear(): void {
    this.token = null;
  }
}

/** What a status check says, in the shape the API applies for every provider. */
export type CollectionStatus =
  | { state: 'pending'; providerStatus: string }
  | { state: 'paid'; transactionId: string; amount?: number; providerStatus: string }
  | { state: 'failed'; reason: string; providerStatus: string };
