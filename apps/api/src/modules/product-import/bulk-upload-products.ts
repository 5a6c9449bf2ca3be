import type { ImportResult } from '@dukani/contracts';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { plainText } from '../../lib/messages';
import { audit } from '../../lib/audit';
import type { AuthContext } from '../../lib/auth-context';
import { getBusinessCountry } from '../business/get-business-country';
import { createMissingCategory } from '../categories/create-missing-category';
import { resolveCategoryNames, type CategoryNameQuery } from '../categories/resolve-category-names';
import { createProduct } from '../products/create-product';
import { lookupProductType, toProductInput } from './product-row-input';
import { readProductCsv } from './read-product-csv';

/** Rows per transaction. */
const CHUNK = 100;

export interface BulkUploadProductsOptions {
  businessId: number;
  auth: AuthContext;
  csv: Buffer;
}

/**
 * I15: each row of the I41 template becomes a product through createProduct (quantities as Opening
 * movements). Each row has its own savepoint, so good rows are saved and bad ones are reported with
 * their line in the file (API.md §1.9). A bad file as a whole is a 400 before any row is written.
 */
export async function bulkUploadProducts(db: Db, options: BulkUploadProductsOptions): Promise<ImportResult> {
  const { auth, businessId } = options;
  const rows = readProductCsv(options.csv);
  const queries: CategoryNameQuery[] = rows.map((row) => ({
    category: row.cells.category,
    subcategory: row.cells.subcategory,
    productType: lookupProductType(row.cells),
  }));
  const [country, categories] = await Promise.all([getBusinessCountry(db, businessId), resolveCategoryNames(db, { businessId, queries })]);

  const result: ImportResult = { inserted: 0, failed: 0, errors: [] };
  // Rows are written in chunks of one transaction each, every row in its own savepoint: a bad row rolls
  // back alone, and the chunk saves a commit (a WAL flush) per row.
  for (let from = 0; from < rows.length; from += CHUNK) {
    await db.transaction(async (tx) => {
      for (let index = from; index < Math.min(from + CHUNK, rows.length); index++) {
        const row = rows[index]!;
        const known = categories[index]!;
        let error: string | null = null;
        try {
          await tx.transaction(async (savepoint) => {
            // A category the shop does not have yet is made with the row (and undone with it when refused).
            const category =
              'error' in known
                ? await createMissingCategory(savepoint, { tenantId: auth.tenantId, userId: auth.userId, businessId, query: queries[index]! })
                : known;
            const mapped = toProductInput(row, businessId, category);
            // The row's sentence comes from the CSV reader and the contracts, and the import report is English.
            if ('error' in mapped) throw new AppError('VALIDATION', plainText(mapped.error));
            await createProduct(savepoint, { tenantId: auth.tenantId, userId: auth.userId, businessId, country, input: mapped.input });
          });
        } catch (err) {
          // Only the row's own faults (validation, duplicate barcode…) are reported; a defect stays a 500.
          if (!(err instanceof AppError) || err.status >= 500) throw err;
          error = err.message;
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
    entity: 'product',
    detail: { rows: rows.length, inserted: result.inserted, failed: result.failed },
  });
  return result;
}
