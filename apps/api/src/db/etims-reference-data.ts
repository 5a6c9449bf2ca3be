import { CODE_CLASS_NAMES, CODE_LISTS, ITEM_CLASSES, TAX_TYPE_CODES, classificationLevel, parseList } from '@dukani/etims';
import type { Db } from './client';
import { etimsCodes, itemClassifications } from './etims-codes.schema';

/**
 * The KRA eTIMS code lists of specs/etims-oscu.md §4, seeded so the product screens (I35–I39) work
 * before any device is initialised. Once a device pulls selectCodeList / selectItemClsList, its rows
 * are the authority: start-up only adds missing codes (ON CONFLICT DO NOTHING) and never overwrites.
 * The lists are @dukani/etims' (reference-codes.ts), the same the simulator serves.
 */

export function etimsCodeRows(): (typeof etimsCodes.$inferInsert)[] {
  const rows: (typeof etimsCodes.$inferInsert)[] = TAX_TYPE_CODES.map(([code, name, rate], index) => ({
    codeClass: '04',
    className: CODE_CLASS_NAMES['04']!,
    code,
    name,
    sortOrder: index + 1,
    userDefined1: rate,
  }));
  for (const [codeClass, list] of Object.entries(CODE_LISTS)) {
    parseList(list).forEach(([code, name], index) => {
      rows.push({ codeClass, className: CODE_CLASS_NAMES[codeClass]!, code: code!, name: name!, sortOrder: index + 1 });
    });
  }
  return rows;
}

export function itemClassificationRows(): (typeof itemClassifications.$inferInsert)[] {
  return parseList(ITEM_CLASSES).map(([code, name, taxTypeCode]) => ({
    code: code!,
    name: name!,
    level: classificationLevel(code!),
    taxTypeCode: taxTypeCode ?? null,
  }));
}

/** One multi-row insert per table: start-up stays fast even on PGlite. */
export async function ensureEtimsReferenceData(db: Db): Promise<void> {
  await db.insert(etimsCodes).values(etimsCodeRows()).onConflictDoNothing();
  await db.insert(itemClassifications).values(itemClassificationRows()).onConflictDoNothing();
}
