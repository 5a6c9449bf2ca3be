import { asc, inArray } from 'drizzle-orm';
import type { CodeList } from '@dukani/contracts';
import type { Db } from '../../db/client';
import { etimsCodes } from '../../db/etims-codes.schema';

export interface GetCodeListOptions {
  /** Two-digit class numbers; empty means every class. */
  classes: string[];
}

/** I39: the tax-authority code lists of the named classes, in the shape of selectCodeList's clsList. */
export async function getCodeList(db: Db, options: GetCodeListOptions): Promise<CodeList> {
  const classes = [...new Set(options.classes)];
  const rows = await db
    .select({ codeClass: etimsCodes.codeClass, className: etimsCodes.className, code: etimsCodes.code, name: etimsCodes.name })
    .from(etimsCodes)
    .where(classes.length > 0 ? inArray(etimsCodes.codeClass, classes) : undefined)
    .orderBy(asc(etimsCodes.codeClass), asc(etimsCodes.sortOrder), asc(etimsCodes.code));
  const clsList: CodeList['clsList'] = [];
  for (const row of rows) {
    let entry = clsList.at(-1);
    if (entry?.cdCls !== row.codeClass) {
      entry = { cdCls: row.codeClass, cdClsNm: row.className, dtlList: [] };
      clsList.push(entry);
    }
    entry.dtlList.push({ cd: row.code, cdNm: row.name });
  }
  return { clsList };
}
