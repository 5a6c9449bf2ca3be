import { asc, inArray } from 'drizzle-orm';
import type { CodeList } from '@dukani/contracts';
import type { Db } from '../../db/client';
import { etimsCodes } from '../../db/etims-codes.schema';
import { findSyncedCodeList } from '../etims/find-synced-code-list';

export interface GetCodeListOptions {
  businessId: number;
  /** Two-digit class numbers; empty means every class. */
  classes: string[];
}

/**
 * I39: the tax-authority code lists of the named classes, in the shape of selectCodeList's clsList. A class the
 * business's eTIMS device has pulled (P15) is answered from that pull — codes the authority added or withdrew since
 * the app shipped — and the others from the shipped tables.
 */
export async function getCodeList(db: Db, options: GetCodeListOptions): Promise<CodeList> {
  const shipped = await getShippedCodeList(db, options.classes);
  const synced = await findSyncedCodeList(db, options.businessId);
  if (!synced) return shipped;
  const wanted = (cdCls: string) => options.classes.length === 0 || options.classes.includes(cdCls);
  const byClass = new Map(shipped.clsList.map((entry) => [entry.cdCls, entry]));
  for (const entry of synced) if (wanted(entry.cdCls)) byClass.set(entry.cdCls, entry);
  return { clsList: [...byClass.values()].sort((a, b) => a.cdCls.localeCompare(b.cdCls)) };
}

async function getShippedCodeList(db: Db, requested: string[]): Promise<CodeList> {
  const classes = [...new Set(requested)];
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
