/** The SQLSTATE of sale_needs_full_path() (migration 0030): the statement refused itself, the caller takes the full path. */
export const FULL_PATH_SQLSTATE = 'DK001';

/** The SQLSTATE of a PostgreSQL error, whether drizzle wrapped the driver's error or not; null for any other error. */
export function sqlStateOf(err: unknown): string | null {
  for (let current: unknown = err, depth = 0; current && typeof current === 'object' && depth < 4; depth += 1) {
    const { code } = current as { code?: unknown };
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return null;
}
