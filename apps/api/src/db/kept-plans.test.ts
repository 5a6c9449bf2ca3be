import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { testDatabaseKind, useTestApp } from '../../test/helper';
import { executeKeepingPlan, literalOf } from './kept-plans';

const t = useTestApp();

const rowsOf = (result: unknown) => (result as { rows: Record<string, unknown>[] }).rows;

describe('executeKeepingPlan', () => {
  it('answers as the statement does, with every kind of value in its place', async () => {
    const hostile = `it's \\ "$1" '); select 1; --`;
    const statement = sql`select ${hostile}::text as text, ${42}::int + 1 as n, ${null}::text as nothing, ${true} and true as yes,
      ${JSON.stringify({ a: "b'c" })}::jsonb ->> 'a' as json, ${new Date(Date.UTC(2026, 0, 2))}::timestamptz as at`;
    const kept = rowsOf(await executeKeepingPlan(t.database.db, 'sale_context', statement));
    const plain = rowsOf(await t.database.db.execute(statement));
    expect(kept).toEqual(plain);
    expect(kept[0]).toMatchObject({ text: hostile, n: 43, nothing: null, yes: true, json: "b'c" });
    // A second call runs the kept statement, with other values.
    const again = rowsOf(await executeKeepingPlan(t.database.db, 'sale_context', sql`select ${'x'}::text as text, ${1}::int + 1 as n`));
    expect(again).toEqual([{ text: 'x', n: 2 }]);
  });

  it('keeps a statement again when the database let it go meanwhile', async () => {
    const statement = (n: number) => sql`select ${n}::int * 2 as twice`;
    expect(rowsOf(await executeKeepingPlan(t.database.db, 'sale_write', statement(1)))).toEqual([{ twice: 2 }]);
    await t.database.db.execute(sql`deallocate all`);
    expect(rowsOf(await executeKeepingPlan(t.database.db, 'sale_write', statement(2)))).toEqual([{ twice: 4 }]);
  });

  it('keeps at most 40 statements, letting the least recently used go', async () => {
    const run = async (n: number) => rowsOf(await executeKeepingPlan(t.database.db, 'sale_write', sql.raw(`select ${n} + 0 as n`)));
    for (let n = 0; n < 45; n += 1) expect(await run(n)).toEqual([{ n }]);
    expect(await run(0)).toEqual([{ n: 0 }]);
    const count = sql`select count(*)::int as n from pg_prepared_statements where name like 'sale_write_%'`;
    if (testDatabaseKind === 'pglite') {
      const [kept] = rowsOf(await t.database.db.execute(count));
      expect(kept).toEqual({ n: 40 });
    } else {
      // On PostgreSQL a connection's own (one request at a time, so the pool hands out the connection just released):
      // 40 named, and the 41st text onwards (this count too) sent unnamed.
      const [kept] = rowsOf(await executeKeepingPlan(t.database.db, 'sale_write', count));
      expect(kept).toEqual({ n: 40 });
    }
  });

  it('writes values as quoted literals that cannot end early', () => {
    expect(literalOf(`a'b\\c`)).toBe(` E'a''b\\\\c'`);
    expect(literalOf(null)).toBe('NULL');
    expect(literalOf(undefined)).toBe('NULL');
    expect(literalOf(5)).toBe(`'5'`);
    // An array as its text form ({"1","x\"y"}), whose backslash makes it an E'' literal with the backslash doubled.
    expect(literalOf([1, 'x"y'])).toBe(` E'{"1","x\\\\"y"}'`);
  });
});
