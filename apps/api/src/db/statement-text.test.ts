import { and, eq, inArray, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { auditLog } from '../lib/audit.schema';
import { products } from '../modules/products/products.schema';
import { transactions } from '../modules/sales/sales.schema';
import { statementText } from './statement-text';

const drizzles = (statement: ReturnType<typeof sql>) => {
  const { sql: text, params } = new PgDialect().sqlToQuery(statement);
  return { sql: text, params };
};
const written = (statement: ReturnType<typeof sql>) => {
  const { sql: text, params } = statementText(statement);
  return { sql: text, params };
};

describe('statementText', () => {
  it('writes text, nested SQL, values, names, tables, columns and lists as drizzle does', () => {
    const when = new Date('2026-11-30T10:00:00Z');
    const statement = sql`with x as (select ${products.id}, ${sql.identifier('a"b')} from ${products} where ${and(
      eq(products.businessId, 7),
      inArray(products.id, [1, 2, 3]),
    )}) insert into ${transactions} (${sql.raw('"total"')}) select ${12.5}::numeric, ${"O'Brien"}, ${null}, ${true}, ${when}, ${[4, 5]}, ${sql`${9}`}`;
    const mine = written(statement);
    expect(mine).toEqual(drizzles(statement));
    expect(mine.sql).toContain('"products"."business_id" = $1');
    expect(mine.params).toEqual([7, 1, 2, 3, 12.5, "O'Brien", null, true, when, 4, 5, 9]);
  });

  it("maps a column's value through the column, as drizzle's insert does (jsonb as text)", () => {
    const statement = sql`select ${sql.param({ receiptNo: '000001' }, auditLog.detail)}`;
    expect(written(statement)).toEqual(drizzles(statement));
  });

  it('leaves to drizzle what it does not write itself (placeholders, inlined values) and writes the same', () => {
    for (const statement of [
      sql`select ${sql.placeholder('id')}`,
      sql`select ${'x'}`.inlineParams(),
      sql`select * from ${sql`(select 1) as one`} where ${products.id} in ${[1]}`,
    ]) {
      expect(written(statement)).toEqual(drizzles(statement));
    }
  });
});
