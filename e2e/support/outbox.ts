import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { longWait } from './fixtures';

interface OutboxMessage {
  message: string;
}

async function messages(request: APIRequestContext, phone: string): Promise<OutboxMessage[]> {
  const response = await request.get(`/api/Dev/SmsOutbox?phone=${encodeURIComponent(phone)}`);
  const body = (await response.json()) as { result?: OutboxMessage[] };
  return body.result ?? [];
}

/** How many SMS the development outbox holds for a phone: take it before an action that sends one. */
export async function outboxCount(request: APIRequestContext, phone: string): Promise<number> {
  return (await messages(request, phone)).length;
}

/**
 * The 6-digit code of the first SMS that arrived after `previousCount` messages. Codes are sent by
 * the outbox worker, so the message may land a moment after the screen changed.
 */
export async function waitForNewCode(request: APIRequestContext, phone: string, previousCount: number): Promise<string> {
  let code = '';
  await expect
    .poll(
      async () => {
        const all = await messages(request, phone);
        if (all.length <= previousCount) return '';
        code = all[0]?.message.match(/\b\d{6}\b/)?.[0] ?? '';
        return code;
      },
      { timeout: longWait(15_000), message: `a new code in the outbox for ${phone}` },
    )
    .toMatch(/^\d{6}$/);
  return code;
}

/** Newest SMS text for a phone (invite links). */
export async function latestMessage(request: APIRequestContext, phone: string): Promise<string> {
  let text = '';
  await expect
    .poll(async () => {
      text = (await messages(request, phone))[0]?.message ?? '';
      return text;
    })
    .not.toBe('');
  return text;
}

/** A JWT-shaped token with the given exp; the client judges expiry from the payload alone. */
export function tokenWithExp(exp: number, claims: { userid: number; businessId: number; tenantId: number }): string {
  const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode({ ...claims, exp })}.invalid-signature`;
}

/** The claims of a real token, to build look-alikes from. */
export function claimsOf(token: string): { userid: number; businessId: number; tenantId: number; exp: number } {
  return JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as { userid: number; businessId: number; tenantId: number; exp: number };
}

/** Fill the sign-in form (country Kenya is the default). */
export async function fillSignIn(page: Page, phone: string, password: string, trust: boolean): Promise<void> {
  await page.getByLabel('Phone number').fill(phone);
  await page.getByLabel('Password', { exact: true }).fill(password);
  if (trust) await page.getByRole('checkbox', { name: /Trust this device/ }).check();
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}
