import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { PGLITE_START_PARAMS } from '../client';
import { uniqueViolationOf } from '../unique-violation';
import { PgliteThread } from './thread-client';

// PgliteThread itself, whichever database the other API tests run on: it starts from the run's migrated snapshot
// when there is one (TEST_DATABASE=postgres has none, so it runs initdb: slower, the same test).
let thread: PgliteThread;
const crashes: Error[] = [];

async function openThread(): Promise<PgliteThread> {
  const snapshot = inject('pgliteSnapshot');
  return PgliteThread.open({
    dataDir: null,
    startParams: PGLITE_START_PARAMS,
    ...(snapshot ? { loadDataDir: fs.readFileSync(snapshot) } : {}),
    onCrash: (err) => crashes.push(err),
  });
}

const countOf = async (table: string) => (await thread.query<{ n: number }>(`select count(*)::int as n from ${table}`)).rows[0]!.n;

beforeAll(async () => {
  thread = await openThread();
  await thread.exec('create table thread_rows (id int primary key, note text)');
});
afterAll(async () => {
  await thread.close();
});

describe('the embedded database in its own thread', () => {
  it('answers statements, rows as objects or arrays, and applies the caller’s parsers on this side', async () => {
    const result = await thread.query<{ one: number; at: string; doc: { a: number } }>(
      `select 1 as one, '2026-01-02 03:04:05+00'::timestamptz as at, '{"a":1}'::jsonb as doc`,
    );
    expect(result.rows[0]).toMatchObject({ one: 1, doc: { a: 1 } });
    expect(result.rows[0]!.at).toBeInstanceOf(Date);
    // drizzle's way: timestamps as PostgreSQL's text; a parser is a function, which cannot cross to the thread.
    const parsed = await thread.query<unknown[]>(`select $1::int + 1, '2026-01-02 03:04:05+00'::timestamptz, null::timestamptz`, [41], {
      rowMode: 'array',
      parsers: { 1184: (text: string) => `parsed ${text}` },
    });
    expect(parsed.rows[0]).toEqual([42, 'parsed 2026-01-02 03:04:05+00', null]);
  });

  it('keeps PostgreSQL’s error fields (a unique violation names its constraint) and the statement', async () => {
    await thread.query('insert into thread_rows (id) values (1)');
    const failure = await thread.query('insert into thread_rows (id) values (1)').catch((err: unknown) => err);
    expect(uniqueViolationOf(failure)).toBe('thread_rows_pkey');
    expect(failure).toMatchObject({ query: 'insert into thread_rows (id) values (1)', message: expect.stringMatching(/duplicate key/) });
    await expect(thread.exec('select * from no_such_table')).rejects.toMatchObject({ code: '42P01' });
  });

  it('commits a transaction whole, rolls one back on a throw, and reports a COMMIT PostgreSQL answered with ROLLBACK', async () => {
    await thread.transaction(async (tx) => {
      await tx.query('insert into thread_rows (id) values (10)');
      await tx.exec('insert into thread_rows (id) values (11)');
    });
    await expect(
      thread.transaction(async (tx) => {
        await tx.query('insert into thread_rows (id) values (12)');
        throw new Error('refused');
      }),
    ).rejects.toThrow('refused');
    const failedInside = thread.transaction(async (tx) => {
      await tx.query('insert into thread_rows (id) values (13)');
      await tx.query('insert into thread_rows (id) values (10)').catch(() => {});
    });
    await expect(failedInside).rejects.toMatchObject({ code: '25P02' });
    const ids = (await thread.query<{ id: number }>('select id from thread_rows where id >= 10 order by id')).rows.map((row) => row.id);
    expect(ids).toEqual([10, 11]);
  });

  it('runs no other statement inside a transaction: one asked meanwhile waits for the COMMIT', async () => {
    let releaseTransaction = () => {};
    const held = new Promise<void>((resolve) => (releaseTransaction = resolve));
    const transaction = thread.transaction(async (tx) => {
      await tx.query(`insert into thread_rows (id, note) values (20, 'inside')`);
      await held;
      await tx.query(`update thread_rows set note = 'committed' where id = 20`);
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    // Asked while the transaction is open: sent after its COMMIT, so it sees the committed row, never the half-done one.
    const outside = thread.query<{ note: string }>('select note from thread_rows where id = 20');
    const next = thread.transaction(async (tx) => (await tx.query<{ n: number }>('select count(*)::int as n from thread_rows where id = 20')).rows[0]!.n);
    releaseTransaction();
    await transaction;
    expect((await outside).rows).toEqual([{ note: 'committed' }]);
    expect(await next).toBe(1);
  });

  it('keeps the order of many callers: statements and transactions interleaved as asked', async () => {
    const before = await countOf('thread_rows');
    const answers = await Promise.all(
      Array.from({ length: 60 }, (_, n) =>
        n % 6 === 0
          ? thread.transaction(async (tx) => {
              await tx.query('insert into thread_rows (id) values ($1)', [1000 + n]);
              return (await tx.query<{ n: number }>('select count(*)::int as n from thread_rows where id >= 1000')).rows[0]!.n;
            })
          : thread.query<{ n: number }>('select count(*)::int as n from thread_rows where id >= 1000').then((result) => result.rows[0]!.n),
      ),
    );
    // The count seen by the n-th caller is the number of inserts asked before it (plus its own).
    expect(answers).toEqual(Array.from({ length: 60 }, (_, n) => Math.floor(n / 6) + 1));
    expect(await countOf('thread_rows')).toBe(before + 10);
  });

  it('dumps the data folder as a tarball between transactions', async () => {
    const tarball = await thread.dumpDataDir('none');
    const bytes = new Uint8Array(await tarball.arrayBuffer());
    // A POSIX tar: "ustar" at offset 257 of the first header, and the cluster's version file inside.
    expect(new TextDecoder().decode(bytes.subarray(257, 262))).toBe('ustar');
    expect(Buffer.from(bytes).includes('PG_VERSION')).toBe(true);
  });

  it('a thread that dies fails every statement waiting and after, and says so once', async () => {
    const doomed = await openThread();
    const waiting = doomed.query('select pg_sleep(0.2)');
    const before = crashes.length;
    await doomed.worker.terminate();
    await expect(waiting).rejects.toThrow(/database's thread failed/);
    await expect(doomed.query('select 1')).rejects.toThrow(/database's thread failed/);
    expect(crashes.length).toBe(before + 1);
    await doomed.close();
  });

  it('a closed thread refuses statements instead of waiting for ever', async () => {
    const closing = await openThread();
    await closing.close();
    await expect(closing.query('select 1')).rejects.toThrow(/closed/);
    expect(crashes.filter((err) => /closed/.test(err.message))).toEqual([]);
  });
});
