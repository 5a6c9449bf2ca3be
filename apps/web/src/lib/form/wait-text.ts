import type { TFunction } from '@/lib/translation/use-translation';
import { formatWaitTime } from '@dukani/domain';
import { isApiError } from '@/lib/api-client';

/**
 * A rate limit (429 with Retry-After) as the user reads it: "try again in 9 minutes" in their language,
 * instead of the server's count of seconds. Null for any other failure. `key` picks the sentence
 * (a namespaced i18n key with a `{{time}}` slot).
 */
export function waitText(t: TFunction, error: unknown, locale: string, key = 'common:errors.tryAgainIn'): string | null {
  if (!isApiError(error) || error.code !== 'RATE_LIMITED' || !error.retryAfterSeconds) return null;
  return t(key, { time: formatWaitTime(error.retryAfterSeconds, locale) });
}
