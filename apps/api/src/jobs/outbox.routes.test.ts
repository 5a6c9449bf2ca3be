import { beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray } from 'drizzle-orm';
import type { FailedJob } from '@dukani/contracts';
import { OutboxSms } from '@dukani/sms';
import { auditLog, outboxJobs, smsMessages } from '../db/schema';
import { queueSms } from '../lib/sms-queue';
import { call, useTestApp } from '../../test/helper';
import { createMember, createOwner, type Owner } from '../../test/fixtures';
import { stkQueryJob } from '../modules/mpesa/stk-query.job';
import { enqueue } from './enqueue';
import { drainOutboxOnce } from './outbox-worker';
import { runOutboxCommand } from './outbox-commands';
import { jobRegistry } from './registry';

const t = useTestApp();
let shop: Owner;
let otherShop: Owner;
const ids = { shopDeadSms: 0, shopFailingQuery: 0, shopDone: 0, otherDead: 0, signupDead: 0 };

const lastJobId = async () => (await t.database.db.select({ id: outboxJobs.id }).from(outboxJobs)).map((row) => row.id).sort((a, b) => b - a)[0]!;
const setJob = (id: number, changes: Partial<typeof outboxJobs.$inferInsert>) => t.database.db.update(outboxJobs).set(changes).where(eq(outboxJobs.id, id));
const dead = { status: 'Dead' as const, attempts: 8, lastError: 'gateway down', deadAt: new Date() };

beforeAll(async () => {
  shop = await createOwner(t);
  otherShop = await createOwner(t);
  const db = t.database.db;
  await queueSms(db, '+254712000901', 'Your receipt', { businessId: shop.businessId });
  ids.shopDeadSms = await lastJobId();
  await setJob(ids.shopDeadSms, dead);
  ids.shopFailingQuery = await enqueue(db, stkQueryJob, { checkoutRequestId: 'ws_CO_1' }, { businessId: shop.businessId });
  await setJob(ids.shopFailingQuery, { attempts: 2, lastError: 'M-Pesa busy', nextAttemptAt: new Date(Date.now() + 3_600_000) });
  ids.shopDone = await enqueue(db, stkQueryJob, { checkoutRequestId: 'ws_CO_2' }, { businessId: shop.businessId });
  await setJob(ids.shopDone, { status: 'Done', doneAt: new Date() });
  ids.otherDead = await enqueue(db, stkQueryJob, { checkoutRequestId: 'ws_CO_3' }, { businessId: otherShop.businessId });
  await setJob(ids.otherDead, dead);
  await queueSms(db, '+254712000902', 'Your Dukani code is 000000.');
  ids.signupDead = await lastJobId();
  await setJob(ids.signupDead, dead);
});

const list = (token: string, businessId: number) => call<FailedJob[]>(t.app, 'GET', `/api/Outbox/GetFailedJobs/${businessId}`, { token });
const retry = (token: string, id: number) => call<FailedJob>(t.app, 'POST', `/api/Outbox/RetryJob/${id}`, { token });

describe('S1 GetFailedJobs', () => {
  it("lists the business's failing and dead jobs, newest first, in the shop's words", async () => {
    const res = await list(shop.token, shop.businessId);
    expect(res.status).toBe(200);
    expect(res.body.result!.map((job) => job.id)).toEqual([ids.shopFailingQuery, ids.shopDeadSms]);
    expect(res.body.result![0]).toMatchObject({
      kind: 'mpesa.stkQuery',
      title: 'Check an M-Pesa payment',
      status: 'Queued',
      attempts: 2,
      maxAttempts: 8,
      lastError: 'M-Pesa busy',
      deadAt: null,
    });
    expect(res.body.result![1]).toMatchObject({ kind: 'sms.send', title: 'Send an SMS', status: 'Dead', nextAttemptAt: null, lastError: 'gateway down' });
    // The job names the message row only, so a code never shows here.
    expect(JSON.stringify(res.body.result)).not.toContain('receipt');
  });

  it("another shop's list is 403; a cashier and a user without the owner's rights are 403", async () => {
    expect((await list(shop.token, otherShop.businessId)).body.code).toBe('BUSINESS_ACCESS');
    const cashier = await createMember(t, shop, { roleTypes: 'Salesperson', roles: ['pos'] });
    expect((await list(cashier.token, shop.businessId)).status).toBe(403);
    const settingsUser = await createMember(t, shop, { roleTypes: 'User', roles: ['settings'] });
    const refused = await list(settingsUser.token, shop.businessId);
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe('FORBIDDEN');
    const admin = await createMember(t, shop, { roleTypes: 'Admin' });
    expect((await list(admin.token, shop.businessId)).status).toBe(200);
  });
});

describe('S2 RetryJob', () => {
  it("another shop's job and a job of no shop are 404; a cashier is 403; a job that is not failing is 409", async () => {
    expect((await retry(shop.token, ids.otherDead)).status).toBe(404);
    expect((await retry(shop.token, ids.signupDead)).status).toBe(404);
    expect((await retry(shop.token, 999_999)).status).toBe(404);
    const cashier = await createMember(t, shop, { roleTypes: 'Salesperson', roles: ['pos'] });
    expect((await retry(cashier.token, ids.shopDeadSms)).status).toBe(403);
    const done = await retry(shop.token, ids.shopDone);
    expect(done.status).toBe(409);
    expect(done.body.code).toBe('INVALID_STATE');
    const [other] = await t.database.db.select().from(outboxJobs).where(eq(outboxJobs.id, ids.otherDead));
    expect(other!.status).toBe('Dead');
  });

  it('an owner retries a dead SMS: Queued now with attempts reset, audited, and the worker sends it', async () => {
    const res = await retry(shop.token, ids.shopDeadSms);
    expect(res.status).toBe(200);
    expect(res.body.result).toMatchObject({ id: ids.shopDeadSms, status: 'Queued', attempts: 0, deadAt: null });
    const audits = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'outbox-job'), eq(auditLog.entityId, String(ids.shopDeadSms))));
    expect(audits).toMatchObject([{ action: 'retry', userId: shop.userId, businessId: shop.businessId }]);

    await drainOutboxOnce(t.database.db, { jobs: jobRegistry, services: { sms: new OutboxSms(), mpesa: t.app.mpesa, etims: t.app.etims } });
    const [job] = await t.database.db.select().from(outboxJobs).where(eq(outboxJobs.id, ids.shopDeadSms));
    expect(job!.status).toBe('Done');
    const [sms] = await t.database.db.select().from(smsMessages).where(eq(smsMessages.toPhone, '+254712000901'));
    expect(sms!.status).toBe('Sent');
    expect((await list(shop.token, shop.businessId)).body.result!.map((row) => row.id)).toEqual([ids.shopFailingQuery]);
  });
});

describe('npm run outbox (every tenant)', () => {
  const run = async (...args: string[]) => {
    const lines: string[] = [];
    const code = await runOutboxCommand(t.database.db, args, (line) => lines.push(line));
    return { code, text: lines.join('\n') };
  };

  it('lists failing and dead jobs of every business and of none, without payloads', async () => {
    const { code, text } = await run('list');
    expect(code).toBe(0);
    expect(text).toContain(`#${ids.otherDead}  Dead   mpesa.stkQuery (business ${otherShop.businessId})`);
    expect(text).toContain(`#${ids.signupDead}  Dead   sms.send (no business)`);
    expect(text).toContain(`#${ids.shopFailingQuery}  Queued mpesa.stkQuery`);
    expect(text).not.toContain('ws_CO_');
    expect(text).not.toContain('000000');
  });

  it('retries one job, then every dead job; refuses a bad id or a job that is not failing', async () => {
    expect(await run('retry', 'x')).toMatchObject({ code: 2 });
    expect(await run('retry', String(ids.shopDone))).toMatchObject({ code: 1, text: `Job ${ids.shopDone} is Done, not failing: nothing to retry.` });
    expect((await run('retry', String(ids.signupDead))).code).toBe(0);
    expect(await run('retry-dead')).toEqual({ code: 0, text: '1 dead job queued again.' });
    const rows = await t.database.db
      .select()
      .from(outboxJobs)
      .where(inArray(outboxJobs.id, [ids.signupDead, ids.otherDead]));
    expect(rows.map((row) => [row.status, row.attempts])).toEqual([
      ['Queued', 0],
      ['Queued', 0],
    ]);
    expect((await run('bogus')).code).toBe(2);
  });
});
