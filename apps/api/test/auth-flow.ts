import crypto from 'node:crypto';
import { desc, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { businessUsers, invites, oneTimeCodes, users } from '../src/db/schema';
import { call, injectTransport, type TestApp } from './helper';
import { createOwner, phoneFor } from '@dukani/test-factories';
import { TEST_PASSWORD, type Owner } from './fixtures';

export type TestCountry = 'KE' | 'UG' | 'RW';

let seq = 0;
const nextSeq = () => (seq += 1);

/** A fresh valid mobile for the country. */
export function nextPhone(country: TestCountry = 'KE'): string {
  return phoneFor(country);
}

/**
 * A distinct client address per call (sent as X-Forwarded-For; the app trusts the proxy), so that
 * tests sharing one app do not trip the per-IP sign-in limit unless they mean to.
 */
export function freshIp(): Record<string, string> {
  const n = nextSeq();
  return { 'x-forwarded-for': `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}` };
}

/** The newest 6-digit code the development outbox holds for a phone. */
export async function readCode(t: TestApp, phone: string): Promise<string> {
  const res = await call<{ message: string }[]>(t.app, 'GET', `/api/Dev/SmsOutbox?phone=${encodeURIComponent(phone)}`);
  expect(res.status).toBe(200);
  const code = res.body.result?.[0]?.message.match(/\b\d{6}\b/)?.[0];
  if (!code) throw new Error(`No code in the outbox for ${phone}`);
  return code;
}

export interface SignedInUser {
  token: string;
  refreshToken: string;
  userId: number;
  businessId: number;
  tenantId: number;
  phone: string;
  password: string;
}

/** Sign up through the real routes: A3, the code from the dev outbox, A6, then A2 on a trusted device. */
export function registerAndSignIn(t: TestApp, options: { country?: TestCountry; phone?: string; businessName?: string } = {}): Promise<SignedInUser> {
  return createOwner(injectTransport(t.app), { ...options, headers: freshIp() });
}

/** POST with a fresh client address (see freshIp). */
export function post<T = unknown>(t: TestApp, url: string, body?: unknown, headers: Record<string, string> = {}) {
  return call<T>(t.app, 'POST', url, { ...(body !== undefined ? { body } : {}), headers: { ...freshIp(), ...headers } });
}

/** A request whose body is not JSON at all, as a broken client would send it. */
export function postRaw(t: TestApp, url: string, raw: string) {
  return call(t.app, 'POST', url, { body: raw, headers: { ...freshIp(), 'content-type': 'application/json' } });
}

/** A valid A3 body for a fresh phone. */
export function registration(overrides: Record<string, unknown> = {}) {
  return {
    firstName: 'Amina',
    lastName: 'Otieno',
    businessName: 'Amina Duka',
    phoneNumber: nextPhone('KE'),
    email: 'amina@example.com',
    countryCode: 'KE',
    password: TEST_PASSWORD,
    ...overrides,
  };
}

/** The user's newest one-time code row. */
export async function latestCodeRow(t: TestApp, userId: number) {
  const [row] = await t.database.db.select().from(oneTimeCodes).where(eq(oneTimeCodes.userId, userId)).orderBy(desc(oneTimeCodes.id)).limit(1);
  if (!row) throw new Error(`user ${userId} has no code`);
  return row;
}

/** Move every code of the user past its expiry. */
export async function expireCodes(t: TestApp, userId: number) {
  await t.database.db
    .update(oneTimeCodes)
    .set({ expiresAt: new Date(Date.now() - 1000) })
    .where(eq(oneTimeCodes.userId, userId));
}

/** A user created by an owner (as F4 does): no password yet, an invite valid for 7 days. */
export async function createInvitedUser(t: TestApp, owner: Owner, options: { expiresAt?: Date } = {}) {
  const db = t.database.db;
  const phone = nextPhone('KE');
  const [user] = await db.insert(users).values({ tenantId: owner.tenantId, name: 'Invited Clerk', countryCode: 'KE', phoneNumber: phone }).returning();
  await db.insert(businessUsers).values({ tenantId: owner.tenantId, businessId: owner.businessId, userId: user!.id, roleTypes: 'Salesperson', roles: ['pos'] });
  const token = crypto.randomBytes(32).toString('base64url');
  await db.insert(invites).values({
    userId: user!.id,
    businessId: owner.businessId,
    tokenHash: crypto.createHash('sha256').update(token).digest('hex'),
    expiresAt: options.expiresAt ?? new Date(Date.now() + 7 * 86_400_000),
  });
  return { userId: user!.id, phone, token };
}
