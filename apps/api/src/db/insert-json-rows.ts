import { getTableColumns, getTableName, is, sql, SQL, type InferInsertModel } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from './client';

/**
 * Many rows into one table as ONE bound parameter: `insert … select … from json_populate_recordset(…)`. For bulk
 * writes (an import's 500-row chunk) where drizzle's insert().values() spends longer building 17,000 bound
 * parameters than the database spends storing them. A value a row leaves out takes the column's default when that
 * is a plain value (a SQL default such as now() is refused: set it). Values go through each column's own driver mapping, as drizzle's
 * insert does; jsonb values stay objects inside the one JSON document. Returns the new ids in row order (one
 * statement draws its serial ids in the order of its rows).
 */
export async function insertJsonRows<T extends PgTable>(tx: DbOrTx, table: T, rows: InferInsertModel<T>[]): Promise<number[]> {
  if (rows.length === 0) return [];
  const columns = Object.entries(getTableColumns(table));
  const keys = new Set(rows.flatMap((row) => Object.keys(row).filter((key) => (row as Record<string, unknown>)[key] !== undefined)));
  const used = columns.filter(([key]) => keys.has(key));
  const records = rows.map((row) => {
    const record: Record<string, unknown> = {};
    for (const [key, column] of used) {
      let value = (row as Record<string, unknown>)[key];
      // What drizzle's insert would store for a value left out: the column's default, when it is a plain value.
      if (value === undefined) value = column.defaultFn ? column.defaultFn() : column.hasDefault ? column.default : null;
      if (is(value, SQL)) throw new Error(`insertJsonRows: ${key} left out but its default is SQL`);
      record[column.name] = value === null || column.columnType === 'PgJsonb' || column.columnType === 'PgJson' ? value : column.mapToDriverValue(value);
    }
    return record;
  });
  const names = sql.join(
    used.map(([, column]) => sql.identifier(column.name)),
    sql`, `,
  );
  const result = (await tx.execute(
    sql`insert into ${sql.identifier(getTableName(table))} (${names}) select ${names} from json_populate_recordset(null::${sql.identifier(getTableName(table))}, ${JSON.stringify(records)}::json) returning id`,
  )) as unknown as { rows: { id: number | string }[] };
  return result.rows.map((row) => Number(row.id)).sort((a, b) => a - b);
}
