/** The SQLSTATE of sale_needs_full_path() (migration 0030): the statement refused itself, the caller takes the full path. */
export const FULL_PATH_SQLSTATE = 'DK001';

/** What node-postgres and PGlite both put on a PostgreSQL error. */
interface DatabaseError {
  code: string;
  constraint?: unknown;
}

/** The PostgreSQL error itself, whether drizzle wrapped the driver's error or not; null for any other error. */
export function databaseErrorOf(err: unknown): DatabaseError | null {
  for (let current: unknown = err, depth = 0; current && typeof current === 'object' && depth < 4; depth += 1) {
    const { code } = current as { code?: unknown };
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return current as DatabaseError;
    current = (current as { cause?: unknown }).cause;
  }
  return null;
}

/** The SQLSTATE of a PostgreSQL error, however wrapped; null for any other error. */
export const sqlStateOf = (err: unknown): string | null => databaseErrorOf(err)?.code ?? null;
