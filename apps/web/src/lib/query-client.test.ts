import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-client';
import { queryClient } from './query-client';

const retry = queryClient.getDefaultOptions().queries?.retry as (failureCount: number, error: unknown) => boolean;

describe('the query client retries', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('a network failure or a 5xx once, a 4xx never', () => {
    vi.stubGlobal('navigator', { onLine: true });
    expect(retry(0, new TypeError('Failed to fetch'))).toBe(true);
    expect(retry(1, new TypeError('Failed to fetch'))).toBe(false);
    expect(retry(0, new ApiError(503, 'SERVICE_UNAVAILABLE', 'Service unavailable'))).toBe(true);
    expect(retry(0, new ApiError(404, 'NOT_FOUND', 'Not found'))).toBe(false);
  });

  it('nothing while the browser reports no line: the device’s copies stand in at once', () => {
    vi.stubGlobal('navigator', { onLine: false });
    expect(retry(0, new TypeError('Failed to fetch'))).toBe(false);
    expect(retry(0, new ApiError(503, 'SERVICE_UNAVAILABLE', 'Service unavailable'))).toBe(false);
  });
});
