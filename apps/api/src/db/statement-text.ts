import { isDeepStrictEqual } from 'node:util';
import { Column, getTableName, Name, Param, Placeholder, SQL, StringChunk, Table, type Query } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';

const dialect = new PgDialect();
// drizzle's own keys on a table object (internal to drizzle, registered symbols).
const SCHEMA = Symbol.for('drizzle:Schema');
const IS_ALIAS = Symbol.for('drizzle:IsAlias');

/** A chunk this writer does not know: the whole statement goes to drizzle's own writer instead. */
class NotPlain extends Error {}

const quoted = (name: string) => `"${name.replace(/"/g, '""')}"`;

function tableName(table: Table): string {
  const keys = table as unknown as Record<symbol, unknown>;
  const schema = keys[SCHEMA] as string | undefined;
  const name = getTableName(table);
  return schema === undefined || keys[IS_ALIAS] ? quoted(name) : `${quoted(schema)}.${quoted(name)}`;
}

/** drizzle keeps whether a SQL's values are written into its text in a private field. */
const inlinesValues = (statement: SQL) => (statement as unknown as { shouldInlineParams: boolean }).shouldInlineParams;

const isPlainValue = (value: unknown) =>
  value === null ||
  typeof value === 'string' ||
  typeof value === 'number' ||
  typeof value === 'boolean' ||
  typeof value === 'bigint' ||
  value instanceof Date ||
  Buffer.isBuffer(value);

function write(chunks: readonly unknown[], text: string[], params: unknown[]): void {
  for (const chunk of chunks) {
    if (chunk instanceof StringChunk) text.push(chunk.value.join(''));
    else if (chunk instanceof SQL) {
      if (inlinesValues(chunk)) throw new NotPlain();
      write(chunk.queryChunks, text, params);
    } else if (chunk instanceof Param) {
      if (chunk.value instanceof Placeholder) throw new NotPlain();
      const value: unknown = chunk.value === null ? null : chunk.encoder.mapToDriverValue(chunk.value);
      if (value instanceof SQL) write([value], text, params);
      else {
        params.push(value);
        text.push(`$${params.length}`);
      }
    } else if (chunk instanceof Name) text.push(quoted(chunk.value));
    else if (chunk instanceof Column) {
      // A column named after its key takes the dialect's casing rules: left to drizzle.
      if (chunk.keyAsName) throw new NotPlain();
      text.push(`${tableName(chunk.table)}.${quoted(chunk.name)}`);
    } else if (chunk instanceof Table) text.push(tableName(chunk));
    else if (chunk === undefined) continue;
    else if (Array.isArray(chunk)) {
      text.push('(');
      chunk.forEach((item: unknown, index) => {
        if (index > 0) text.push(', ');
        write([item], text, params);
      });
      text.push(')');
    } else if (isPlainValue(chunk)) {
      params.push(chunk);
      text.push(`$${params.length}`);
    } else throw new NotPlain();
  }
}

/**
 * A statement's text and parameters, as drizzle's PgDialect writes them, for the chunks the sale's statements are made
 * of (text, nested SQL, bound values, names, tables, columns, lists): drizzle's own writer, a map and an object per
 * chunk, took ~210 µs to write a 5-line sale's write statement (7,550 characters), this one ~60 µs (30 Nov, issue 37:
 * ~3 % of the API's CPU a sale). Any other chunk (a placeholder, a subquery, an alias, a view, a SQL wrapper, inlined
 * values) and the statement is written by drizzle. Under the test runner every statement is also written by drizzle
 * and the two must agree, so the whole API suite checks this writer against drizzle's on every shape it sends.
 */
export function statementText(statement: SQL): Query {
  let query: Query;
  try {
    const text: string[] = [];
    const params: unknown[] = [];
    write([statement], text, params);
    query = { sql: text.join(''), params };
  } catch (err) {
    if (!(err instanceof NotPlain)) throw err;
    return dialect.sqlToQuery(statement);
  }
  if (CHECKED) {
    const drizzles = dialect.sqlToQuery(statement);
    if (drizzles.sql !== query.sql || !isDeepStrictEqual(drizzles.params, query.params))
      throw new Error(`statementText differs from drizzle's:\n${query.sql}\n---\n${drizzles.sql}`);
  }
  return query;
}

/** Vitest sets VITEST: every statement written here is then also compared with drizzle's writing of it. */
const CHECKED = process.env.VITEST !== undefined;
