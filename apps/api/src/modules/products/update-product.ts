import { and, eq, isNull } from 'drizzle-orm';
import type { Product } from '@dukani/contracts';
import type { Db, DbOrTx } from '../../db/client';
import { products, productSuppliers, productVariants } from './products.schema';
import { invalid, notFound } from '../../lib/app-error';
import { audit } from '../../lib/audit';
import { assertRecordAccess } from '../../lib/record-access';
import type { AuthContext } from '../../lib/auth-context';
import { getBusinessCountry } from '../business/get-business-country';
import { getProduct } from './get-product';
import { checkProductInput, type ProductInputData } from './product-rules';
import { searchTextOf } from './products.queries';
import { syncVariants } from './sync-variants';
import { queueItemRegistration } from '../etims/queue-item-registration';

export interface UpdateProductOptions {
  id: number;
  auth: AuthContext;
  input: ProductInputData;
  /** A newly uploaded picture replaces the old one; without one the old one stays. */
  imageUrl?: string | null;
}

/** I19 in one transaction. */
export function updateProduct(db: Db, options: UpdateProductOptions): Promise<Product> {
  return db.transaction((tx) => updateProductIn(tx, options));
}

/**
 * I19's rules inside the caller's transaction (I33 runs one per entry). The product row is locked
 * first, so a sale or stock movement of the same product waits instead of interleaving with the
 * variant changes. quantity in the body is ignored: stock moves only through movements.
 */
export async function updateProductIn(tx: DbOrTx, options: UpdateProductOptions): Promise<Product> {
  const { input, auth } = options;
  const [row] = await tx
    .select()
    .from(products)
    .where(and(eq(products.id, options.id), isNull(products.deletedAt)))
    .for('update');
  if (!row) throw notFound('Product');
  assertRecordAccess(auth, row.businessId, 'Product', ['products']);
  if (input.businessId !== row.businessId) throw invalid('businessId', 'catalog.productOtherBusiness', { id: String(row.businessId) });

  const country = await getBusinessCountry(tx, row.businessId);
  const { columns, supplierIds } = await checkProductInput(tx, { businessId: row.businessId, country, input, productId: row.id });
  const isService = columns.productType === 1;
  if (isService && row.productType === 0 && row.quantity !== 0) {
    throw invalid('productType', 'catalog.serviceHasStock', { name: row.name, quantity: row.quantity });
  }
  const current = await tx
    .select()
    .from(productVariants)
    .where(and(eq(productVariants.productId, row.id), isNull(productVariants.deletedAt)));
  const variantInputs = input.variants ?? [];
  // The product's own stock has no variant to belong to; moving it silently would rewrite history.
  if (current.length === 0 && variantInputs.length > 0 && row.quantity !== 0) {
    throw invalid('variants', 'catalog.variantsNeedZeroStock', { name: row.name, quantity: row.quantity });
  }

  await tx
    .update(products)
    .set({ ...columns, imageUrl: options.imageUrl ?? row.imageUrl, searchText: searchTextOf(columns, variantInputs), updatedOn: new Date() })
    .where(eq(products.id, row.id));
  await tx.delete(productSuppliers).where(eq(productSuppliers.productId, row.id));
  if (supplierIds.length > 0) await tx.insert(productSuppliers).values(supplierIds.map((supplierId) => ({ productId: row.id, supplierId })));
  const variantChanges = await syncVariants(tx, {
    tenantId: row.tenantId,
    businessId: row.businessId,
    userId: auth.userId,
    productId: row.id,
    isService,
    current,
    inputs: variantInputs,
  });

  await audit(tx, {
    tenantId: row.tenantId,
    businessId: row.businessId,
    userId: auth.userId,
    action: 'update',
    entity: 'product',
    entityId: row.id,
    detail: {
      name: columns.name,
      changed: changedFields(row, columns),
      variants: variantChanges,
      suppliers: supplierIds,
      image: options.imageUrl ? 'replaced' : 'kept',
    },
  });
  await queueItemRegistration(tx, { businessId: row.businessId, productId: row.id });
  return getProduct(tx, { id: row.id });
}

/** The columns whose value differs, for the audit trail. */
function changedFields(before: Record<string, unknown>, after: Record<string, unknown>): string[] {
  return Object.keys(after).filter((key) => before[key] !== after[key]);
}
