import { asc, eq, ilike, or, type AnyColumn, type SQL } from 'drizzle-orm';
import type { CodeItem } from '@dukani/contracts';
import type { DbOrTx } from '../../db/client';
import { etimsCodes } from '../../db/etims-codes.schema';
import { containsPattern } from '../../lib/contains-pattern';

/** API.md §1.5: a case-insensitive substring match over any of the columns. */
export function matchesAny(search: string, columns: AnyColumn[]): SQL | undefined {
  const pattern = containsPattern(search);
  return or(...columns.map((column) => ilike(column, pattern)));
}

/** The codes of one tax-authority class, in the authority's sort order. */
export async function findCodesOfClass(db: DbOrTx, codeClass: string): Promise<CodeItem[]> {
  return db
    .select({ code: etimsCodes.code, name: etimsCodes.name })
    .from(etimsCodes)
    .where(eq(etimsCodes.codeClass, codeClass))
    .orderBy(asc(etimsCodes.sortOrder), asc(etimsCodes.code));
}
