import { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis } from 'rate-limiter-flexible';
import { RateLimiter, type LimitStore } from './rate-limiter';

/** Where the limits count, and how to let go of it when the app closes. */
export interface RateLimitBackend {
  store: LimitStore;
  kind: 'memory' | 'redis';
  close(): Promise<void>;
}

interface Logger {
  warn(object: object, text: string): void;
  info(object: object, text: string): void;
}

/** The counters of this process: the embedded deployment, one process per data folder. */
export function memoryLimits(): RateLimitBackend {
  return {
    kind: 'memory',
    store: { limiter: (_name, limit, windowMs, text) => new RateLimiter(new RateLimiterMemory({ points: limit, duration: windowMs / 1000 }), limit, text) },
    close: async () => {},
  };
}

/** `redis://user:secret@host:6379/0` without its password, for a log line or an error. */
export function redisAddress(url: string): string {
  try {
    const parsed = new URL(url);
    return `${parsed.protocol}//${parsed.host}${parsed.pathname === '/' ? '' : parsed.pathname}`;
  } catch {
    return '(not a URL)';
  }
}

/**
 * The counters in Redis, shared by every api process given the same REDIS_URL and REDIS_KEY_PREFIX, so the
 * limits of API.md hold for the service as a whole rather than once per process.
 *
 * Redis unreachable at start: this throws and the process does not start. A hosted deploy that lost its shared
 * limits without a word would give N× the password guesses; a wrong REDIS_URL should be found on the first start.
 * Redis lost while running: each limit counts in this process (rate-limiter-flexible's insurance limiter) until
 * Redis is back, with a warning in the log. Refusing every sign-in during a Redis restart would be worse than a
 * few minutes of per-process limits, which are still limits.
 */
export async function redisLimits(url: string, keyPrefix: string, log: Logger): Promise<RateLimitBackend> {
  const address = redisAddress(url);
  // No offline queue: a command sent while disconnected fails at once (and the insurance limiter answers)
  // instead of waiting for a reconnect with the request held open.
  const client = new Redis(url, { lazyConnect: true, enableOfflineQueue: false, maxRetriesPerRequest: 1, connectTimeout: 5_000 });
  let lost = false;
  // The connect() rejection says only "Connection is closed"; the error event before it names the cause.
  let lastError: Error | undefined;
  client.on('error', (err: Error) => {
    lastError = err;
    if (!lost) log.warn({ err, redis: address }, 'Redis unreachable: rate limits count in this process until it is back');
    lost = true;
  });
  client.on('ready', () => {
    if (lost) log.info({ redis: address }, 'Redis is back: rate limits are shared again');
    lost = false;
  });
  try {
    await client.connect();
    await client.ping();
  } catch (err) {
    client.disconnect();
    throw new Error(
      `REDIS_URL: cannot reach Redis at ${address} (${(lastError ?? (err as Error)).message}). The rate limits are kept there for every api process, so this one does not start without it; start Redis, fix REDIS_URL, or unset it to count in this process only.`,
      { cause: err },
    );
  }
  return {
    kind: 'redis',
    store: {
      limiter: (name, limit, windowMs, text) => {
        const duration = windowMs / 1000;
        const counter = new RateLimiterRedis({
          storeClient: client,
          keyPrefix: `${keyPrefix}:rl:${name}`,
          points: limit,
          duration,
          rejectIfRedisNotReady: true,
          insuranceLimiter: new RateLimiterMemory({ points: limit, duration }),
        });
        return new RateLimiter(counter, limit, text);
      },
    },
    close: async () => {
      await client.quit().catch(() => client.disconnect());
    },
  };
}
