import { and, eq, inArray, isNull } from 'drizzle-orm';
import { CUSTOMER_IMPORT_COLUMNS, customerInputSchema, type ImportResult } from '@dukani/contracts';
import type { Db, DbOrTx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { audit, auditMany } from '../../lib/audit';
import type { AuthContext } from '../../lib/auth-context';
import { msg, plainText, renderMessage, type Language } from '../../lib/messages';
import { readImportCsv, type ImportCsvRow } from '../../lib/read-import-csv';
import { getBusinessCountry } from '../business/get-business-country';
import { insertCustomer } from './create-customer';
import { clientNameOf, customerColumns, duplicatePhone, phoneIn } from './customer-fields';
import { isPhoneViolation } from './customers.queries';
import { customers } from './customers.schema';

/** Rows per transaction and per INSERT statement. */
const CHUNK = 500;

export interface BulkUploadCustomersOptions {
  businessId: number;
  auth: AuthContext;
  csv: Buffer;
  /** The request's language, for the per-row sentences of the report. */
  language: Language;
}

type Column = (typeof CUSTOMER_IMPORT_COLUMNS)[number];
type CustomerInput = ReturnType<typeof toInput>;

interface ReadyRow {
  line: number;
  input: CustomerInput;
  clientName: string;
  phoneNumber: string | null;
}

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
 * H3: each row of the H15 template becomes a customer with H2's rules. Rows are checked in memory (fields, a
 * phone used by a customer of the shop or earlier in the file), then saved 500 to an INSERT: good rows are saved
 * and bad ones reported with their line (API.md §1.9). A bad file as a whole is a 400 before any row is written.
 * Should another request take one of a chunk's phones meanwhile, that chunk is saved again row by row, each in
 * its own savepoint, so only the row that lost is refused.
 */
export async function bulkUploadCustomers(db: Db, options: BulkUploadCustomersOptions): Promise<ImportResult> {
  const { auth, businessId, language } = options;
  const rows = readImportCsv(options.csv, CUSTOMER_IMPORT_COLUMNS, 'file');
  const country = await getBusinessCountry(db, businessId);
  const result: ImportResult = { inserted: 0, failed: 0, errors: [] };
  const refuse = (line: number, errordesc: string) => {
    result.failed += 1;
    result.errors.push({ row: line, errordesc });
  };
  const ready: ReadyRow[] = [];
  for (const row of rows) {
    try {
      const input = toInput(row, businessId);
      ready.push({ line: row.line, input, clientName: clientNameOf(input), phoneNumber: phoneIn(country, input.phoneNumber) });
    } catch (err) {
      // Only the row's own faults are reported; a defect stays a 500.
      if (err instanceof AppError && err.status < 500) refuse(row.line, renderMessage(language, err.text));
      else throw err;
    }
  }
  const holders = new Map<string, string>(); // phone → the name of the customer who has it, in the shop or the file
  for (let from = 0; from < ready.length; from += CHUNK) {
    const chunk = ready.slice(from, from + CHUNK);
    try {
      await db.transaction(async (tx) => {
        const saved = await insertChunk(tx, options, chunk, holders, refuse);
        result.inserted += saved;
      });
    } catch (err) {
      if (!isPhoneViolation(err)) throw err;
      result.inserted += await insertOneByOne(db, options, chunk, refuse);
    }
  }
  result.errors.sort((a, b) => a.row - b.row);
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

async function insertChunk(
  tx: DbOrTx,
  options: BulkUploadCustomersOptions,
  chunk: ReadyRow[],
  holders: Map<string, string>,
  refuse: (line: number, errordesc: string) => void,
): Promise<number> {
  const { auth, businessId, language } = options;
  const phones = chunk.flatMap((row) => (row.phoneNumber ? [row.phoneNumber] : []));
  if (phones.length > 0) {
    const taken = await tx
      .select({ phoneNumber: customers.phoneNumber, clientName: customers.clientName })
      .from(customers)
      .where(and(eq(customers.businessId, businessId), isNull(customers.deletedAt), inArray(customers.phoneNumber, phones)));
    for (const holder of taken) if (holder.phoneNumber) holders.set(holder.phoneNumber, holder.clientName);
  }
  const fresh: ReadyRow[] = [];
  for (const row of chunk) {
    const holder = row.phoneNumber ? holders.get(row.phoneNumber) : undefined;
    if (row.phoneNumber && holder !== undefined) {
      refuse(row.line, renderMessage(language, duplicatePhone(row.phoneNumber, holder).text));
      continue;
    }
    if (row.phoneNumber) holders.set(row.phoneNumber, row.clientName);
    fresh.push(row);
  }
  if (fresh.length === 0) return 0;
  const saved = await tx
    .insert(customers)
    .values(
      fresh.map((row) => ({ tenantId: auth.tenantId, businessId, clientName: row.clientName, phoneNumber: row.phoneNumber, ...customerColumns(row.input) })),
    )
    .returning({ id: customers.id, clientName: customers.clientName, phoneNumber: customers.phoneNumber });
  await auditMany(
    tx,
    saved.map((row) => ({
      tenantId: auth.tenantId,
      businessId,
      userId: auth.userId,
      action: 'create',
      entity: 'customer',
      entityId: row.id,
      detail: { clientName: row.clientName, phoneNumber: row.phoneNumber },
    })),
  );
  return saved.length;
}

/** The slow path after a phone was taken by another request mid-import: H2's insert per row, each in a savepoint. */
async function insertOneByOne(
  db: Db,
  options: BulkUploadCustomersOptions,
  chunk: ReadyRow[],
  refuse: (line: number, errordesc: string) => void,
): Promise<number> {
  const { auth, language } = options;
  let inserted = 0;
  await db.transaction(async (tx) => {
    for (const row of chunk) {
      try {
        await tx.transaction((savepoint) => insertCustomer(savepoint, { tenantId: auth.tenantId, userId: auth.userId, input: row.input }, row.phoneNumber));
        inserted += 1;
      } catch (err) {
        if (isPhoneViolation(err))
          refuse(row.line, renderMessage(language, msg('customer.phoneUsed', { field: 'phoneNumber', phone: row.input.phoneNumber ?? '' })));
        else if (err instanceof AppError && err.status < 500) refuse(row.line, renderMessage(language, err.text));
        else throw err;
      }
    }
  });
  return inserted;
}
