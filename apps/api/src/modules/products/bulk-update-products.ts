import type { bulkUpdateProducts as bulkUpdateContract, Product, RouteBody, RouteResult } from '@dukani/contracts';
import type { Db } from '../../db/client';
import { AppError, notFound } from '../../lib/app-error';
import type { AuthContext } from '../../lib/auth-context';
import { getProduct } from './get-product';
import type { ProductInputData } from './product-rules';
import { updateProductIn } from './update-product';

type ProductPatch = RouteBody<typeof bulkUpdateContract>['products'][number];

export interface BulkUpdateProductsOptions {
  businessId: number;
  auth: AuthContext;
  entries: ProductPatch[];
}

/** The stored product as an I19 body, so an entry can be laid over it. */
function toInput(product: Product): ProductInputData {
  return {
    ...product,
    quantity: null,
    taxRate: null,
    active: product.active,
    trackInventory: product.trackInventory,
    kra_ProductType: product.kra_ProductType === '1' || product.kra_ProductType === '3' ? product.kra_ProductType : '2',
    variants: product.variants.map((variant) => ({ ...variant, quantity: null })),
  };
}

/**
 * An entry names only what changes; the rest is the stored product. Fields that travel in pairs are
 * kept consistent: naming taxCode (or unitsid) alone drops the stored taxId (unitId), which would
 * otherwise win, and a new category without a subcategory leaves the old subcategory behind.
 */
function mergeEntry(product: Product, entry: ProductPatch): ProductInputData {
  const sent = Object.fromEntries(Object.entries(entry).filter(([, value]) => value !== undefined)) as Partial<ProductPatch>;
  const merged: ProductInputData = { ...toInput(product), ...sent, businessId: product.businessId };
  if (sent.taxCode !== undefined && sent.taxId === undefined) merged.taxId = null;
  if (sent.unitsid !== undefined && sent.unitId === undefined) merged.unitId = null;
  if (sent.categoryId !== undefined && sent.category_OneId === undefined && sent.categoryId !== product.categoryId) merged.category_OneId = null;
  return merged;
}

/**
 * I33: each entry in its own transaction with I19's rules. A refused entry is reported in `errors` by
 * its sentence and the others are still saved, so one bad row does not cost the owner the whole sheet.
 */
export async function bulkUpdateProducts(db: Db, options: BulkUpdateProductsOptions): Promise<RouteResult<typeof bulkUpdateContract>> {
  let updated = 0;
  const errors: { id: number; errordesc: string }[] = [];
  for (const entry of options.entries) {
    try {
      await db.transaction(async (tx) => {
        const product = await getProduct(tx, { id: entry.id, auth: options.auth });
        if (product.businessId !== options.businessId) throw notFound('Product');
        await updateProductIn(tx, { id: entry.id, auth: options.auth, input: mergeEntry(product, entry) });
      });
      updated += 1;
    } catch (err) {
      if (!(err instanceof AppError)) throw err;
      errors.push({ id: entry.id, errordesc: err.message });
    }
  }
  return { updated, errors };
}
