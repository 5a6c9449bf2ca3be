import { OPENING_STOCK_REASON, type Product } from '@dukani/contracts';
import type { DbOrTx } from '../../db/client';
import { products, productSuppliers, productVariants } from './products.schema';
import { audit } from '../../lib/audit';
import { getBusinessCountry } from '../business/get-business-country';
import { recordMovement } from '../stock/record-movement';
import { getProduct } from './get-product';
import { checkProductInput, variantColumns, type ProductInputData } from './product-rules';
import { searchTextOf } from './products.queries';
import { queueItemRegistration } from '../etims/queue-item-registration';

export interface CreateProductOptions {
  tenantId: number;
  userId: number;
  businessId: number;
  input: ProductInputData;
  imageUrl?: string | null;
  /** The business's country when the caller already knows it (saves a read per row in a bulk import). */
  country?: string;
}

/**
 * Validates and inserts one product or service inside the caller's transaction (I10 wraps it in its
 * own; the CSV import calls it once per row). The quantity sent is opening stock: it is written as an
 * `Opening` movement, per variant when there are variants, so stock never appears without history.
 */
export async function createProduct(tx: DbOrTx, options: CreateProductOptions): Promise<Product> {
  const { input, businessId, tenantId } = options;
  const country = options.country ?? (await getBusinessCountry(tx, businessId));
  const { columns, supplierIds } = await checkProductInput(tx, { businessId, country, input });
  const isService = columns.productType === 1;
  const variantInputs = input.variants ?? [];

  const [row] = await tx
    .insert(products)
    .values({
      tenantId,
      businessId,
      ...columns,
      quantity: 0,
      imageUrl: options.imageUrl ?? null,
      searchText: searchTextOf(columns, variantInputs),
    })
    .returning({ id: products.id });
  const productId = row!.id;

  if (supplierIds.length > 0) {
    await tx.insert(productSuppliers).values(supplierIds.map((supplierId) => ({ productId, supplierId })));
  }
  const openings: { variantId: number | null; quantity: number }[] = [];
  for (const variant of variantInputs) {
    const [created] = await tx
      .insert(productVariants)
      .values({ tenantId, businessId, productId, ...variantColumns(variant, isService), quantity: 0 })
      .returning({ id: productVariants.id });
    openings.push({ variantId: created!.id, quantity: variant.quantity ?? 0 });
  }
  // With variants the product's own quantity is their sum, so a quantity sent for the product itself is ignored.
  if (variantInputs.length === 0) openings.push({ variantId: null, quantity: input.quantity ?? 0 });
  if (!isService) {
    for (const opening of openings.filter((entry) => entry.quantity > 0)) {
      await recordMovement(tx, {
        tenantId,
        businessId,
        productId,
        variantId: opening.variantId,
        type: 'Opening',
        mode: 'add',
        quantity: opening.quantity,
        allowNegative: false,
        userId: options.userId,
        reason: OPENING_STOCK_REASON,
      });
    }
  }

  await audit(tx, {
    tenantId,
    businessId,
    userId: options.userId,
    action: 'create',
    entity: 'product',
    entityId: productId,
    detail: {
      name: columns.name,
      productType: columns.productType,
      openingStock: isService ? 0 : openings.reduce((sum, entry) => sum + entry.quantity, 0),
      variants: variantInputs.length,
      suppliers: supplierIds,
    },
  });
  await queueItemRegistration(tx, { businessId, productId });
  return getProduct(tx, { id: productId });
}
