import type { AddressInfo } from 'node:net';
import { eq, sql } from 'drizzle-orm';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AfricasTalkingSms, SmsSendError, type SmsMessage, type SmsSender } from '@dukani/sms';
import { buildSmsSimulator, type SimulatedSms } from '@dukani/sms/simulator';
import { useTestApp } from '../../test/helper';
import { outboxJobs, smsMessages } from '../db/schema';
import { queueSms } from '../lib/sms-queue';
import { retryDelayMs } from './backoff';
import { drainOutboxOnce, startOutboxWorker, type DrainOptions, type OutboxWorkerSetup } from './outbox-worker';
import { MAX_SMS_ATTEMPTS, smsSendJob } from './sms-send.job';

const t = useTestApp();
let sim: FastifyInstance;
let simBase: string;
beforeAll(async () => {
  sim = buildSmsSimulator({ apiKey: 'worker-key', username: 'sandbox' });
  await sim.listen({ port: 0, host: '127.0.0.1' });
  simBase = `http://127.0.0.1:${(sim.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await sim.close();
});
beforeEach(async () => {
  await t.database.db.delete(outboxJobs);
  await t.database.db.delete(smsMessages);
});

/** Records what it was asked to send; fails with the given error while `fail` is set. */
class FakeSender implements SmsSender {
  sent: SmsMessage[] = [];
  fail: Error | null = null;
  async send(message: SmsMessage) {
    if (this.fail) throw this.fail;
    this.sent.push(message);
    return { messageId: `fake-${this.sent.length}`, status: 'Success' };
  }
}

const queue = (to: string, message = 'Your Dukani code is 123456.') => queueSms(t.database.db, to, message);
const setupOf = (sender: SmsSender): OutboxWorkerSetup => ({ jobs: [smsSendJob], services: { sms: sender, mpesa: t.app.mpesa, etims: t.app.etims } });

/**
 * The SMS worker's old drain, now one pass of the one outbox worker over the sms.send kind. No jitter, so
 * the backoff assertions stay exact; the database-clock test runs with the real jitter (within its bounds).
 */
async function drainSmsOnce(db: typeof t.database.db, sender: SmsSender, options: DrainOptions = {}) {
  const r = await drainOutboxOnce(db, setupOf(sender), { random: () => 0, ...options });
  return { sent: r.done, retried: r.retried, failed: r.dead };
}

/** The message's log row, with the due time of its job (scheduling lives in the outbox now). */
const onlyRow = async () => {
  const rows = await t.database.db
    .select({ message: smsMessages, nextAttemptAt: outboxJobs.nextAttemptAt })
    .from(smsMessages)
    .innerJoin(outboxJobs, sql`(${outboxJobs.payload}->>'smsMessageId')::int = ${smsMessages.id}`);
  expect(rows).toHaveLength(1);
  return { ...rows[0]!.message, nextAttemptAt: rows[0]!.nextAttemptAt };
};

describe('drainSmsOnce', () => {
  it('sends due messages and marks them Sent with the provider id', async () => {
    await queue('+254712000001');
    await queue('+254712000002');
    const sender = new FakeSender();
    expect(await drainSmsOnce(t.database.db, sender)).toEqual({ sent: 2, retried: 0, failed: 0 });
    expect(sender.sent.map((m) => m.to)).toEqual(['+254712000001', '+254712000002']);
    const rows = await t.database.db.select().from(smsMessages);
    for (const row of rows) {
      expect(row).toMatchObject({ status: 'Sent', attempts: 1, lastError: null });
      expect(row.providerMessageId).toMatch(/^fake-/);
      expect(row.sentAt).toBeInstanceOf(Date);
    }
    expect(await drainSmsOnce(t.database.db, sender)).toEqual({ sent: 0, retried: 0, failed: 0 });
  });

  it('leaves messages that are not due yet', async () => {
    await queue('+254712000003', 'later');
    await t.database.db.update(outboxJobs).set({ nextAttemptAt: new Date(Date.now() + 60_000) });
    const sender = new FakeSender();
    expect((await drainSmsOnce(t.database.db, sender)).sent).toBe(0);
    expect((await onlyRow()).status).toBe('Queued');
  });

  it('retries a transient failure with exponential backoff, and gives up after 8 attempts', async () => {
    await queue('+254712000004');
    const sender = new FakeSender();
    sender.fail = new SmsSendError('gateway down', 'transient', 500);
    // A second ahead: the row was stamped by the database clock, in microseconds.
    let now = new Date(Date.now() + 1000);
    for (let attempt = 1; attempt < MAX_SMS_ATTEMPTS; attempt++) {
      expect(await drainSmsOnce(t.database.db, sender, { now })).toEqual({ sent: 0, retried: 1, failed: 0 });
      const row = await onlyRow();
      expect(row).toMatchObject({ status: 'Queued', attempts: attempt, lastError: 'gateway down' });
      expect(row.nextAttemptAt.getTime() - now.getTime()).toBe(retryDelayMs(attempt));
      // Not due again before the delay has passed.
      expect((await drainSmsOnce(t.database.db, sender, { now: new Date(row.nextAttemptAt.getTime() - 1) })).retried).toBe(0);
      now = row.nextAttemptAt;
    }
    expect(await drainSmsOnce(t.database.db, sender, { now })).toEqual({ sent: 0, retried: 0, failed: 1 });
    expect(await onlyRow()).toMatchObject({ status: 'Failed', attempts: MAX_SMS_ATTEMPTS });
    expect([1, 2, 3].map(retryDelayMs)).toEqual([5_000, 10_000, 20_000]);
  });

  it('fails a permanent refusal at once', async () => {
    await queue('+254712000005');
    const sender = new FakeSender();
    sender.fail = new SmsSendError('blacklisted', 'permanent', 406);
    expect(await drainSmsOnce(t.database.db, sender)).toEqual({ sent: 0, retried: 0, failed: 1 });
    expect(await onlyRow()).toMatchObject({ status: 'Failed', attempts: 1, lastError: 'blacklisted' });
  });

  it('reschedules by the database clock when no time is given', async () => {
    await queue('+254712000007');
    const sender = new FakeSender();
    sender.fail = new SmsSendError('gateway down', 'transient', 501);
    const before = Date.now();
    expect((await drainSmsOnce(t.database.db, sender, { random: Math.random })).retried).toBe(1);
    const row = await onlyRow();
    expect(row.nextAttemptAt.getTime() - before).toBeGreaterThanOrEqual(retryDelayMs(1) - 50);
    expect(row.nextAttemptAt.getTime() - before).toBeLessThan(retryDelayMs(1) + 5_000);
    expect((await drainSmsOnce(t.database.db, sender)).retried).toBe(0);
  });

  it('treats an unexpected error as transient', async () => {
    await queue('+254712000006');
    const sender = new FakeSender();
    sender.fail = new Error('bug');
    expect((await drainSmsOnce(t.database.db, sender)).retried).toBe(1);
    expect((await onlyRow()).status).toBe('Queued');
  });

  it('does not send a message twice when two drains run at once', async () => {
    for (let i = 0; i < 6; i++) await queue(`+25471200010${i}`);
    const sender = new FakeSender();
    const slow: SmsSender = {
      send: async (m) => {
        await new Promise((r) => setTimeout(r, 20));
        return sender.send(m);
      },
    };
    const results = await Promise.all([drainSmsOnce(t.database.db, slow), drainSmsOnce(t.database.db, slow)]);
    expect(results[0]!.sent + results[1]!.sent).toBe(6);
    expect(new Set(sender.sent.map((m) => m.to)).size).toBe(6);
    expect(sender.sent).toHaveLength(6);
  });

  it('drives Africa’s Talking (simulator): sent, permanent and transient outcomes', async () => {
    await queue('+254712000201', 'hello ok');
    await queue('+254712000299', 'bad number');
    await queue('+254712000296', 'gateway error');
    const sender = new AfricasTalkingSms({ baseUrl: `${simBase}/version1`, username: 'sandbox', apiKey: 'worker-key' });
    expect(await drainSmsOnce(t.database.db, sender)).toEqual({ sent: 1, retried: 1, failed: 1 });
    const byPhone = new Map((await t.database.db.select().from(smsMessages)).map((row) => [row.toPhone, row]));
    expect(byPhone.get('+254712000201')).toMatchObject({ status: 'Sent' });
    expect(byPhone.get('+254712000201')!.providerMessageId).toMatch(/^ATXid_/);
    expect(byPhone.get('+254712000299')).toMatchObject({ status: 'Failed' });
    expect(byPhone.get('+254712000296')).toMatchObject({ status: 'Queued', attempts: 1 });
    const outbox = (await (await fetch(`${simBase}/__sim/sms/outbox`)).json()) as SimulatedSms[];
    expect(outbox.map((m) => m.message)).toEqual(['hello ok']);
  });
});

describe('startOutboxWorker with sms.send', () => {
  it('polls until the app closes', async () => {
    const host = Fastify({ logger: false });
    host.decorate('db', t.database.db);
    const sender = new FakeSender();
    startOutboxWorker(host, setupOf(sender), 20);
    await host.ready();
    await queue('+254712000301');
    for (let i = 0; i < 100 && sender.sent.length === 0; i++) await new Promise((r) => setTimeout(r, 20));
    expect(sender.sent).toHaveLength(1);
    await host.close();
    await queue('+254712000302');
    await new Promise((r) => setTimeout(r, 100));
    expect(sender.sent).toHaveLength(1);
    const [row] = await t.database.db.select().from(smsMessages).where(eq(smsMessages.toPhone, '+254712000302'));
    expect(row!.status).toBe('Queued');
  });
});
