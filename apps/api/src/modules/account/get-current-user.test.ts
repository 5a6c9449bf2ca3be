import { describe, expect, it } from 'vitest';
import { getCurrentUser } from '@dukani/contracts';
import { useTestApp, call } from '../../../test/helper';
import { createMember, createOwner } from '../../../test/fixtures';

const t = useTestApp();
describe('B6 GetCurrentUser (added)', () => {
  it('gives a cashier their own record, while F10 stays closed to their role', async () => {
    const owner = await createOwner(t);
    const cashier = await createMember(t, owner, { roleTypes: 'Salesperson', roles: ['pos'] });
    const me = await call(t.app, 'GET', '/api/Account/GetCurrentUser', { token: cashier.token });
    expect(me.status).toBe(200);
    const result = getCurrentUser.result.parse(me.body.result);
    expect(result).toMatchObject({
      id: cashier.userId,
      name: 'Test Member',
      phoneNumber: cashier.phone,
      roleTypes: 'Salesperson',
      roles: ['pos'],
      businessId: owner.businessId,
    });
    const f10 = await call(t.app, 'GET', `/api/User/GetUserById/${cashier.userId}`, { token: cashier.token });
    expect(f10.status).toBe(403);
  });

  it('needs a token', async () => {
    expect((await call(t.app, 'GET', '/api/Account/GetCurrentUser')).status).toBe(401);
  });
});
