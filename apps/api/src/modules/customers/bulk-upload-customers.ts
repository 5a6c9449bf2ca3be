import { CUSTOMER_IMPORT_COLUMNS, customerInputSchema, type ImportResult } from '@dukani/contracts';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { audit } from '../../lib/audit';
import type { AuthContext } from '../../lib/auth-context';
import { msg, plainText, renderMessage, type Language } from '../../lib/messages';
import { readImportCsv, type ImportCsvRow } from '../../lib/read-import-csv';
import { getBusinessCountry } from '../business/get-business-country';
import { insertCustomer } from './create-customer';
import { phoneIn } from './customer-fields';
import { isPhoneViolation } from './customers.queries';

/** Rows per transaction. */
const CHUNK = 100;

export interface BulkUploadCustomersOptions {
  businessId: number;
  auth: AuthContext;
  csv: Buffer;
  /** The request's language, for the per-row sentences of the report. */
  language: Language;
}

type Column = (typeof CUSTOMER_IMPORT_COLUMNS)[number];

/** A row as H2's body; the first refused field becomes the row's error. */
function toInput(row: ImportCsvRow<Column>, businessId: number) {
  if (row.error) throw new AppError('VALIDATION', plainText(row.error)); // already in the request's language
  const parsed = customerInputSchema.safeParse({ ...row.cells, customerInfoCustId: businessId });
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  const field = String(issue?.path[0] ?? 'row');
  throw new AppError('VALIDATION', msg('common.fieldIssue', { field, detail: issue?.message ?? '' }), field);
}

/**
 * H3: each row of the H15 template becomes a customer through H2's insert. Each row has its own savepoint,
 * so good rows are saved and bad ones (a bad email, a phone already used, also earlier in the same file) are
 * reported with their line (API.md §1.9). A bad file as a whole is a 400 before any row is written.
 */
export async function bulkUploadCustomers(db: Db, options: BulkUploadCustomersOptions): Promise<ImportResult> {
  const { auth, businessId } = options;
  const rows = readImportCsv(options.csv, CUSTOMER_IMPORT_COLUMNS, 'file');
  const country = await getBusinessCountry(db, businessId);
  const result: ImportResult = { inserted: 0, failed: 0, errors: [] };
  // Chunks of one transaction each, every row in its own savepoint: a bad row rolls back alone, and the
  // chunk saves a commit (a WAL flush) per row.
  for (let from = 0; from < rows.length; from += CHUNK) {
    await db.transaction(async (tx) => {
      for (const row of rows.slice(from, from + CHUNK)) {
        let error: string | null = null;
        try {
          const input = toInput(row, businessId);
          const phoneNumber = phoneIn(country, input.phoneNumber);
          await tx.transaction((savepoint) => insertCustomer(savepoint, { tenantId: auth.tenantId, userId: auth.userId, input }, phoneNumber));
        } catch (err) {
          // Only the row's own faults are reported; a defect stays a 500.
          if (isPhoneViolation(err)) error = renderMessage(options.language, msg('customer.phoneUsed', { field: 'phoneNumber', phone: row.cells.phoneNumber }));
          else if (err instanceof AppError && err.status < 500) error = renderMessage(options.language, err.text);
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
    entity: 'customer',
    detail: { rows: rows.length, inserted: result.inserted, failed: result.failed },
  });
  return result;
}
