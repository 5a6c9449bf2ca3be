import { RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { AppError } from './app-error';
import { msg, type MessageKey } from './messages';

/**
 * Where a limit's counters live (lib/rate-limit-store.ts): in this process (the embedded deployment), or in
 * Redis when REDIS_URL is set, so N api processes behind a load balancer count as one (docs/OPERATIONS.md).
 */
export interface LimitStore {
  /**
   * A fixed window of `limit` hits per `windowMs` for each key. `name` says what is counted; it is part of the
   * stored key, so two limits of one name would share their counters: give every limit its own.
   */
  limiter(name: string, limit: number, windowMs: number, text?: MessageKey): RateLimiter;
}

/** One limit (API.md §1.10) over a counter of rate-limiter-flexible. Every call may go to Redis: it is async. */
export class RateLimiter {
  constructor(
    private readonly counter: RateLimiterAbstract,
    private readonly limit: number,
    /** The refusal's sentence, given `{seconds}` until the window ends. */
    private readonly text: MessageKey = 'common.tooManyAttempts',
  ) {}

  /** Count one hit; throws 429 RATE_LIMITED with Retry-After when over the limit. */
  async hit(key: string): Promise<void> {
    try {
      await this.counter.consume(key);
    } catch (rejection) {
      // A RateLimiterRes is "no points left"; anything else is the store failing, which is a server error.
      if (rejection instanceof RateLimiterRes) throw this.refusal(rejection.msBeforeNext);
      throw rejection;
    }
  }

  /** Throw as the next hit would, without counting it: to check several limits before any of them counts. */
  async check(key: string): Promise<void> {
    const current = await this.counter.get(key);
    if (current && current.consumedPoints >= this.limit) throw this.refusal(current.msBeforeNext);
  }

  /** Forget one key's count (benchmarks start each figure with a fresh allowance). */
  async reset(key: string): Promise<void> {
    await this.counter.delete(key);
  }

  private refusal(msBeforeNext: number): AppError {
    const retryAfter = Math.max(1, Math.ceil(msBeforeNext / 1000));
    return new AppError('RATE_LIMITED', msg(this.text, { seconds: retryAfter }), undefined, { 'retry-after': String(retryAfter) });
  }
}

/**
 * API.md §1.10 for the routes that guess at accounts (A1, A7, A9, B5): 10 a minute per IP and, where the
 * request names an account, 10 a minute for that account whatever the IP.
 */
export class PerIpAndAccountLimit {
  private readonly perIp: RateLimiter;
  private readonly perAccount: RateLimiter;

  constructor(store: LimitStore, name: string) {
    this.perIp = store.limiter(`${name}:ip`, 10, 60_000);
    this.perAccount = store.limiter(`${name}:account`, 10, 60_000);
  }

  async hit(ip: string, account?: string | number): Promise<void> {
    await this.perIp.hit(ip);
    if (account !== undefined) await this.perAccount.hit(String(account));
  }
}
