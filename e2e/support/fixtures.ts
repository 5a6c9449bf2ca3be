import { test as base } from '@playwright/test';

let clientSeq = 0;

/**
 * Every test as a different client address. The API limits sign-ins to 10 a minute per IP
 * (API.md §1.10) and trusts X-Forwarded-For from its proxy, so a run of many sign-in tests from one
 * machine would otherwise trip the limit that protects real shops. The addresses are this computer's
 * (127.0.0.0/8): the test server runs on the development secrets and its SMS outbox, which answer no
 * request relayed from another address.
 */
export const test = base.extend({
  extraHTTPHeaders: async ({ extraHTTPHeaders }, use) => {
    clientSeq += 1;
    const address = `127.${(process.pid >> 8) & 255}.${process.pid & 255}.${1 + (clientSeq % 250)}`;
    await use({ ...extraHTTPHeaders, 'X-Forwarded-For': address });
  },
});

export { expect } from '@playwright/test';

/**
 * A wait longer than the usual one (a simulator's callback, a queue that sends on its own), doubled on CI: a slow CI
 * machine rendered pages 3–4 times slower than a developer's (30 Nov), and a wait that is a bound on behaviour still
 * fails there, only later. The test itself has 150 s on CI (playwright.config.ts).
 */
export const longWait = (ms: number): number => (process.env.CI ? ms * 2 : ms);
