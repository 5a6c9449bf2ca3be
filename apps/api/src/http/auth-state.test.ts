import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { businesses, businessUsers, tenants, users } from '../db/schema';
import { tablesWritten, WriteWatch } from '../db/write-watch';
import { parseChange } from '../db/change-feed';
import { AuthStateCache } from './auth-state';
import { call, useTestApp } from '../../test/helper';
import { createMember, createOwner } from '../../test/fixtures';

// Issue 18 item 2: the token's user state is cached in the process; every change must still be seen at once.
const t = useTestApp();

const businessesOf = (token: string) => call(t.app, 'GET', '/api/Business/GetBusinesses', { token });

describe('auth state cache', () => {
  it('names the tables a statement writes, CTE chains included', () => {
    expect(tablesWritten('update "users" set "is_enabled" = $1 where "users"."id" = $2')).toEqual(['users']);
    expect(tablesWritten('with a as (insert into "audit_log" (x) values (1)) delete from business_users where id = 1')).toEqual([
      'audit_log',
      'business_users',
    ]);
    expect(tablesWritten('select * from "users" where "users"."id" = $1')).toEqual([]);
  });

  it('reads the change notices of other processes: table and tenant, or every tenant', () => {
    expect(parseChange('users:12')).toEqual({ table: 'users', tenantId: 12 });
    expect(parseChange('plans:*')).toEqual({ table: 'plans', tenantId: null });
    expect(parseChange(undefined)).toEqual({ table: '', tenantId: null });
  });

  it('keeps no entry past its time limit, should a change ever go unheard', async () => {
    const owner = await createOwner(t);
    const member = await createMember(t, owner, { roles: ['pos'] });
    // A watch no connection reports to: the change below is one this cache never hears of.
    const cache = new AuthStateCache(new WriteWatch(), { ttlMs: 300 });
    expect((await cache.user(t.database.db, member.userId))?.isEnabled).toBe(true);
    await t.database.db.update(users).set({ isEnabled: false }).where(eq(users.id, member.userId));
    expect((await cache.user(t.database.db, member.userId))?.isEnabled).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 350));
    expect((await cache.user(t.database.db, member.userId))?.isEnabled).toBe(false);
  });

  it('a user disabled, deleted or with a raised token version is refused on the very next request', async () => {
    const owner = await createOwner(t);
    for (const change of [{ isEnabled: false }, { deletedAt: new Date() }, { tokenVersion: 1 }]) {
      const member = await createMember(t, owner, { roles: ['pos'] });
      expect((await businessesOf(member.token)).status).toBe(200);
      expect((await businessesOf(member.token)).status).toBe(200);
      await t.database.db.update(users).set(change).where(eq(users.id, member.userId));
      expect((await businessesOf(member.token)).status).toBe(401);
    }
  });

  it('a role taken away, a link removed and a plan changed are seen on the next request', async () => {
    const owner = await createOwner(t);
    const member = await createMember(t, owner, { roles: ['pos'] });
    const sales = () => call(t.app, 'GET', `/api/Transactions/GetPOSTransactions/${owner.businessId}`, { token: member.token });
    expect((await sales()).status).toBe(200);
    await t.database.db.update(businessUsers).set({ roles: [] }).where(eq(businessUsers.userId, member.userId));
    expect((await sales()).status).toBe(403);
    await t.database.db
      .update(businessUsers)
      .set({ roles: ['pos'] })
      .where(eq(businessUsers.userId, member.userId));
    expect((await sales()).status).toBe(200);
    await t.database.db.delete(businessUsers).where(eq(businessUsers.userId, member.userId));
    expect((await sales()).body).toMatchObject({ code: 'BUSINESS_ACCESS' });
    const ownerSales = () => call(t.app, 'GET', `/api/Transactions/GetPOSTransactions/${owner.businessId}`, { token: owner.token });
    expect((await ownerSales()).status).toBe(200);
    const expired = new Date(Date.now() - 30 * 24 * 3600 * 1000);
    await t.database.db.update(tenants).set({ planExpiresOn: expired }).where(eq(tenants.id, owner.tenantId));
    const write = await call(t.app, 'POST', `/api/Expense/category/create/${owner.businessId}`, { token: owner.token, body: { name: 'Rent' } });
    expect(write.body).toMatchObject({ code: 'PLAN_EXPIRED' });
  });

  it("C1's kept answer follows a renamed business, a new role and a removed link on the next request", async () => {
    const owner = await createOwner(t);
    const member = await createMember(t, owner, { roles: ['pos'] });
    const names = async () =>
      ((await businessesOf(member.token)).body.result as { organizationName: string; roles: string[] }[]).map((b) => [b.organizationName, b.roles]);
    const before = await names();
    expect(await names()).toEqual(before);
    await t.database.db.update(businesses).set({ organizationName: 'Renamed Duka' }).where(eq(businesses.id, owner.businessId));
    expect(await names()).toEqual([['Renamed Duka', ['pos']]]);
    await t.database.db
      .update(businessUsers)
      .set({ roles: ['pos', 'customers'] })
      .where(eq(businessUsers.userId, member.userId));
    expect(await names()).toEqual([['Renamed Duka', ['pos', 'customers']]]);
    await t.database.db.delete(businessUsers).where(eq(businessUsers.userId, member.userId));
    expect(await names()).toEqual([]);
  });
});
