import { databaseErrorOf } from './sql-state';

/**
 * The constraint a PostgreSQL unique_violation (23505) broke, whether drizzle wrapped the driver's error or not
 * (node-postgres and PGlite both name it in `constraint`); null for any other error. '' when the driver did not
 * say which.
 */
export function uniqueViolationOf(err: unknown): string | null {
  const found = databaseErrorOf(err);
  if (found?.code !== '23505') return null;
  return typeof found.constraint === 'string' ? found.constraint : '';
}

/** PostgreSQL unique_violation, however the driver wraps it. */
export const isUniqueViolation = (err: unknown): boolean => uniqueViolationOf(err) !== null;
