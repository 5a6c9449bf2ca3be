import { beforeAll, describe, expect, it } from 'vitest';
import { getBusinesses, getTills, login, refreshToken, registerTill, revokeTill, signOutCashier } from '@dukani/contracts';
import { createMember as inviteMember } from '@dukani/test-factories';
import { useTestApp } from '../../../test/helper';
import { freshIp } from '../../../test/auth-flow';
import { createMember, TEST_PASSWORD, type Owner } from '../../../test/fixtures';

// Item 14 of issue 12: a shared till. Cashiers sign in at the shop's till with phone and password and no SMS
// code; elsewhere, at a revoked till or at another shop's till, the code is asked as before.
const t = useTestApp();
let owner: Owner;
let other: Owner;
let cashier: Awaited<ReturnType<typeof createMember>>;

beforeAll(async () => {
  owner = await t.owner({ businessName: 'Front Counter Duka' });
  other = await t.owner({ businessName: 'Next Door Duka' });
  cashier = await createMember(t, owner, { roleTypes: 'Salesperson', roles: ['pos'] });
});

const markTill = async (shop: Pick<Owner, 'token' | 'businessId'>, name = 'Front counter') => {
  const res = await t.call(registerTill, { token: shop.token, body: { businessId: shop.businessId, name }, idempotencyKey: crypto.randomUUID() });
  expect(res.status, res.body.errordesc).toBe(200);
  return res.body.result!;
};
const signIn = (phone: string, tillToken?: string) =>
  t.call(login, {
    body: { countryCode: 'KE', username: phone, password: TEST_PASSWORD, platform: 'Web', trustThisDevice: false, tillToken },
    headers: freshIp(),
  });

describe('T1 RegisterTill and sign-in at a till', () => {
  it('signs a cashier in without a code at the till, in the till’s shop; elsewhere a code is sent', async () => {
    const { till, deviceToken } = await markTill(owner);
    expect(till).toMatchObject({ name: 'Front counter', businessId: owner.businessId, createdByName: 'Test Owner', lastUsedAt: null });
    expect(deviceToken).toMatch(/^[\w-]{43}$/);

    const elsewhere = await signIn(cashier.phone);
    expect(elsewhere.body.result).toMatchObject({ otpRequired: true });
    const atTill = await signIn(cashier.phone, deviceToken);
    expect(atTill.status, atTill.body.errordesc).toBe(200);
    expect(atTill.body.result).toMatchObject({ businessId: owner.businessId });
    expect(atTill.body.result!.token).toBeTruthy();
    expect(atTill.body.result!.otpRequired).toBeUndefined();

    const [listed] = (await t.call(getTills, { token: owner.token, params: { businessId: owner.businessId } })).body.result!;
    expect(listed).toMatchObject({ id: till.id, name: 'Front counter' });
    expect(listed!.lastUsedAt).not.toBeNull();
  });

  it('lets a cashier who joined by the SMS invite in at the till', async () => {
    const { deviceToken } = await markTill(owner, 'Back counter');
    const invited = await inviteMember(t.transport, { token: owner.token, businessId: owner.businessId }, { name: 'Amina Otieno' });
    const res = await t.call(login, {
      body: { countryCode: 'KE', username: invited.phone, password: invited.password, tillToken: deviceToken },
      headers: freshIp(),
    });
    expect(res.body.result?.token, res.body.errordesc).toBeTruthy();
  });

  it('asks for the code again once the till is revoked', async () => {
    const { till, deviceToken } = await markTill(owner, 'Old tablet');
    const revoked = await t.call(revokeTill, { token: owner.token, params: { businessId: owner.businessId, tillId: till.id } });
    expect(revoked.status, revoked.body.errordesc).toBe(200);
    expect((await signIn(cashier.phone, deviceToken)).body.result).toMatchObject({ otpRequired: true });
    const tills = (await t.call(getTills, { token: owner.token, params: { businessId: owner.businessId } })).body.result!;
    expect(tills.map((row) => row.id)).not.toContain(till.id);
  });

  it('is useless at another shop: its cashier still needs a code, and its owner cannot see or revoke it', async () => {
    const { till, deviceToken } = await markTill(owner, 'Shared secret');
    const neighbour = await createMember(t, other, { roleTypes: 'Salesperson', roles: ['pos'] });
    expect((await signIn(neighbour.phone, deviceToken)).body.result).toMatchObject({ otpRequired: true });
    const list = await t.call(getTills, { token: other.token, params: { businessId: owner.businessId } });
    expect(list.status).toBe(403);
    const ownList = (await t.call(getTills, { token: other.token, params: { businessId: other.businessId } })).body.result!;
    expect(ownList).toEqual([]);
    const revoke = await t.call(revokeTill, { token: other.token, params: { businessId: other.businessId, tillId: till.id } });
    expect(revoke.status).toBe(404);
    const register = await t.call(registerTill, {
      token: other.token,
      body: { businessId: owner.businessId, name: 'Mine now' },
      idempotencyKey: crypto.randomUUID(),
    });
    expect(register.status).toBe(403);
  });

  it('refuses a cashier marking or listing tills, and a till without a name', async () => {
    const res = await t.call(registerTill, {
      token: cashier.token,
      body: { businessId: owner.businessId, name: 'My phone' },
      idempotencyKey: crypto.randomUUID(),
    });
    expect(res.status).toBe(403);
    expect((await t.call(getTills, { token: cashier.token, params: { businessId: owner.businessId } })).status).toBe(403);
    const nameless = await t.call(registerTill, { token: owner.token, body: { businessId: owner.businessId, name: ' ' }, idempotencyKey: crypto.randomUUID() });
    expect(nameless.status).toBe(400);
    expect(nameless.body.errordesc).toMatch(/^name/);
  });
});

describe('T4 SignOutCashier', () => {
  it('revokes the cashier’s refresh token; the next cashier signs in at the same till without a code', async () => {
    const { deviceToken } = await markTill(owner, 'Switch counter');
    const first = (await signIn(cashier.phone, deviceToken)).body.result!;
    const out = await t.call(signOutCashier, { token: first.token!, body: { refreshToken: first.refreshToken! } });
    expect(out.status, out.body.errordesc).toBe(200);
    expect((await t.call(refreshToken, { body: { refreshToken: first.refreshToken! } })).status).toBe(401);
    const next = await createMember(t, owner, { roleTypes: 'Salesperson', roles: ['pos'] });
    expect((await signIn(next.phone, deviceToken)).body.result!.token).toBeTruthy();
  });

  it('ends the switched-out cashier’s access token at once; the till’s other cashier stays signed in', async () => {
    const { deviceToken } = await markTill(owner, 'Busy counter');
    const [leaving, staying] = await Promise.all([1, 2].map(() => createMember(t, owner, { roleTypes: 'Salesperson', roles: ['pos'] })));
    const leavingSession = (await signIn(leaving!.phone, deviceToken)).body.result!;
    const stayingSession = (await signIn(staying!.phone, deviceToken)).body.result!;
    const businesses = (token: string) => t.call(getBusinesses, { token });
    expect((await businesses(leavingSession.token!)).status).toBe(200);

    expect((await t.call(signOutCashier, { token: leavingSession.token!, body: { refreshToken: leavingSession.refreshToken! } })).status).toBe(200);
    const replayed = await businesses(leavingSession.token!);
    expect(replayed.status).toBe(401);
    expect(replayed.body.code).toBe('UNAUTHENTICATED');
    expect((await businesses(stayingSession.token!)).status).toBe(200);
    // Signing in again (the next shift) gives tokens that work.
    expect((await businesses((await signIn(leaving!.phone, deviceToken)).body.result!.token!)).status).toBe(200);
  });

  it('leaves another user’s refresh token alone', async () => {
    const { deviceToken } = await markTill(owner, 'Other counter');
    const theirs = (await signIn(cashier.phone, deviceToken)).body.result!;
    const res = await t.call(signOutCashier, { token: owner.token, body: { refreshToken: theirs.refreshToken! } });
    expect(res.status).toBe(200);
    expect((await t.call(refreshToken, { body: { refreshToken: theirs.refreshToken! } })).status).toBe(200);
  });
});
