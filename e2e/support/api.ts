import type { APIRequestContext, Page } from '@playwright/test';
import { createMember, createOwner, kenyanPhone, readSmsCode, startPhonesAt, type Transport } from '@dukani/test-factories';

// The workers of a run share one fresh server database: each worker process (a restarted one has a new index) takes
// its own block of 20,000 numbers, so two workers never register the same phone. 400 blocks fit the shortest range.
startPhonesAt(Number(process.env.TEST_WORKER_INDEX ?? 0) * 20_000);

/** A fresh Kenyan mobile per call in the local form a shop person types (07…). */
export function freshKenyanPhone(): string {
  return `0${kenyanPhone().slice(4)}`;
}

/** The factories' transport over Playwright's request context (its base URL and per-test client address). */
export function transportOf(request: APIRequestContext): Transport {
  return {
    async send({ method, path, headers, body }) {
      const response = await request.fetch(path, { method, headers, ...(body !== undefined ? { data: body } : {}) });
      const text = await response.text();
      let parsed: unknown = text;
      try {
        parsed = JSON.parse(text);
      } catch {
        // Not JSON: the caller gets the text.
      }
      return { status: response.status(), body: parsed, headers: response.headers() };
    },
  };
}

/** Read the newest 6-digit code that the development SMS outbox holds for a phone. */
export function readCode(request: APIRequestContext, phone: string): Promise<string> {
  return readSmsCode(transportOf(request), phone);
}

export interface SignedIn {
  phone: string;
  password: string;
  token: string;
  refreshToken: string;
  businessId: number;
  userId: number;
}

/** Register an owner through the API (A3, code from the outbox, A6, A2 trusted). */
export async function registerOwnerViaApi(request: APIRequestContext, businessName = 'Mama Njeri Shop'): Promise<SignedIn> {
  const { phone, password, userId, token, refreshToken, businessId } = await createOwner(transportOf(request), { businessName, phone: freshKenyanPhone() });
  return { phone, password, userId, token, refreshToken, businessId };
}

/** A cashier the owner invited, with only the till (`pos`), signed in. */
export async function registerCashierViaApi(request: APIRequestContext, owner: SignedIn): Promise<SignedIn> {
  const { phone, password, userId, token, refreshToken, businessId } = await createMember(transportOf(request), owner, { roles: ['pos'] });
  return { phone, password, userId, token, refreshToken, businessId };
}

/** Put a signed-in session into the browser's storage, as the app itself stores it. */
export async function storeSession(page: Page, session: SignedIn): Promise<void> {
  await page.goto('/');
  await page.evaluate((s) => {
    localStorage.setItem('accessToken', s.token);
    localStorage.setItem('refreshToken', s.refreshToken);
    localStorage.setItem('businessId', String(s.businessId));
  }, session);
}
