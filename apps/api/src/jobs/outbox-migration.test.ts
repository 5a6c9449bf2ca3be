import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, describe, expect, it } from 'vitest';

const migrationsFolder = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../drizzle');
const before = fs.mkdtempSync(path.join(os.tmpdir(), 'dukani-migrations-'));
afterAll(() => fs.rmSync(before, { recursive: true, force: true }));

/** The committed migrations up to (not including) the one that made the one outbox. */
function migrationsBeforeOneOutbox(): string {
  fs.cpSync(migrationsFolder, before, { recursive: true });
  const journalPath = path.join(before, 'meta', '_journal.json');
  const journal = JSON.parse(fs.readFileSync(journalPath, 'utf8')) as { entries: { tag: string }[] };
  const at = journal.entries.findIndex((entry) => entry.tag.endsWith('_one_outbox'));
  expect(at).toBeGreaterThan(0);
  journal.entries = journal.entries.slice(0, at);
  fs.writeFileSync(journalPath, JSON.stringify(journal));
  return before;
}

describe('migration to the one outbox', () => {
  it('keeps every row: queued SMS become sms.send jobs, Failed jobs are Dead, jobs learn their business', async () => {
    const client = new PGlite({ extensions: { pg_trgm } });
    const db = drizzle(client);
    await migrate(db, { migrationsFolder: migrationsBeforeOneOutbox() });
    await client.exec(`
      insert into plans (code, name, modules, max_users, max_businesses) values ('t', 'T', '{pos}', 1, 1);
      insert into tenants (name, plan_id) values ('Shop', 1);
      insert into businesses (tenant_id, organization_name, country) values (1, 'Shop', 'KE');
      insert into stk_requests (tenant_id, business_id, purpose, checkout_request_id, merchant_request_id, phone_number, amount, account_reference)
        values (1, 1, 'Pos', 'ws_CO_1', 'm1', '+254712000001', 10, 'Shop');
      insert into sms_messages (to_phone, message, status, next_attempt_at) values
        ('+254712000001', 'waiting', 'Queued', '2026-11-01T10:00:00Z'),
        ('+254712000002', 'sent', 'Sent', now()),
        ('+254712000003', 'refused', 'Failed', now());
      insert into outbox_jobs (kind, payload, status, attempts, last_error) values
        ('mpesa.stkQuery', '{"checkoutRequestId":"ws_CO_1"}', 'Queued', 0, null),
        ('etims.sendSale', '{"transactionId":"not a number"}', 'Failed', 10, 'down');
    `);
    await migrate(db, { migrationsFolder });

    const sms = await client.query<{ to_phone: string; status: string }>('select to_phone, status from sms_messages order by id');
    expect(sms.rows).toEqual([
      { to_phone: '+254712000001', status: 'Queued' },
      { to_phone: '+254712000002', status: 'Sent' },
      { to_phone: '+254712000003', status: 'Failed' },
    ]);
    const jobs = await client.query<{
      kind: string;
      payload: unknown;
      status: string;
      business_id: number | null;
      next_attempt_at: Date;
      dead: boolean;
      last_error: string | null;
    }>('select kind, payload, status, business_id, next_attempt_at, dead_at is not null as dead, last_error from outbox_jobs order by id');
    expect(jobs.rows).toMatchObject([
      { kind: 'mpesa.stkQuery', status: 'Queued', business_id: 1, dead: false },
      { kind: 'etims.sendSale', status: 'Dead', business_id: null, dead: true, last_error: 'down' },
      { kind: 'sms.send', payload: { smsMessageId: 1 }, status: 'Queued', business_id: null, dead: false },
    ]);
    expect(jobs.rows[2]!.next_attempt_at.toISOString()).toBe('2026-11-01T10:00:00.000Z');
    await client.close();
    // Two full migration runs on a fresh embedded database: ~12 s each on a busy 2-core machine.
  }, 90_000);
});
