import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { User } from '@dukani/contracts';
import { auditLog, refreshTokens, users } from '../../db/schema';
import { useTestApp, call } from '../../../test/helper';
import { createMember, createOwner, type Owner } from '../../../test/fixtures';

const t = useTestApp();
let owner: Owner;
beforeAll(async () => {
  owner = await createOwner(t);
});
const deactivate = (token: string, userId: number) => call<User>(t.app, 'POST', `/api/User/DeactivateUser/${userId}`, { token });

describe('F9 DeactivateUser', () => {
  it('disables the user, revokes refresh tokens, and their next request is 401', async () => {
    const cashier = await createMember(t, owner, { roleTypes: 'Salesperson', roles: ['pos', 'users'] });
    await t.database.db.insert(refreshTokens).values([
      { userId: cashier.userId, businessId: owner.businessId, tokenHash: `a-${cashier.userId}`, expiresAt: new Date(Date.now() + 86_400_000) },
      { userId: cashier.userId, businessId: owner.businessId, tokenHash: `b-${cashier.userId}`, expiresAt: new Date(Date.now() + 86_400_000) },
    ]);
    expect((await call(t.app, 'GET', `/api/User/GetUsers/${owner.businessId}`, { token: cashier.token })).status).toBe(200);

    const res = await deactivate(owner.token, cashier.userId);
    expect(res.status).toBe(200);
    expect(res.body.result).toMatchObject({
      id: cashier.userId,
      businessId: owner.businessId,
      tenantid: owner.tenantId,
      isEnabled: false,
      roleTypes: 'Salesperson',
      roles: ['pos', 'users'],
    });
    const tokens = await t.database.db.select().from(refreshTokens).where(eq(refreshTokens.userId, cashier.userId));
    expect(tokens.every((row) => row.revokedAt instanceof Date)).toBe(true);
    const next = await call(t.app, 'GET', `/api/User/GetUsers/${owner.businessId}`, { token: cashier.token });
    expect(next.status).toBe(401);
    expect(next.body.code).toBe('UNAUTHENTICATED');

    const [row] = await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'deactivate'));
    expect(row).toMatchObject({ entity: 'user', entityId: String(cashier.userId), userId: owner.userId });
    const listed = await call<User[]>(t.app, 'GET', `/api/User/GetUsers/${owner.businessId}`, { token: owner.token });
    expect(listed.body.result!.find((u) => u.id === cashier.userId)!.isEnabled).toBe(false);
    // Enabled again later, the user signs in afresh: the token from before the deactivation stays dead.
    await t.database.db.update(users).set({ isEnabled: true }).where(eq(users.id, cashier.userId));
    expect((await call(t.app, 'GET', `/api/User/GetUsers/${owner.businessId}`, { token: cashier.token })).status).toBe(401);
  });

  it('refuses to deactivate yourself (409 INVALID_STATE)', async () => {
    const res = await deactivate(owner.token, owner.userId);
    expect(res.status).toBe(409);
    expect(res.body.code).toBe('INVALID_STATE');
  });

  it('lets an Admin deactivate a cashier but not an Owner', async () => {
    const admin = await createMember(t, owner, { roleTypes: 'Admin' });
    const cashier = await createMember(t, owner, { roleTypes: 'Salesperson', roles: ['pos'] });
    expect((await deactivate(admin.token, cashier.userId)).status).toBe(200);
    const res = await deactivate(admin.token, owner.userId);
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('FORBIDDEN');
  });

  it("answers another tenant's user with 404 and a pos-only caller with 403", async () => {
    const other = await createOwner(t);
    expect((await deactivate(owner.token, other.userId)).status).toBe(404);
    const cashier = await createMember(t, owner, { roleTypes: 'Salesperson', roles: ['pos'] });
    const m = await createMember(t, owner);
    const denied = await deactivate(cashier.token, m.userId);
    expect(denied.status).toBe(403);
    expect(denied.body.code).toBe('FORBIDDEN');
  });
});
