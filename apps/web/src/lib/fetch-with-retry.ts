export interface RetryOptions {
  /** Retries after the first attempt (product-spec §9: at most 5). */
  retries?: number;
  /** Wait before the first retry, doubled before each next one (product-spec §9: 350 ms). */
  initialDelayMs?: number;
  fetchImpl?: typeof fetch;
  sleep?: (ms: number) => Promise<void>;
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** A status worth asking again: the server or a proxy hiccuped. A 404 will not get better. */
const isTransient = (status: number) => status === 408 || status === 429 || status >= 500;

/**
 * GET a URL, retrying network failures and transient statuses: 350, 700, 1400, 2800, 5600 ms.
 * Used for translation files, which a shop on a flaky mobile link must still get.
 */
export async function fetchWithRetry(url: string, init: RequestInit = {}, options: RetryOptions = {}): Promise<Response> {
  const { retries = 5, initialDelayMs = 350, fetchImpl = fetch, sleep = wait } = options;
  let delay = initialDelayMs;
  for (let attempt = 0; ; attempt++) {
    try {
      const response = await fetchImpl(url, init);
      if (!isTransient(response.status) || attempt >= retries) return response;
    } catch (error) {
      if (attempt >= retries) throw error;
    }
    await sleep(delay);
    delay *= 2;
  }
}
