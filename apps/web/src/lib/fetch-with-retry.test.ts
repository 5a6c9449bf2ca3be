import { describe, expect, it, vi } from 'vitest';
import { fetchWithRetry } from './fetch-with-retry';

describe('fetchWithRetry (translation loading)', () => {
  it('retries 5 times, waiting 350 ms and doubling each time', async () => {
    const waits: number[] = [];
    const fetchImpl = vi.fn(async () => new Response('busy', { status: 503 }));
    const response = await fetchWithRetry('/locales/en/common.json', {}, { fetchImpl, sleep: async (ms) => void waits.push(ms) });
    expect(response.status).toBe(503);
    expect(fetchImpl).toHaveBeenCalledTimes(6);
    expect(waits).toEqual([350, 700, 1400, 2800, 5600]);
  });

  it('stops as soon as a try succeeds', async () => {
    const fetchImpl = vi
      .fn<typeof fetch>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValueOnce(new Response('{}', { status: 200 }));
    const response = await fetchWithRetry('/locales/de/auth.json', {}, { fetchImpl, sleep: async () => undefined });
    expect(response.status).toBe(200);
    expect(fetchImpl).toHaveBeenCalledTimes(2);
  });

  it('does not retry a missing file', async () => {
    const fetchImpl = vi.fn(async () => new Response('', { status: 404 }));
    await fetchWithRetry('/locales/xx/common.json', {}, { fetchImpl, sleep: async () => undefined });
    expect(fetchImpl).toHaveBeenCalledTimes(1);
  });

  it('gives up with the network error after the last retry', async () => {
    const fetchImpl = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(fetchWithRetry('/x', {}, { fetchImpl, sleep: async () => undefined })).rejects.toThrow('Failed to fetch');
    expect(fetchImpl).toHaveBeenCalledTimes(6);
  });
});
