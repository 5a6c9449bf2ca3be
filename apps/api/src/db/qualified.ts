import { getTableName, sql, type Column, type SQL, type Table } from 'drizzle-orm';

/**
 * `"table"."column"`. Drizzle writes a single-table select's columns unqualified, even inside a subquery of its
 * fields, where an unqualified name binds to the inner table first: a correlated subquery must name both sides.
 */
export function qualified(table: Table, column: Column): SQL {
  return sql`${sql.identifier(getTableName(table))}.${sql.identifier(column.name)}`;
}
