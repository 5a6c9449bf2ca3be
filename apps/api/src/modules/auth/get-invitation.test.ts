import { completeRegistration, createUser, getInvitation, getUsers } from '@dukani/contracts';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/helper';
import { nextPhone } from '../../../test/auth-flow';

const t = useTestApp();

/** F4 as the owner's screen sends it; outside production the answer carries the invite token. */
async function invite(owner: { token: string; businessId: number }, name = 'Wanjiru Kamau') {
  const res = await t.call(createUser, {
    token: owner.token,
    body: { businessId: owner.businessId, name, email: '', countryCode: 'KE', phoneNumber: nextPhone(), roleTypes: 'Salesperson', roles: ['pos'] },
  });
  expect(res.status).toBe(200);
  return { userId: res.body.result!.id, token: res.body.result!.inviteToken!, phoneNumber: res.body.result!.phoneNumber };
}

// Issue 36, item 15: the invitation names the shop, sign-in after joining knows the phone, and the list says Invited.
describe('A12 GetInvitation, A4 answer and F2 invited', () => {
  it('names the shop and the person, shows Invited until the link is used, then Active', async () => {
    const owner = await t.owner({ businessName: 'Mama Njeri Shop' });
    const invited = await invite(owner);

    const shown = await t.call(getInvitation, { params: { token: invited.token }, query: { userId: invited.userId } });
    expect(shown.status).toBe(200);
    expect(shown.body.result).toEqual({ businessName: 'Mama Njeri Shop', name: 'Wanjiru Kamau', phoneNumber: invited.phoneNumber, countryCode: 'KE' });

    const listed = async () => (await t.call(getUsers, { token: owner.token, params: { businessId: owner.businessId } })).body.result!;
    const before = await listed();
    expect(before.find((user) => user.id === invited.userId)).toMatchObject({ isEnabled: true, invited: true });
    expect(before.find((user) => user.id === owner.userId)).toMatchObject({ invited: false });

    const joined = await t.call(completeRegistration, {
      params: { token: invited.token },
      body: { userId: invited.userId, password: 'clerk-pass-1', confirmPassword: 'clerk-pass-1' },
    });
    expect(joined.body.result).toEqual({ userId: invited.userId, phoneNumber: invited.phoneNumber, countryCode: 'KE' });
    expect((await listed()).find((user) => user.id === invited.userId)).toMatchObject({ invited: false });

    // A used link names nothing any more.
    const used = await t.call(getInvitation, { params: { token: invited.token }, query: { userId: invited.userId } });
    expect(used.status).toBe(404);
    expect(used.body).toMatchObject({ success: false, code: 'NOT_FOUND' });
  });

  it('answers one 404 for an unknown token and for someone else’s', async () => {
    const owner = await t.owner();
    const first = await invite(owner, 'First Clerk');
    const second = await invite(owner, 'Second Clerk');
    for (const [token, userId] of [
      ['no-such-token', first.userId],
      [first.token, second.userId],
    ] as const) {
      const res = await t.call(getInvitation, { params: { token }, query: { userId } });
      expect(res.status).toBe(404);
      expect(res.body.errordesc).toBeTruthy();
    }
    const missing = await t.call(getInvitation, { params: { token: first.token }, query: {} as { userId: number } });
    expect(missing.status).toBe(400);
    expect(missing.body).toMatchObject({ field: 'userId' });
  });
});
