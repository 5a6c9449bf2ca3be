/**
 * The constraint a PostgreSQL unique_violation (23505) broke, whether drizzle wrapped the driver's error or not
 * (node-postgres and PGlite both name it in `constraint`); null for any other error. '' when the driver did not
 * say which.
 */
export function uniqueViolationOf(err: unknown): string | null {
  for (let current: unknown = err, depth = 0; current && typeof current === 'object' && depth < 4; depth += 1) {
    const { code, constraint } = current as { code?: unknown; constraint?: unknown };
    if (code === '23505') return typeof constraint === 'string' ? constraint : '';
    current = (current as { cause?: unknown }).cause;
  }
  return null;
}

/** PostgreSQL unique_violation, however the driver wraps it. */
export const isUniqueViolation = (err: unknown): boolean => uniqueViolationOf(err) !== null;
