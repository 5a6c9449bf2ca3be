import type { Product } from '@dukani/contracts';
import type { Db } from '../../db/client';
import { createProduct } from './create-product';
import type { ProductInputData } from './product-rules';

export interface AddProductOptions {
  tenantId: number;
  userId: number;
  input: ProductInputData;
  imageUrl?: string | null;
}

/** I10: one product with its opening stock, in one transaction. */
export function addProduct(db: Db, options: AddProductOptions): Promise<Product> {
  return db.transaction((tx) =>
    createProduct(tx, {
      tenantId: options.tenantId,
      userId: options.userId,
      businessId: options.input.businessId,
      input: options.input,
      imageUrl: options.imageUrl,
    }),
  );
}
