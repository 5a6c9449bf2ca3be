import { SUPPLIER_IMPORT_COLUMNS, supplierInputSchema, type ImportResult } from '@dukani/contracts';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { audit } from '../../lib/audit';
import type { AuthContext } from '../../lib/auth-context';
import { msg, plainText, renderMessage, type Language } from '../../lib/messages';
import { readImportCsv, type ImportCsvRow } from '../../lib/read-import-csv';
import { createSupplier } from './create-supplier';

/** Rows per transaction. */
const CHUNK = 100;

export interface BulkUploadSuppliersOptions {
  businessId: number;
  auth: AuthContext;
  csv: Buffer;
  /** The request's language, for the per-row sentences of the report. */
  language: Language;
}

type Column = (typeof SUPPLIER_IMPORT_COLUMNS)[number];

const rowSchema = supplierInputSchema.extend({ paymentTerms: z.string().trim().max(50, 'must be at most 50 characters').nullish() });

/** A row as N2's body and query; the first refused field becomes the row's error. */
function toInput(row: ImportCsvRow<Column>, businessId: number) {
  if (row.error) throw new AppError('VALIDATION', plainText(row.error)); // already in the request's language
  const parsed = rowSchema.safeParse({ ...row.cells, businessId });
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  const field = String(issue?.path[0] ?? 'row');
  throw new AppError('VALIDATION', msg('common.fieldIssue', { field, detail: issue?.message ?? '' }), field);
}

/**
 * N9: each row of the N8 template becomes a supplier through N2's use case, in its own savepoint: good rows are
 * saved and bad ones (a bad email, a name already used, also earlier in the same file) reported with their line
 * (API.md §1.9). A file with a wrong header is a 400 before any row is written.
 */
export async function bulkUploadSuppliers(db: Db, options: BulkUploadSuppliersOptions): Promise<ImportResult> {
  const { auth, businessId } = options;
  const rows = readImportCsv(options.csv, SUPPLIER_IMPORT_COLUMNS, 'csvFile');
  const result: ImportResult = { inserted: 0, failed: 0, errors: [] };
  for (let from = 0; from < rows.length; from += CHUNK) {
    await db.transaction(async (tx) => {
      for (const row of rows.slice(from, from + CHUNK)) {
        let error: string | null = null;
        try {
          const { paymentTerms, ...input } = toInput(row, businessId);
          await createSupplier(tx, { auth, input, paymentTerms });
        } catch (err) {
          // Only the row's own faults are reported; a defect stays a 500.
          if (err instanceof AppError && err.status < 500) error = renderMessage(options.language, err.text);
          else throw err;
        }
        if (error === null) {
          result.inserted += 1;
        } else {
          result.failed += 1;
          result.errors.push({ row: row.line, errordesc: error });
        }
      }
    });
  }
  await audit(db, {
    tenantId: auth.tenantId,
    businessId,
    userId: auth.userId,
    action: 'import',
    entity: 'supplier',
    detail: { rows: rows.length, inserted: result.inserted, failed: result.failed },
  });
  return result;
}
