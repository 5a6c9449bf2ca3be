import { z } from 'zod';
import { defineRoute } from './route';
import { idParam, idSchema, nullResult, optionalText, pageSchema, timestampInputSchema } from './common';
import { optionalMoney, optionalRef, queryPaging } from './catalog-fields';
import { productSchema } from './products';

const TAG = 'Stock';
const PRODUCTS = ['products'] as const;

export const ADJUSTMENT_TYPES = ['Increase', 'Decrease', 'Set'] as const;
export const MOVEMENT_TYPES = [...ADJUSTMENT_TYPES, 'Receive', 'Opening', 'Sale', 'Refund', 'Void', 'Purchase', 'Reset', 'StockIn', 'StockOut'] as const;
export type MovementType = (typeof MOVEMENT_TYPES)[number];
/** The reason the server writes on a product's first stock (an Opening movement); screens show the movement's kind instead. */
export const OPENING_STOCK_REASON = 'Opening stock';

export const stockAdjustmentSchema = z.object({
  /** The product id. */
  id: idSchema,
  variantId: optionalRef,
  qty: z.number({ message: 'must be a number' }).finite().min(0, 'must not be negative').max(1e10),
  wholesalePrice: optionalMoney,
  minWholesalePrice: optionalMoney,
  sellingPrice: optionalMoney,
  minSellingPrice: optionalMoney,
  buyingPrice: optionalMoney,
  /** ISO-8601 with an offset; absent means now. */
  transactionDate: timestampInputSchema.nullish(),
  note: optionalText(500),
  reason: optionalText(200),
  supplierId: optionalRef,
  adjustmentType: z.enum(ADJUSTMENT_TYPES, { message: 'must be Increase, Decrease or Set' }).nullish(),
  kra_Registered: z.boolean().nullish(),
});
export type StockAdjustment = z.input<typeof stockAdjustmentSchema>;

export const stockHistoryRowSchema = z.object({
  id: z.number().int(),
  actionDate: z.string(),
  adjustmentType: z.enum(MOVEMENT_TYPES),
  qty: z.number(),
  /** Added: the signed change (after − before). */
  change: z.number(),
  quantityBefore: z.number(),
  quantityAfter: z.number(),
  reason: z.string().nullable(),
  note: z.string().nullable(),
  supplierId: z.number().int().nullable(),
  /** Added: the supplier's name, for a receipt or purchase from one. */
  supplierName: z.string().nullable(),
  transactionId: z.number().int().nullable(),
  /** Added: the purchase (M1) behind a Purchase movement; its reference is the note. */
  expenseId: z.number().int().nullable(),
  /** Added: the receipt of the sale (or refund) behind the movement, for the screen to word. */
  receiptNo: z.string().nullable(),
  userName: z.string().nullable(),
  kra_Registered: z.boolean(),
  variantId: z.number().int().nullable(),
  variantName: z.string().nullable(),
});
export type StockHistoryRow = z.infer<typeof stockHistoryRowSchema>;

const dateSchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date YYYY-MM-DD');
const counted = z.object({ updated: z.number().int() });

export const resetAllQuantities = defineRoute({
  id: 'I25',
  method: 'PUT',
  path: '/api/Product/ResetAllQuantities/{businessId}',
  tag: TAG,
  modules: PRODUCTS,
  owner: 'Owner',
  idem: true,
  summary: 'Owner only: every tracked product’s quantity to 0 (Reset movements)',
  params: z.object({ businessId: idParam }),
  result: counted,
});

export const updateStock = defineRoute({
  id: 'I27',
  method: 'POST',
  path: '/api/Product/UpdateStock',
  tag: TAG,
  modules: PRODUCTS,
  idem: true,
  summary: 'Receive stock: qty > 0 is added (a Receive movement); prices and supplierId optional',
  body: stockAdjustmentSchema,
  result: productSchema,
});

export const getStockActivity = defineRoute({
  id: 'I28',
  method: 'GET',
  path: '/api/Product/GetStockActivity/{productId}',
  tag: TAG,
  modules: PRODUCTS,
  summary: 'Stock history, newest first',
  params: z.object({ productId: idParam }),
  query: z.object({ StartDate: dateSchema.optional(), EndDate: dateSchema.optional(), ...queryPaging }),
  result: pageSchema(stockHistoryRowSchema),
});

export const adjustStock = defineRoute({
  id: 'I29',
  method: 'PUT',
  path: '/api/Product/AdjustStock',
  tag: TAG,
  modules: PRODUCTS,
  idem: true,
  summary: 'Correct stock by adjustmentType; below 0 is 409 OUT_OF_STOCK unless negative inventory is allowed',
  body: stockAdjustmentSchema,
  result: productSchema,
});

export const deleteStockHistory = defineRoute({
  id: 'I30',
  method: 'DELETE',
  path: '/api/Product/DeleteStockHistory/{id}',
  tag: TAG,
  modules: PRODUCTS,
  summary: 'Hide one history row; never changes quantity',
  params: z.object({ id: idParam }),
  result: nullResult,
});

export const deleteAllStockHistory = defineRoute({
  id: 'I31',
  method: 'DELETE',
  path: '/api/Product/DeleteAllStockHistory/{productId}',
  tag: TAG,
  modules: PRODUCTS,
  summary: 'Hide a product’s whole history; never changes quantity',
  params: z.object({ productId: idParam }),
  result: z.object({ deleted: z.number().int() }),
});

export const trackAllItems = defineRoute({
  id: 'I32',
  method: 'POST',
  path: '/api/Product/TrackAllItems/{businessId}',
  tag: TAG,
  modules: PRODUCTS,
  summary: 'trackInventory 1 on every product (not services)',
  params: z.object({ businessId: idParam }),
  result: counted,
});
