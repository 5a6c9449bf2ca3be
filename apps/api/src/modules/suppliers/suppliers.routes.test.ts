import { beforeAll, describe, expect, it } from 'vitest';
import { getAllBusinessSuppliers, type Supplier } from '@dukani/contracts';
import { useTestApp, call } from '../../../test/helper';
import { createMember, createOwner, type Owner } from '../../../test/fixtures';
import { insertSupplier } from '../../../test/catalog';

const t = useTestApp();
let owner: Owner;
let stranger: Owner;
beforeAll(async () => {
  owner = await createOwner(t);
  stranger = await createOwner(t);
});
describe('N1 GetAllBusinessSuppliers', () => {
  it('lists the business’s suppliers by name, without deleted ones', async () => {
    await insertSupplier(t, owner, 'Kapa Oil');
    await insertSupplier(t, owner, 'bidco');
    await insertSupplier(t, owner, 'Removed', { deletedAt: new Date() });
    await insertSupplier(t, stranger, 'Theirs');
    const res = await call<Supplier[]>(t.app, 'GET', `/api/Supplier/GetAllBusinessSuppliers/${owner.businessId}`, { token: owner.token });
    expect(res.status).toBe(200);
    const suppliers = getAllBusinessSuppliers.result.parse(res.body.result);
    expect(suppliers.map((supplier) => supplier.supplierName)).toEqual(['bidco', 'Kapa Oil']);
    expect(suppliers[0]).toMatchObject({ businessId: owner.businessId, isActive: true, supplierEmail: null });
  });

  it('answers 403 for another tenant’s business and for a role without suppliers', async () => {
    expect((await call(t.app, 'GET', `/api/Supplier/GetAllBusinessSuppliers/${stranger.businessId}`, { token: owner.token })).status).toBe(403);
    const cashier = await createMember(t, owner, { roleTypes: 'Salesperson', roles: ['pos'] });
    const res = await call(t.app, 'GET', `/api/Supplier/GetAllBusinessSuppliers/${owner.businessId}`, { token: cashier.token });
    expect(res.status).toBe(403);
  });
});
