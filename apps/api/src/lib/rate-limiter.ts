import { AppError } from './app-error';
import { msg, type MessageKey } from './messages';

/**
 * Fixed-window counters kept in this process. One api process per data folder is the embedded
 * deployment; behind a load balancer each process limits on its own (docs/OPERATIONS.md).
 */
export class RateLimiter {
  private readonly windows = new Map<string, { count: number; resetAt: number }>();
  constructor(
    private readonly limit: number,
    private readonly windowMs: number,
    /** The refusal's sentence, given `{seconds}` until the window ends. */
    private readonly text: MessageKey = 'common.tooManyAttempts',
  ) {}

  /** Count one hit; throws 429 RATE_LIMITED with Retry-After when over the limit. */
  hit(key: string, now = Date.now()): void {
    const current = this.windows.get(key);
    if (!current || current.resetAt <= now) {
      this.windows.set(key, { count: 1, resetAt: now + this.windowMs });
      if (this.windows.size > 50_000) this.sweep(now);
      return;
    }
    current.count += 1;
    if (current.count > this.limit) throw this.refusal(current.resetAt, now);
  }

  /** Throw as the next hit would, without counting it: to check several limits before any of them counts. */
  check(key: string, now = Date.now()): void {
    const current = this.windows.get(key);
    if (current && current.resetAt > now && current.count >= this.limit) throw this.refusal(current.resetAt, now);
  }

  private refusal(resetAt: number, now: number): AppError {
    const retryAfter = Math.max(1, Math.ceil((resetAt - now) / 1000));
    return new AppError('RATE_LIMITED', msg(this.text, { seconds: retryAfter }), undefined, { 'retry-after': String(retryAfter) });
  }

  reset(): void {
    this.windows.clear();
  }

  private sweep(now: number) {
    for (const [key, window] of this.windows) if (window.resetAt <= now) this.windows.delete(key);
  }
}

/**
 * API.md §1.10 for the routes that guess at accounts (A1, A7, A9, B5): 10 a minute per IP and, where the
 * request names an account, 10 a minute for that account whatever the IP.
 */
export class PerIpAndAccountLimit {
  private readonly perIp = new RateLimiter(10, 60_000);
  private readonly perAccount = new RateLimiter(10, 60_000);

  hit(ip: string, account?: string | number): void {
    this.perIp.hit(ip);
    if (account !== undefined) this.perAccount.hit(String(account));
  }
}
