// node-postgres's own conversion of a bound value to the text it sends (pg 8's lib/utils; @types/pg leaves it out).
declare module 'pg/lib/utils.js' {
  /** null for SQL NULL, a Buffer for bytea, else the value's text form (dates, arrays and JSON as pg sends them). */
  export function prepareValue(value: unknown): string | Buffer | null | undefined;
}
