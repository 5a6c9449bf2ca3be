import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { customerRowSchema, customerSchema, getCustomers, type Customer, type CustomerInput, type CustomerRow } from '@dukani/contracts';
import { auditLog, customerLedger, customers } from '../../db/schema';
import { useTestApp, call } from '../../../test/helper';
import { createMember, createOwner, type Owner } from '../../../test/fixtures';
import { isPhoneViolation } from './customers.queries';
import { getCustomerBalance } from './get-customer-balance';

const t = useTestApp();
let owner: Owner;
let stranger: Owner;
beforeAll(async () => {
  owner = await createOwner(t);
  stranger = await createOwner(t);
});
const H2 = '/api/Customer/AddCustomer';

function add(token: string, body: Partial<CustomerInput> & Pick<CustomerInput, 'customerInfoCustId'>) {
  return call<Customer>(t.app, 'POST', H2, { token, body });
}

async function added(o: Pick<Owner, 'token' | 'businessId'>, body: Partial<CustomerInput> = {}): Promise<Customer> {
  const res = await add(o.token, { customerInfoCustId: o.businessId, ...body });
  expect(res.status, res.body.errordesc).toBe(200);
  return customerSchema.parse(res.body.result);
}

async function ledger(o: Owner, customerId: number, type: 'Credit' | 'Debit', amount: number) {
  await t.database.db.insert(customerLedger).values({ tenantId: o.tenantId, businessId: o.businessId, customerId, type, amount, transactionDate: new Date() });
}

describe('H2 AddCustomer', () => {
  it('builds clientName from the names, stores the phone as E.164 and writes an audit row', async () => {
    const customer = await added(owner, { firstName: 'Wanjiku', lastName: ' Kamau ', phoneNumber: '0712 345 678', email: '' });
    expect(customer).toMatchObject({
      clientName: 'Wanjiku Kamau',
      firstName: 'Wanjiku',
      lastName: 'Kamau',
      phoneNumber: '+254712345678',
      email: null,
      customerInfoCustId: owner.businessId,
      active: true,
      favourite: false,
      approved: true,
      billingPhone: null,
    });
    const logs = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'customer'), eq(auditLog.entityId, String(customer.id))));
    expect(logs).toHaveLength(1);
    const named = await added(owner, { clientName: 'Mama Mboga', firstName: 'Akinyi', billingCity: 'Kisumu' });
    expect(named).toMatchObject({ clientName: 'Mama Mboga', firstName: 'Akinyi', lastName: null, phoneNumber: null, billingCity: 'Kisumu' });
  });

  it('refuses a phone a live customer of the business already has, written either way, with 409 DUPLICATE', async () => {
    await added(owner, { clientName: 'Otieno', phoneNumber: '+254722000111' });
    for (const phoneNumber of ['0722000111', '+254 722 000 111', '254722000111']) {
      const res = await add(owner.token, { customerInfoCustId: owner.businessId, clientName: 'Someone Else', phoneNumber });
      expect(res.status).toBe(409);
      expect(res.body).toMatchObject({ code: 'DUPLICATE', field: 'phoneNumber' });
    }
    // Two adds racing past the check meet the unique index, which maps to the same 409.
    const race = await t.database.db
      .insert(customers)
      .values({ tenantId: owner.tenantId, businessId: owner.businessId, clientName: 'Racer', phoneNumber: '+254722000111' })
      .then(
        () => null,
        (error: unknown) => error,
      );
    expect(isPhoneViolation(race)).toBe(true);
    // Another shop may know the same person; a deleted customer frees the number.
    await added(stranger, { clientName: 'Otieno', phoneNumber: '0722000111' });
    const gone = await added(owner, { clientName: 'Moved Away', phoneNumber: '0733000222' });
    await t.database.db.update(customers).set({ deletedAt: new Date() }).where(eq(customers.id, gone.id));
    expect((await added(owner, { clientName: 'New Holder', phoneNumber: '0733000222' })).phoneNumber).toBe('+254733000222');
  });

  it('normalises with the business’s country', async () => {
    const kampala = await createOwner(t, { country: 'UG' });
    expect((await added(kampala, { clientName: 'Nakato', phoneNumber: '0772123456' })).phoneNumber).toBe('+256772123456');
  });

  it('answers 400 for blank names, an unreadable phone and a number of another country', async () => {
    const cases: [Partial<CustomerInput>, string][] = [
      [{ firstName: ' ', lastName: '', clientName: '  ' }, 'clientName'],
      [{}, 'clientName'],
      [{ clientName: 'Kamau', phoneNumber: 'call me' }, 'phoneNumber'],
      [{ clientName: 'Kamau', phoneNumber: '+256772123456' }, 'phoneNumber'],
    ];
    const before = await t.database.db.select().from(customers).where(eq(customers.businessId, owner.businessId));
    for (const [body, field] of cases) {
      const res = await add(owner.token, { customerInfoCustId: owner.businessId, ...body });
      expect(res.status).toBe(400);
      expect(res.body.field).toBe(field);
      expect(res.body.errordesc!.startsWith(field)).toBe(true);
    }
    const after = await t.database.db.select().from(customers).where(eq(customers.businessId, owner.businessId));
    expect(after).toHaveLength(before.length);
  });

  it('answers 403 for a business the caller is not linked to', async () => {
    const res = await add(owner.token, { customerInfoCustId: stranger.businessId, clientName: 'Sneaky' });
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('BUSINESS_ACCESS');
  });
});

describe('H1 GetCustomers and H4 GetCustomer', () => {
  it('lists live customers by clientName with balance = credits − debits', async () => {
    const shop = await createOwner(t);
    const zawadi = await added(shop, { clientName: 'zawadi' });
    const baraka = await added(shop, { clientName: 'Baraka' });
    const gone = await added(shop, { clientName: 'Aaron Gone' });
    await t.database.db.update(customers).set({ deletedAt: new Date() }).where(eq(customers.id, gone.id));
    await added(stranger, { clientName: 'Abel Elsewhere' });
    await ledger(shop, baraka.id, 'Credit', 500);
    await ledger(shop, baraka.id, 'Credit', 120.5);
    await ledger(shop, baraka.id, 'Debit', 200.25);
    await ledger(shop, zawadi.id, 'Debit', 50);
    const res = await call<CustomerRow[]>(t.app, 'GET', `/api/Customer/GetCustomers/${shop.businessId}`, { token: shop.token });
    expect(res.status).toBe(200);
    const rows = getCustomers.result.parse(res.body.result);
    expect(rows.map((row) => [row.clientName, row.balance])).toEqual([
      ['Baraka', 420.25],
      ['zawadi', -50],
    ]);

    const one = await call<CustomerRow>(t.app, 'GET', `/api/Customer/GetCustomer/${baraka.id}`, { token: shop.token });
    expect(one.status).toBe(200);
    expect(customerRowSchema.parse(one.body.result)).toEqual({ ...baraka, balance: 420.25 });
    expect(await getCustomerBalance(t.database.db, baraka.id)).toBe(420.25);
    expect(await getCustomerBalance(t.database.db, gone.id)).toBe(0);
  });

  it('answers 404 for another business’s customer, a deleted one and an unknown id', async () => {
    const theirs = await added(stranger, { clientName: 'Not Yours' });
    const gone = await added(owner, { clientName: 'Deleted' });
    await t.database.db.update(customers).set({ deletedAt: new Date() }).where(eq(customers.id, gone.id));
    for (const id of [theirs.id, gone.id, 999_999]) {
      const res = await call(t.app, 'GET', `/api/Customer/GetCustomer/${id}`, { token: owner.token });
      expect(res.status).toBe(404);
      expect(res.body.code).toBe('NOT_FOUND');
    }
  });
});

describe('the till’s pickers for a cashier with only pos', () => {
  it('opens H1, H2, H4 and F13 to pos, and refuses a role with neither customers nor pos', async () => {
    const cashier = await createMember(t, owner, { roleTypes: 'Salesperson', roles: ['pos'] });
    const customer = await added({ token: cashier.token, businessId: owner.businessId }, { clientName: 'Walk-in Regular' });
    expect((await call(t.app, 'GET', `/api/Customer/GetCustomers/${owner.businessId}`, { token: cashier.token })).status).toBe(200);
    expect((await call(t.app, 'GET', `/api/Customer/GetCustomer/${customer.id}`, { token: cashier.token })).status).toBe(200);
    expect((await call(t.app, 'GET', `/api/User/GetSalesPersons/${owner.businessId}`, { token: cashier.token })).status).toBe(200);
    const clerk = await createMember(t, owner, { roleTypes: 'User', roles: ['products'] });
    expect((await call(t.app, 'GET', `/api/Customer/GetCustomers/${owner.businessId}`, { token: clerk.token })).status).toBe(403);
    expect((await call(t.app, 'GET', `/api/Customer/GetCustomer/${customer.id}`, { token: clerk.token })).status).toBe(403);
    expect((await add(clerk.token, { customerInfoCustId: owner.businessId, clientName: 'Nope' })).status).toBe(403);
  });
});
