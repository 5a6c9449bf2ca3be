import { beforeAll, describe, expect, it } from 'vitest';
import {
  addCustomerCredit,
  addCustomerDebit,
  addCustomerNote,
  deleteCustomer,
  deleteCustomerNote,
  getCustomer,
  getCustomerNotes,
  getCustomers,
  getPaginatedCustomers,
  updateCustomer,
  type CustomerInput,
} from '@dukani/contracts';
import { addCustomer } from '@dukani/test-factories';
import { useTestApp } from '../../../test/helper';
import { createMember, type Owner } from '../../../test/fixtures';

const t = useTestApp();
let owner: Owner;
let stranger: Owner;
beforeAll(async () => {
  owner = await t.owner();
  stranger = await t.owner();
});

const update = (id: number, body: Partial<CustomerInput>, token = owner.token) =>
  t.call(updateCustomer, { token, params: { id }, body: { customerInfoCustId: owner.businessId, ...body } });

describe('H5 UpdateCustomer', () => {
  it('replaces the fields, keeps the phone unique among live customers (409 DUPLICATE) and allows keeping its own', async () => {
    const wanjiku = await addCustomer(t.transport, owner, { firstName: 'Wanjiku', lastName: 'Kamau', phoneNumber: '0712000001' });
    await addCustomer(t.transport, owner, { firstName: 'Otieno', lastName: 'Odhiambo', phoneNumber: '0712000002' });
    const edited = await update(wanjiku.id, { clientName: 'Mama Wanjiku', phoneNumber: '0712000001', billingCity: 'Nakuru' });
    expect(edited.status, edited.body.errordesc).toBe(200);
    expect(edited.body.result).toMatchObject({ clientName: 'Mama Wanjiku', phoneNumber: '+254712000001', billingCity: 'Nakuru', firstName: null });
    const taken = await update(wanjiku.id, { clientName: 'Mama Wanjiku', phoneNumber: '+254 712 000 002' });
    expect(taken.status).toBe(409);
    expect(taken.body.code).toBe('DUPLICATE');
    expect(taken.body.errordesc).toContain('Otieno Odhiambo');
    const blank = await update(wanjiku.id, {});
    expect(blank.status).toBe(400);
    expect(blank.body.field).toBe('clientName');
  });

  it("is 404 for another business's customer, also when the body names the caller's business", async () => {
    const theirs = await addCustomer(t.transport, stranger, { phoneNumber: '0712000003' });
    expect((await update(theirs.id, { clientName: 'Taken over' })).status).toBe(404);
    const ours = await addCustomer(t.transport, owner, { phoneNumber: '0712000004' });
    const moved = await t.call(updateCustomer, {
      token: stranger.token,
      params: { id: ours.id },
      body: { customerInfoCustId: stranger.businessId, clientName: 'x' },
    });
    expect(moved.status).toBe(404);
  });
});

describe('H6 DeleteCustomer', () => {
  it('hides the customer from H1, H4 and H16, keeps the ledger, and frees the phone for a new customer', async () => {
    const gone = await addCustomer(t.transport, owner, { clientName: 'Leaving Soon', phoneNumber: '0712000005' });
    await t.call(addCustomerCredit, { token: owner.token, params: { customerId: gone.id }, body: { credit: 50 } });
    await t.call(addCustomerDebit, { token: owner.token, params: { customerId: gone.id }, body: { debitAmount: 50, paymentModes: 'Cash' } });
    const res = await t.call(deleteCustomer, { token: owner.token, params: { id: gone.id } });
    expect(res.status, res.body.errordesc).toBe(200);
    expect(res.body.result).toBeNull();
    const all = await t.call(getCustomers, { token: owner.token, params: { businessId: owner.businessId } });
    expect(all.body.result?.some((row) => row.id === gone.id)).toBe(false);
    const page = await t.call(getPaginatedCustomers, { token: owner.token, params: { businessId: owner.businessId }, query: { SearchParam: 'Leaving' } });
    expect(page.body.result?.totalRecords).toBe(0);
    expect((await t.call(getCustomer, { token: owner.token, params: { id: gone.id } })).status).toBe(404);
    expect((await t.call(deleteCustomer, { token: owner.token, params: { id: gone.id } })).status).toBe(404);
    const rows = await t.database.db.query.customerLedger.findMany({ where: (ledger, { eq }) => eq(ledger.customerId, gone.id) });
    expect(rows).toHaveLength(2);
    const reused = await addCustomer(t.transport, owner, { clientName: 'New Holder', phoneNumber: '0712000005' });
    expect(reused.phoneNumber).toBe('+254712000005');
  });

  it('refuses a customer who still owes money with 409 IN_USE, naming what is owed; settled, they may go', async () => {
    const owing = await addCustomer(t.transport, owner, { clientName: 'Mzee Owes', phoneNumber: '0712000008' });
    await t.call(addCustomerCredit, { token: owner.token, params: { customerId: owing.id }, body: { credit: 1250 } });
    const refused = await t.call(deleteCustomer, { token: owner.token, params: { id: owing.id } });
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('IN_USE');
    expect(refused.body.errordesc).toMatch(/^Mzee Owes still owes KSh 1,250\.00/);
    expect((await t.call(getCustomer, { token: owner.token, params: { id: owing.id } })).status).toBe(200);
    await t.call(addCustomerDebit, { token: owner.token, params: { customerId: owing.id }, body: { debitAmount: 1250, paymentModes: 'Cash' } });
    expect((await t.call(deleteCustomer, { token: owner.token, params: { id: owing.id } })).status).toBe(200);
  });

  it("is 404 for another business's customer and 403 for a cashier with pos only", async () => {
    const theirs = await addCustomer(t.transport, stranger, { phoneNumber: '0712000006' });
    expect((await t.call(deleteCustomer, { token: owner.token, params: { id: theirs.id } })).status).toBe(404);
    const cashier = await createMember(t, owner, { roleTypes: 'Salesperson', roles: ['pos'] });
    const ours = await addCustomer(t.transport, owner, { phoneNumber: '0712000007' });
    expect((await t.call(deleteCustomer, { token: cashier.token, params: { id: ours.id } })).status).toBe(403);
  });
});

describe('H16 GetPaginatedCustomers', () => {
  it('pages by clientName ignoring case, searches name, phone and email, and filters who owes', async () => {
    const shop = await t.owner();
    const names = ['banana Stall', 'Achieng', 'Zawadi', 'mwangi', 'Chebet'];
    const made = [];
    for (const [index, clientName] of names.entries()) {
      made.push(await addCustomer(t.transport, shop, { clientName, phoneNumber: `07130000${10 + index}`, email: index === 2 ? 'zawadi@duka.co.ke' : null }));
    }
    const owing = made[3]!;
    const inAdvance = made[1]!;
    await t.call(addCustomerCredit, { token: shop.token, params: { customerId: owing.id }, body: { credit: 120.5 } });
    await t.call(addCustomerCredit, { token: shop.token, params: { customerId: inAdvance.id }, body: { credit: 10 } });
    const list = (query: Record<string, string | number>) =>
      t.call(getPaginatedCustomers, { token: shop.token, params: { businessId: shop.businessId }, query });

    const first = await list({ PageSize: 2 });
    expect(first.body.result).toMatchObject({ totalRecords: 5, totalPages: 3, currentPageNumber: 1, pageSize: 2 });
    expect(first.body.result?.data.map((row) => row.clientName)).toEqual(['Achieng', 'banana Stall']);
    const last = await list({ PageSize: 2, CurrentPageNumber: 3 });
    expect(last.body.result?.data.map((row) => row.clientName)).toEqual(['Zawadi']);
    expect((await list({ PageSize: 2, CurrentPageNumber: 9 })).body.result?.data).toEqual([]);

    expect((await list({ SearchParam: 'ZAWADI@' })).body.result?.data.map((row) => row.clientName)).toEqual(['Zawadi']);
    expect((await list({ SearchParam: '713000013' })).body.result?.data.map((row) => row.clientName)).toEqual(['mwangi']);
    // Typed the local way, with a space: the stored number is +254713000013.
    expect((await list({ SearchParam: '0713 000013' })).body.result?.data.map((row) => row.clientName)).toEqual(['mwangi']);
    expect((await list({ SearchParam: 'null' })).body.result?.totalRecords).toBe(5);

    const who = await list({ Balance: 'Owing' });
    expect(who.body.result?.data.map((row) => [row.clientName, row.balance])).toEqual([
      ['Achieng', 10],
      ['mwangi', 120.5],
    ]);
    expect((await list({ Balance: 'Clear' })).body.result?.totalRecords).toBe(3);
    const bad = await list({ Balance: 'Some' });
    expect(bad.status).toBe(400);
    expect(bad.body.field).toBe('Balance');
    expect((await list({ PageSize: 101 })).body.field).toBe('PageSize');
  });

  it("refuses another business's list with 403 BUSINESS_ACCESS", async () => {
    const res = await t.call(getPaginatedCustomers, { token: owner.token, params: { businessId: stranger.businessId } });
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('BUSINESS_ACCESS');
  });
});

describe('H12–H14 notes', () => {
  it('adds, lists newest first and deletes notes, each only within the business', async () => {
    const customer = await addCustomer(t.transport, owner, { phoneNumber: '0712000008' });
    const add = (note: string) => t.call(addCustomerNote, { token: owner.token, body: { customerId: customer.id, businesId: owner.businessId, note } });
    const first = await add('Pays on Fridays');
    expect(first.status, first.body.errordesc).toBe(200);
    const second = await add('  Prefers M-Pesa  ');
    expect(second.body.result).toMatchObject({ customerId: customer.id, businesId: owner.businessId, note: 'Prefers M-Pesa' });
    const notes = await t.call(getCustomerNotes, { token: owner.token, params: { customerId: customer.id } });
    expect(notes.body.result?.map((note) => note.note)).toEqual(['Prefers M-Pesa', 'Pays on Fridays']);

    expect((await t.call(deleteCustomerNote, { token: stranger.token, params: { noteId: first.body.result!.id } })).status).toBe(404);
    expect((await t.call(getCustomerNotes, { token: stranger.token, params: { customerId: customer.id } })).status).toBe(404);
    const foreign = await t.call(addCustomerNote, { token: stranger.token, body: { customerId: customer.id, businesId: stranger.businessId, note: 'x' } });
    expect(foreign.status).toBe(404);
    const blank = await add('   ');
    expect(blank.status).toBe(400);
    expect(blank.body.field).toBe('note');

    const deleted = await t.call(deleteCustomerNote, { token: owner.token, params: { noteId: first.body.result!.id } });
    expect(deleted.status).toBe(200);
    const after = await t.call(getCustomerNotes, { token: owner.token, params: { customerId: customer.id } });
    expect(after.body.result?.map((note) => note.note)).toEqual(['Prefers M-Pesa']);
  });
});
