import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { BusinessUser, User } from '@dukani/contracts';
import { auditLog } from '../../db/schema';
import { createBusinessWithDefaults } from '../business/create-business-with-defaults';
import { useTestApp, call } from '../../../test/helper';
import { createMember, createOwner, type Owner } from '../../../test/fixtures';

const t = useTestApp();
let owner: Owner;
let branchId: number;
beforeAll(async () => {
  owner = await createOwner(t);
  branchId = (
    await createBusinessWithDefaults(t.database.db, { tenantId: owner.tenantId, ownerUserId: owner.userId, country: 'KE', organizationName: 'Branch' })
  ).id;
});
const link = (token: string, body: Record<string, unknown>) => call<BusinessUser>(t.app, 'POST', '/api/User/CreateBusinessUser', { token, body });

describe('F5 CreateBusinessUser', () => {
  it('links a user of the tenant to another business and returns the BusinessUser', async () => {
    const m = await createMember(t, owner, { roleTypes: 'Salesperson', roles: ['pos'] });
    const res = await link(owner.token, { userId: m.userId, businessId: branchId, fullnames: 'ignored', roleTypes: 'User', roles: ['products'] });
    expect(res.status).toBe(200);
    expect(res.body.result).toEqual({ userId: m.userId, businessId: branchId, fullnames: 'Test Member', roleTypes: 'User', roles: ['products'] });
    const users = await call<User[]>(t.app, 'GET', `/api/User/GetUsers/${branchId}`, { token: owner.token });
    expect(users.body.result!.find((u) => u.id === m.userId)).toMatchObject({ businessId: branchId, roleTypes: 'User', roles: ['products'] });
    const audits = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'business_user'), eq(auditLog.entityId, String(m.userId))));
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({ action: 'link', businessId: branchId, userId: owner.userId });
  });

  it('defaults to role User with no keys', async () => {
    const m = await createMember(t, owner);
    const res = await link(owner.token, { userId: m.userId, businessId: branchId });
    expect(res.body.result).toMatchObject({ roleTypes: 'User', roles: [] });
  });

  it('answers an existing link with 409 DUPLICATE', async () => {
    const m = await createMember(t, owner);
    const res = await link(owner.token, { userId: m.userId, businessId: owner.businessId });
    expect(res.status).toBe(409);
    expect(res.body.code).toBe('DUPLICATE');
  });

  it("answers another tenant's user with 404 and another tenant's business with 403 BUSINESS_ACCESS", async () => {
    const other = await createOwner(t);
    const foreignUser = await link(owner.token, { userId: other.userId, businessId: branchId });
    expect(foreignUser.status).toBe(404);
    expect(foreignUser.body.code).toBe('NOT_FOUND');
    const m = await createMember(t, owner);
    const foreignBusiness = await link(owner.token, { userId: m.userId, businessId: other.businessId });
    expect(foreignBusiness.status).toBe(403);
    expect(foreignBusiness.body.code).toBe('BUSINESS_ACCESS');
  });

  it('lets only an Owner link someone as Owner', async () => {
    const admin = await createMember(t, owner, { roleTypes: 'Admin', businessId: branchId });
    const m = await createMember(t, owner);
    const denied = await link(admin.token, { userId: m.userId, businessId: branchId, roleTypes: 'Owner' });
    expect(denied.status).toBe(403);
    expect(denied.body.code).toBe('FORBIDDEN');
    expect((await link(admin.token, { userId: m.userId, businessId: branchId, roleTypes: 'Admin' })).status).toBe(200);
  });

  it('names the missing field', async () => {
    const res = await link(owner.token, { businessId: branchId });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'VALIDATION', field: 'userId', errordesc: 'userId is required' });
  });
});
