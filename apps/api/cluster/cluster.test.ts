import crypto from 'node:crypto';
import {
  confirmBillPayment,
  createExpenseCategory,
  deactivateUser,
  getBusinesses,
  getTotalBill,
  getUsers,
  login,
  setPlanEnd,
  startBillStkPush,
  updateUser,
} from '@dukani/contracts';
import { callRoute, createMember, createOwner, TEST_PASSWORD } from '@dukani/test-factories';
import { describe, expect, inject, it } from 'vitest';
import { clientTransport, databaseQuery, millisecondsUntil, randomClientAddress, stockedProduct } from './support';

const balancerUrl = inject('balancerUrl');
const [urlA, urlB] = inject('apiUrls') as [string, string];
const databaseUrl = inject('databaseUrl');
const balancer = clientTransport(balancerUrl);
const onA = clientTransport(urlA);
const onB = clientTransport(urlB);

describe('two API processes behind HAProxy on one PostgreSQL', () => {
  it('both came up together on the empty database, each migrated once', async () => {
    for (const url of [urlA, urlB]) expect((await fetch(`${url}/api/ready`)).status).toBe(200);
    const applied = await databaseQuery<{ count: string }>(databaseUrl, 'select count(*) from drizzle.__drizzle_migrations');
    const hashes = await databaseQuery<{ count: string }>(databaseUrl, 'select count(distinct hash) from drizzle.__drizzle_migrations');
    expect(Number(applied[0]!.count)).toBeGreaterThan(20);
    expect(applied[0]!.count).toBe(hashes[0]!.count);
  });

  it('a user disabled through one process is refused by the other within 1 s', async () => {
    const owner = await createOwner(balancer);
    const admin = await createMember(balancer, owner, { roleTypes: 'Admin', roles: ['users', 'pos'] });
    const asAdmin = { token: admin.token, params: { businessId: owner.businessId } };
    expect((await callRoute(onB, getUsers, asAdmin)).status).toBe(200);
    expect((await callRoute(onA, deactivateUser, { token: owner.token, params: { userId: admin.userId } })).status).toBe(200);
    const delay = await millisecondsUntil(async () => (await callRoute(onB, getUsers, asAdmin)).status === 401);
    expect(delay).toBeLessThan(1_000);
  });

  it('a module taken away through one process is refused by the other within 1 s', async () => {
    const owner = await createOwner(balancer);
    const clerk = await createMember(balancer, owner, { roleTypes: 'Salesperson', roles: ['pos', 'users'] });
    const asClerk = { token: clerk.token, params: { businessId: owner.businessId } };
    expect((await callRoute(onB, getUsers, asClerk)).status).toBe(200);
    const changed = await callRoute(onA, updateUser, {
      token: owner.token,
      params: { userId: clerk.userId },
      body: { businessId: owner.businessId, name: 'Amina Otieno', countryCode: 'KE', phoneNumber: clerk.phone, roles: ['pos'] },
    });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    const delay = await millisecondsUntil(async () => (await callRoute(onB, getUsers, asClerk)).status === 403);
    expect(delay).toBeLessThan(1_000);
  });

  it('a bill paid by M-Pesa prompt through one process unlocks the shop on the other within 1 s', async () => {
    const owner = await createOwner(balancer);
    const params = { businessId: owner.businessId };
    const lapsed = await callRoute(onA, setPlanEnd, { token: owner.token, body: { businessId: owner.businessId, endsInDays: -30 } });
    expect(lapsed.status, JSON.stringify(lapsed.body)).toBe(200);
    // Outside the till: a lapsed plan locks it.
    const writeOnB = async () =>
      (await callRoute(onB, createExpenseCategory, { token: owner.token, params, body: { name: `Rent ${crypto.randomUUID()}` } })).body;
    expect(await millisecondsUntil(async () => (await writeOnB()).code === 'PLAN_EXPIRED')).toBeLessThan(1_000);
    const due = (await callRoute(onA, getTotalBill, { token: owner.token, params })).body.result!.totalDue;
    expect(due).toBeGreaterThan(0);
    // The simulator's …00 phones pay after 3 s and call back through the balancer, to either process.
    const started = await callRoute(onA, startBillStkPush, {
      token: owner.token,
      body: { businessId: owner.businessId, phoneNumber: '0712345600', amount: Math.ceil(due) },
      idempotencyKey: crypto.randomUUID(),
    });
    expect(started.status, JSON.stringify(started.body)).toBe(200);
    const checkout = started.body.result!.CheckoutRequestID;
    await millisecondsUntil(
      async () => (await callRoute(onA, confirmBillPayment, { token: owner.token, params: { CheckoutRequestID: checkout } })).body.result?.status === 'Paid',
      30_000,
    );
    expect(await millisecondsUntil(async () => (await writeOnB()).success === true)).toBeLessThan(1_000);
  });

  it('password guesses for one phone spread over both processes are limited as one (API.md 1.10: 10 a minute)', async () => {
    const owner = await createOwner(balancer);
    // createOwner signed in once already: that try counts too, so 9 more are allowed in this minute.
    const statuses: number[] = [];
    for (let guess = 0; guess < 13; guess++) {
      // A new client address each time: only the per-phone limit can stop these.
      const transport = clientTransport(guess % 2 === 0 ? urlA : urlB, randomClientAddress());
      const answer = await callRoute(transport, login, { body: { countryCode: 'KE', username: owner.phone, password: 'wrong-password', platform: 'Web' } });
      statuses.push(answer.status);
      if (answer.status !== 400 && answer.status !== 429) throw new Error(`guess ${guess}: ${answer.status} ${JSON.stringify(answer.body)}`);
    }
    // Counted per process, each would allow 10: all 13 would be 400 (wrong password).
    expect(statuses).toEqual([...Array<number>(9).fill(400), 429, 429, 429, 429]);
    // The right password is refused too until the minute passes: the limit counts tries, not failures.
    const right = await callRoute(onB, login, { body: { countryCode: 'KE', username: owner.phone, password: TEST_PASSWORD, platform: 'Web' } });
    expect(right.status).toBe(429);
  });

  it('a logo uploaded through one process is served by the other', async () => {
    const owner = await createOwner(balancer);
    const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');
    const form = new FormData();
    form.set('payload', JSON.stringify({ organizationName: 'Mama Njeri Shop', city: 'Nairobi' }));
    form.set('logo', new Blob([png], { type: 'image/png' }), 'logo.png');
    const uploaded = await fetch(`${urlA}/api/Business/UpdateBusiness/${owner.businessId}`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${owner.token}`, 'x-forwarded-for': randomClientAddress() },
      body: form,
    });
    expect(uploaded.status, await uploaded.clone().text()).toBe(200);
    const businesses = (await callRoute(onB, getBusinesses, { token: owner.token })).body.result!;
    const logo = businesses.find((business) => business.businessId === owner.businessId)?.logo;
    expect(logo).toBeTruthy();
    const served = await fetch(new URL(logo!, urlB));
    expect(served.status).toBe(200);
    expect(Buffer.from(await served.arrayBuffer()).subarray(0, 8)).toEqual(png.subarray(0, 8));
  });

  it('one Idempotency-Key sent to both processes at once makes one sale', async () => {
    const owner = await createOwner(balancer);
    const { product, sale } = await stockedProduct(balancer, owner, 100);
    const key = crypto.randomUUID();
    const answers = await Promise.all([sale(onA, key), sale(onB, key), sale(onA, key), sale(onB, key)]);
    for (const answer of answers) expect([200, 409], JSON.stringify(answer.body)).toContain(answer.status);
    expect(answers.filter((answer) => answer.status === 200).length).toBeGreaterThan(0);
    const made = await databaseQuery<{ count: string }>(databaseUrl, 'select count(*) from transactions where business_id = $1', [owner.businessId]);
    expect(Number(made[0]!.count)).toBe(1);
    const stock = await databaseQuery<{ quantity: string }>(databaseUrl, 'select quantity from products where id = $1', [product.id]);
    expect(Number(stock[0]!.quantity)).toBe(99);
  });
});
