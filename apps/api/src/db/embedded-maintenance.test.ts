import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { openTestDatabase, type TestDatabase } from '../../test/database';
import { maintainEmbeddedTables, upkeepOf, type TableActivity } from './embedded-maintenance';

const quiet: TableActivity = { table: 'sales', rows: 10_000, deadRows: 0, insertedSinceVacuum: 0, changedSinceAnalyze: 0 };

describe('upkeepOf: autovacuum thresholds', () => {
  it('leaves a table alone until a fifth of it is dead or new, or a tenth changed', () => {
    expect(upkeepOf(quiet)).toBeNull();
    expect(upkeepOf({ ...quiet, deadRows: 2050 })).toBeNull();
    expect(upkeepOf({ ...quiet, deadRows: 2051 })).toBe('vacuum analyze');
    expect(upkeepOf({ ...quiet, insertedSinceVacuum: 3000 })).toBeNull();
    expect(upkeepOf({ ...quiet, insertedSinceVacuum: 3001 })).toBe('vacuum analyze');
    expect(upkeepOf({ ...quiet, changedSinceAnalyze: 1050 })).toBeNull();
    expect(upkeepOf({ ...quiet, changedSinceAnalyze: 1051 })).toBe('analyze');
  });

  it('a table never vacuumed is done once; an empty one only after its fixed allowance, not after every write', () => {
    expect(upkeepOf({ ...quiet, rows: -1 })).toBe('vacuum analyze');
    const fresh = { ...quiet, rows: 0 };
    expect(upkeepOf({ ...fresh, changedSinceAnalyze: 50 })).toBeNull();
    expect(upkeepOf({ ...fresh, changedSinceAnalyze: 51 })).toBe('analyze');
    expect(upkeepOf({ ...fresh, insertedSinceVacuum: 1001, changedSinceAnalyze: 1001 })).toBe('vacuum analyze');
  });
});

describe('maintainEmbeddedTables', () => {
  let test: TestDatabase;
  beforeAll(async () => {
    test = await openTestDatabase();
  });
  afterAll(async () => {
    await test.drop();
  });

  it('vacuums and analyzes a table past its threshold, and then leaves it alone', async () => {
    const { db } = test.database;
    // PostgreSQL's own autovacuum is kept off this table so that it cannot do the work first.
    await db.execute(sql`create table upkeep_probe (id int primary key, note text) with (autovacuum_enabled = false)`);
    // One transaction, so that its statistics are flushed (forced) on the connection that wrote them.
    await db.transaction(async (tx) => {
      await tx.execute(sql`insert into upkeep_probe select g, 'row ' || g from generate_series(1, 3000) g`);
      await tx.execute(sql`delete from upkeep_probe where id <= 500`);
      await tx.execute(sql`select pg_stat_force_next_flush()`);
    });
    const stats = async () =>
      (
        (await db.execute(sql`
        select c.reltuples::float8 as rows, s.n_dead_tup::float8 as dead, s.n_ins_since_vacuum::float8 as inserted
          from pg_stat_user_tables s join pg_class c on c.oid = s.relid where s.relname = 'upkeep_probe'`)) as unknown as {
          rows: { rows: number; dead: number; inserted: number }[];
        }
      ).rows[0];
    expect(await stats()).toMatchObject({ dead: 500, inserted: 3000 });

    const done = await maintainEmbeddedTables(db);
    expect(done).toContainEqual(expect.objectContaining({ table: 'upkeep_probe', upkeep: 'vacuum analyze' }));
    await db.execute(sql`select pg_stat_force_next_flush()`);
    // The planner now knows the table's size, and the counters that drive the thresholds start again from zero.
    expect(await stats()).toMatchObject({ rows: 2500, dead: 0, inserted: 0 });
    expect((await maintainEmbeddedTables(db)).map((entry) => entry.table)).not.toContain('upkeep_probe');
    await db.execute(sql`drop table upkeep_probe`);
  });
});
