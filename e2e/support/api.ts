import type { APIRequestContext, Page } from '@playwright/test';

let seq = 0;
/** A fresh Kenyan mobile per call, so tests never collide on the unique phone index. */
export function freshKenyanPhone(): string {
  seq += 1;
  const tail = String((Date.now() % 10_000_000) * 10 + (seq % 10)).padStart(8, '0').slice(-8);
  return `07${tail}`;
}

/** Read the newest 6-digit code that the development SMS outbox holds for a phone. */
export async function readCode(request: APIRequestContext, phone: string): Promise<string> {
  for (let attempt = 0; attempt < 20; attempt++) {
    const response = await request.get(`/api/Dev/SmsOutbox?phone=${encodeURIComponent(phone)}`);
    const body = (await response.json()) as { result: { message: string }[] };
    const match = body.result[0]?.message.match(/\b\d{6}\b/);
    if (match) return match[0];
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`No code in the outbox for ${phone}`);
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
  const phone = freshKenyanPhone();
  const password = 'secret123';
  const registered = await request.post('/api/Auth/Register', {
    data: { firstName: 'Njeri', lastName: 'Wanjiku', businessName, phoneNumber: phone, email: '', countryCode: 'KE', password },
  });
  const { result } = (await registered.json()) as { result: { userId: number } };
  const otp = await readCode(request, phone);
  await request.post('/api/Auth/VerifyOtp', { data: { otp, userId: result.userId } });
  const login = await request.post('/api/Auth/Login', {
    data: { countryCode: 'KE', username: phone, password, platform: 'Web', trustThisDevice: true },
  });
  const tokens = (await login.json()) as { result: { token: string; refreshToken: string; businessId: number } };
  return { phone, password, userId: result.userId, ...tokens.result };
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
