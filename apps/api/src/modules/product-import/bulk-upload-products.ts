import type { ImportResult } from '@dukani/contracts';
import type { Db, DbOrTx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { msg, plainText } from '../../lib/messages';
import { audit } from '../../lib/audit';
import type { AuthContext } from '../../lib/auth-context';
import { getBusinessCountry } from '../business/get-business-country';
import { createMissingCategories } from '../categories/create-missing-categories';
import { createMissingCategory } from '../categories/create-missing-category';
import { createProduct } from '../products/create-product';
import { createProducts } from '../products/create-products';
import { findBarcodeHolders, lockBarcodes } from '../products/find-barcode-holders';
import { productColumns } from '../products/product-rules';
import { planProductRows, type PlannedRow } from './plan-product-rows';
import { readProductCsv } from './read-product-csv';

/** Rows per transaction and per INSERT statement. */
const CHUNK = 500;

export interface BulkUploadProductsOptions {
  businessId: number;
  auth: AuthContext;
  csv: Buffer;
}

type Refusal = ImportResult['errors'][number];

/**
 * I15: each row of the I41 template becomes a product with createProduct's rules (quantities as Opening
 * movements, missing categories made, eTIMS registration queued). Rows are checked in memory first, then saved
 * 500 to a transaction: the chunk's barcodes are checked in one read under the barcode lock, its missing
 * categories made once, its products, movements, audit rows and outbox jobs written in one INSERT each. Good rows
 * are saved and bad ones reported with their line in the file (API.md §1.9), with the sentences the row-by-row
 * import gave. A bad file as a whole is a 400 before any row is written. Should another request make one of the
 * chunk's categories meanwhile (a unique index refuses ours), that chunk is saved again row by row, each in its
 * own savepoint, so only a row that truly fails is refused.
 */
export async function bulkUploadProducts(db: Db, options: BulkUploadProductsOptions): Promise<ImportResult> {
  const { auth, businessId } = options;
  const rows = readProductCsv(options.csv);
  const country = await getBusinessCountry(db, businessId);
  const plan = planProductRows(rows, businessId, country);
  const result: ImportResult = { inserted: 0, failed: 0, errors: [...plan.refused] };
  for (let from = 0; from < plan.ready.length; from += CHUNK) {
    const chunk = plan.ready.slice(from, from + CHUNK);
    let saved: { inserted: number; refused: Refusal[] };
    try {
      saved = await db.transaction((tx) => insertChunk(tx, options, chunk));
    } catch (err) {
      if (!isUniqueViolation(err)) throw err;
      saved = await insertOneByOne(db, options, country, chunk);
    }
    result.inserted += saved.inserted;
    result.errors.push(...saved.refused);
  }
  result.errors.sort((a, b) => a.row - b.row);
  result.failed = result.errors.length;
  await audit(db, {
    tenantId: auth.tenantId,
    businessId,
    userId: auth.userId,
    action: 'import',
    entity: 'product',
    detail: { rows: rows.length, inserted: result.inserted, failed: result.failed },
  });
  return result;
}

const barcodeUsed = (code: string, name: string) => new AppError('DUPLICATE', msg('catalog.barcodeUsed', { code, name })).message;

async function insertChunk(tx: DbOrTx, options: BulkUploadProductsOptions, chunk: PlannedRow[]) {
  const { auth, businessId } = options;
  const refused: Refusal[] = [];
  const codes = [...new Set(chunk.flatMap((row) => (row.barCode ? [row.barCode] : [])))];
  let holders = new Map<string, string>();
  if (codes.length > 0) {
    await lockBarcodes(tx, businessId);
    holders = await findBarcodeHolders(tx, businessId, codes);
  }
  const fresh: PlannedRow[] = [];
  for (const row of chunk) {
    const holder = row.barCode ? holders.get(row.barCode) : undefined;
    if (row.barCode && holder !== undefined) {
      refused.push({ row: row.line, errordesc: barcodeUsed(row.barCode, holder) });
      continue;
    }
    // A later row of the file with the same code finds this one, as it would have once this row was saved.
    if (row.barCode) holders.set(row.barCode, row.input.name);
    fresh.push(row);
  }
  const resolved = await createMissingCategories(tx, { tenantId: auth.tenantId, userId: auth.userId, businessId, queries: fresh.map((row) => row.query) });
  const items = fresh.map((row, index) => {
    const category = resolved[index]!;
    // planProductRows refused every row whose category names cannot be used.
    if ('error' in category) throw new Error(`category of line ${row.line} unresolved: ${category.error}`);
    return { columns: productColumns(row.input, { ...row.refs, ...category }), quantity: row.input.quantity ?? 0 };
  });
  await createProducts(tx, { tenantId: auth.tenantId, userId: auth.userId, businessId, items });
  return { inserted: fresh.length, refused };
}

/** The slow path after another request made one of the chunk's categories mid-import: createProduct per row, each in a savepoint. */
async function insertOneByOne(db: Db, options: BulkUploadProductsOptions, country: string, chunk: PlannedRow[]) {
  const { auth, businessId } = options;
  const refused: Refusal[] = [];
  let inserted = 0;
  await db.transaction(async (tx) => {
    for (const row of chunk) {
      try {
        await tx.transaction(async (savepoint) => {
          const category = await createMissingCategory(savepoint, { tenantId: auth.tenantId, userId: auth.userId, businessId, query: row.query });
          if ('error' in category) throw new AppError('VALIDATION', plainText(category.error));
          const input = { ...row.input, categoryId: category.categoryId, category_OneId: category.subcategoryId };
          await createProduct(savepoint, { tenantId: auth.tenantId, userId: auth.userId, businessId, country, input });
        });
        inserted += 1;
      } catch (err) {
        // Only the row's own faults (a duplicate barcode…) are reported; a defect stays a 500.
        if (!(err instanceof AppError) || err.status >= 500) throw err;
        refused.push({ row: row.line, errordesc: err.message });
      }
    }
  });
  return { inserted, refused };
}

/** Another writer's row took a name a unique index guards (categories_name_uq, subcategories_name_uq). */
function isUniqueViolation(err: unknown): boolean {
  for (let cause: unknown = err; cause && typeof cause === 'object'; cause = (cause as { cause?: unknown }).cause) {
    if ((cause as { code?: unknown }).code === '23505') return true;
  }
  return false;
}
