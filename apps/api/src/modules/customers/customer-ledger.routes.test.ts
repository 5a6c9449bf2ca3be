import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  addCustomerCredit,
  addCustomerDebit,
  getCreditDetails,
  getCreditHistory,
  getCreditReport,
  getCustomer,
  getPaginatedCustomers,
} from '@dukani/contracts';
import { addCustomer } from '@dukani/test-factories';
import { sumMoney } from '@dukani/domain';
import { useTestApp } from '../../../test/helper';
import { createMember, type Owner } from '../../../test/fixtures';

const t = useTestApp();
let owner: Owner;
let stranger: Owner;
beforeAll(async () => {
  owner = await t.owner();
  stranger = await t.owner();
});

const pay = (customerId: number, debitAmount: number, extra: { token?: string; idempotencyKey?: string; transactionDate?: string } = {}) =>
  t.call(addCustomerDebit, {
    token: extra.token ?? owner.token,
    params: { customerId },
    body: { debitAmount, paymentModes: 'Cash', ...(extra.transactionDate ? { transactionDate: extra.transactionDate } : {}) },
    ...(extra.idempotencyKey ? { idempotencyKey: extra.idempotencyKey } : {}),
  });
const owe = (customerId: number, credit: number, extra: { transactionDate?: string; dueDate?: string } = {}) =>
  t.call(addCustomerCredit, { token: owner.token, params: { customerId }, body: { credit, ...extra } });

describe('H7 AddDebit / H8 AddCredit', () => {
  it('moves the balance both ways; a payment above the balance leaves an advance (negative balance)', async () => {
    const customer = await addCustomer(t.transport, owner, { phoneNumber: '0711000001' });
    const owed = await owe(customer.id, 1000, { dueDate: '2030-01-31' });
    expect(owed.status, owed.body.errordesc).toBe(200);
    expect(owed.body.result?.balance).toBe(1000);
    const paid = await pay(customer.id, 400.25);
    expect(paid.body.result?.balance).toBe(599.75);
    const over = await pay(customer.id, 700);
    expect(over.status).toBe(200);
    expect(over.body.result?.balance).toBe(-100.25);
    const row = await t.call(getCustomer, { token: owner.token, params: { id: customer.id } });
    expect(row.body.result?.balance).toBe(-100.25);
  });

  it('records a payment replayed with its Idempotency-Key once', async () => {
    const customer = await addCustomer(t.transport, owner, { phoneNumber: '0711000002' });
    await owe(customer.id, 500);
    const key = randomUUID();
    const first = await pay(customer.id, 200, { idempotencyKey: key });
    const again = await pay(customer.id, 200, { idempotencyKey: key });
    expect(first.body.result?.balance).toBe(300);
    expect(again.status).toBe(200);
    expect(again.body.result?.balance).toBe(300);
    const history = await t.call(getCreditHistory, { token: owner.token, params: { customerId: customer.id } });
    expect(history.body.result).toHaveLength(2);
    const otherBody = await pay(customer.id, 250, { idempotencyKey: key });
    expect(otherBody.status).toBe(409);
    expect(otherBody.body.code).toBe('IDEMPOTENCY_REUSED');
  });

  it('refuses 0, negative and a day that does not exist with a 400 naming the field, and writes nothing', async () => {
    const customer = await addCustomer(t.transport, owner, { phoneNumber: '0711000003' });
    for (const amount of [0, -50]) {
      const res = await pay(customer.id, amount);
      expect(res.status).toBe(400);
      expect(res.body.field).toBe('debitAmount');
      expect(res.body.errordesc).toMatch(/^debitAmount/);
      const credit = await owe(customer.id, amount);
      expect(credit.body.field).toBe('credit');
    }
    for (const paymentModes of ['PayLater', 'Bitcoin']) {
      const res = await t.call(addCustomerDebit, { token: owner.token, params: { customerId: customer.id }, body: { debitAmount: 10, paymentModes } });
      expect(res.status).toBe(400);
      expect(res.body.field).toBe('paymentModes');
      expect(res.body.errordesc).toMatch(/^paymentModes: /);
    }
    const badDay = await owe(customer.id, 10, { dueDate: '2030-02-30' });
    expect(badDay.status).toBe(400);
    expect(badDay.body.field).toBe('dueDate');
    const history = await t.call(getCreditHistory, { token: owner.token, params: { customerId: customer.id } });
    expect(history.body.result).toEqual([]);
    // A built-in method typed in another case is stored as the shop spells it.
    await t.call(addCustomerDebit, { token: owner.token, params: { customerId: customer.id }, body: { debitAmount: 10, paymentModes: 'mpesa' } });
    const [payment] = (await t.call(getCreditHistory, { token: owner.token, params: { customerId: customer.id } })).body.result ?? [];
    expect(payment?.paymentModes).toBe('Mpesa');
  });

  it("answers 404 for another business's customer and 403 for a role without the customers key", async () => {
    const theirs = await addCustomer(t.transport, stranger, { phoneNumber: '0711000004' });
    expect((await pay(theirs.id, 10)).status).toBe(404);
    expect((await owe(theirs.id, 10)).status).toBe(404);
    for (const contract of [getCreditHistory, getCreditDetails] as const) {
      expect((await t.call(contract, { token: owner.token, params: { customerId: theirs.id } })).status).toBe(404);
    }
    const ours = await addCustomer(t.transport, owner, { phoneNumber: '0711000005' });
    const cashier = await createMember(t, owner, { roleTypes: 'Salesperson', roles: ['pos'] });
    expect((await pay(ours.id, 10, { token: cashier.token })).status).toBe(403);
  });
});

describe('H9 GetCreditHistory, H10 GetCreditReport, H11 GetCreditDetails', () => {
  it('lists newest first with the balance after each row; the statement has opening and closing balances of its period', async () => {
    const customer = await addCustomer(t.transport, owner, { phoneNumber: '0711000006' });
    // KE is UTC+3: 22:30 UTC on the 9th is already the 10th in the shop.
    await owe(customer.id, 1000, { transactionDate: '2025-01-05T10:00:00+03:00', dueDate: '2025-01-20' });
    await pay(customer.id, 300, { transactionDate: '2025-01-09T22:30:00Z' });
    await owe(customer.id, 200, { transactionDate: '2025-01-15T09:00:00+03:00', dueDate: '2099-01-01' });
    await pay(customer.id, 100, { transactionDate: '2025-02-01T09:00:00+03:00' });

    const history = await t.call(getCreditHistory, { token: owner.token, params: { customerId: customer.id } });
    expect(history.body.result?.map((row) => [row.type, row.amount, row.balanceAfter])).toEqual([
      ['Debit', 100, 800],
      ['Credit', 200, 900],
      ['Debit', 300, 700],
      ['Credit', 1000, 1000],
    ]);
    expect(history.body.result?.[3]).toMatchObject({ dueDate: '2025-01-20', transactionId: 0, paymentModes: null });

    const report = await t.call(getCreditReport, {
      token: owner.token,
      params: { customerId: customer.id },
      query: { StartDate: '2025-01-10', EndDate: '2025-01-31' },
    });
    expect(report.status, report.body.errordesc).toBe(200);
    expect(report.body.result).toMatchObject({ openingBalance: 1000, closingBalance: 900, startDate: '2025-01-10', endDate: '2025-01-31' });
    expect(report.body.result?.rows.map((row) => row.amount)).toEqual([300, 200]);
    // Timestamps go out in UTC with milliseconds, as every other answer writes them.
    expect(report.body.result?.rows.map((row) => row.transactionDate)).toEqual(['2025-01-09T22:30:00.000Z', '2025-01-15T06:00:00.000Z']);
    expect(history.body.result?.[3]?.transactionDate).toBe('2025-01-05T07:00:00.000Z');

    const details = await t.call(getCreditDetails, { token: owner.token, params: { customerId: customer.id } });
    // 400 paid settles the January 20 credit down to 600, which is overdue; the 2099 credit is next.
    expect(details.body.result).toEqual({
      customerId: customer.id,
      totalCredit: 1200,
      totalDebit: 400,
      balance: 800,
      overdueAmount: 600,
      nextDueDate: '2099-01-01',
      // Credits recorded outside a sale buy nothing and are no visit.
      totalBought: 0,
      lastVisit: null,
    });
  });

  it('refuses a statement whose EndDate is before StartDate, or with a missing or impossible date, naming the field', async () => {
    const customer = await addCustomer(t.transport, owner, { phoneNumber: '0711000007' });
    const report = (query: { StartDate?: string; EndDate?: string }) =>
      t.call(getCreditReport, { token: owner.token, params: { customerId: customer.id }, query });
    const backwards = await report({ StartDate: '2025-02-01', EndDate: '2025-01-31' });
    expect(backwards.status).toBe(400);
    expect(backwards.body.field).toBe('EndDate');
    expect(backwards.body.errordesc).toMatch(/^EndDate/);
    expect((await report({ StartDate: '2025-02-01' })).body.field).toBe('EndDate');
    expect((await report({ StartDate: '2025-02-30', EndDate: '2025-03-01' })).body.field).toBe('StartDate');
  });
});

describe('the balance invariant', () => {
  it('keeps Σ credits − Σ debits = H11 = H16 = H4 = H10 closing balance, to the cent, for any mix of entries', async () => {
    let run = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.record({ isCredit: fc.boolean(), cents: fc.integer({ min: 1, max: 5_000_000 }) }), { minLength: 1, maxLength: 12 }),
        async (entries) => {
          run += 1;
          const customer = await addCustomer(t.transport, owner, { clientName: `Invariant ${run}`, phoneNumber: null });
          for (const entry of entries) {
            const res = entry.isCredit ? await owe(customer.id, entry.cents / 100) : await pay(customer.id, entry.cents / 100);
            expect(res.status, res.body.errordesc).toBe(200);
          }
          const credits = sumMoney(entries.filter((e) => e.isCredit).map((e) => e.cents / 100));
          const debits = sumMoney(entries.filter((e) => !e.isCredit).map((e) => e.cents / 100));
          const expected = sumMoney([credits, -debits]);
          const details = await t.call(getCreditDetails, { token: owner.token, params: { customerId: customer.id } });
          expect(details.body.result).toMatchObject({ totalCredit: credits, totalDebit: debits, balance: expected });
          const one = await t.call(getCustomer, { token: owner.token, params: { id: customer.id } });
          expect(one.body.result?.balance).toBe(expected);
          const page = await t.call(getPaginatedCustomers, {
            token: owner.token,
            params: { businessId: owner.businessId },
            query: { SearchParam: `Invariant ${run}` },
          });
          expect(page.body.result?.data.find((row) => row.id === customer.id)?.balance).toBe(expected);
          const statement = await t.call(getCreditReport, {
            token: owner.token,
            params: { customerId: customer.id },
            query: { StartDate: '2020-01-01', EndDate: '2099-12-31' },
          });
          expect(statement.body.result).toMatchObject({ openingBalance: 0, closingBalance: expected });
        },
      ),
      { numRuns: 15 },
    );
  });
});
