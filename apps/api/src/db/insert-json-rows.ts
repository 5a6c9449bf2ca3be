import { getTableColumns, getTableName, is, sql, SQL, type InferInsertModel } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from './client';

/** A row to insert, where a single row may give any column as SQL. */
export type JsonInsertRow<T extends PgTable> = { [K in keyof InferInsertModel<T>]: InferInsertModel<T>[K] | SQL };

/**
 * Many rows into one table as ONE bound parameter: `insert … select … from json_populate_recordset(…)`. For bulk
 * writes (an import's 500-row chunk) where drizzle's insert().values() spends longer building 17,000 bound
 * parameters than the database spends storing them, and for a sale's lines, where building 160 parameters cost the
 * API process more than 1 ms a sale (issue 37). A value a row leaves out takes the column's default when that is a
 * plain value; where it is SQL (now()) the statement cannot be built this way and null is returned. Values go
 * through each column's own driver mapping, as drizzle's insert does; jsonb values stay objects inside the one JSON
 * document. One statement draws its serial ids in the order of its rows.
 */
export function jsonRowsInsert<T extends PgTable>(table: T, rows: readonly JsonInsertRow<T>[]): SQL | null {
  if (rows.length === 0) return null;
  const columns = Object.entries(getTableColumns(table));
  const keys = new Set<string>();
  for (const row of rows) for (const [key, value] of Object.entries(row)) if (value !== undefined) keys.add(key);
  const used = columns.filter(([key]) => keys.has(key));
  const records: Record<string, unknown>[] = [];
  // A single row may give a column as SQL (a receipt number taken in the same statement): selected as it is.
  const expressions = new Map<string, SQL>();
  for (const row of rows) {
    const record: Record<string, unknown> = {};
    for (const [key, column] of used) {
      let value = (row as Record<string, unknown>)[key];
      // What drizzle's insert would store for a value left out: the column's default, when it is a plain value.
      if (value === undefined) value = column.defaultFn ? column.defaultFn() : column.hasDefault ? column.default : null;
      if (is(value, SQL)) {
        if (rows.length > 1 || (row as Record<string, unknown>)[key] === undefined) return null;
        expressions.set(column.name, value);
        continue;
      }
      record[column.name] = value === null || column.columnType === 'PgJsonb' || column.columnType === 'PgJson' ? value : column.mapToDriverValue(value);
    }
    records.push(record);
  }
  const names = sql.raw(used.map(([, column]) => `"${column.name}"`).join(', '));
  const selected = expressions.size
    ? sql.join(
        used.map(([, column]) => expressions.get(column.name) ?? sql.raw(`"${column.name}"`)),
        sql`, `,
      )
    : names;
  const name = sql.identifier(getTableName(table));
  return sql`insert into ${name} (${names}) select ${selected} from json_populate_recordset(null::${name}, ${JSON.stringify(records)}::json)`;
}

/** jsonRowsInsert, run; the new ids in row order. */
export async function insertJsonRows<T extends PgTable>(tx: DbOrTx, table: T, rows: InferInsertModel<T>[]): Promise<number[]> {
  const insert = jsonRowsInsert(table, rows);
  if (!insert) {
    if (rows.length === 0) return [];
    const left = Object.entries(getTableColumns(table)).find(([, column]) => is(column.default, SQL));
    throw new Error(`insertJsonRows: ${left?.[0] ?? 'a column'} left out but its default is SQL`);
  }
  const result = (await tx.execute(sql`${insert} returning id`)) as unknown as { rows: { id: number | string }[] };
  return result.rows.map((row) => Number(row.id)).sort((a, b) => a - b);
}
