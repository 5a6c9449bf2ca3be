import { z } from 'zod';
import { defineRoute } from './route';
import { idParam, idSchema, optionalText } from './common';
import { etimsLineSchema } from './etims-stock';
import { kraPinSchema } from './etims';

const TAG = 'Tax authority';
const ETIMS = ['etims'] as const;
const day = z.string({ message: 'is required' }).regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date YYYY-MM-DD');
const byBusinessQuery = z.object({ businessId: idParam });
/** `lastRequestDate`: only what changed since then (YYYY-MM-DD); none = everything. */
const sinceBody = z.object({ lastRequestDate: day.nullish() }).nullish();

/** API.md `ImportedItem`: a customs-cleared line waiting to be matched to one of our items (§5.13). */
export const importedItemSchema = z.object({
  taskCode: z.string(),
  declarationDate: z.string(),
  itemSequence: z.number().int(),
  declarationNo: z.string(),
  hsCode: z.string(),
  itemName: z.string(),
  /** `2` waiting, `3` accepted, `4` rejected. */
  importItemStatusCode: z.string(),
  originNationCode: z.string(),
  quantity: z.number(),
  quantityUnitCode: z.string(),
  packagingUnitCode: z.string(),
  supplierName: z.string(),
  invoiceAmount: z.number(),
  invoiceCurrency: z.string(),
});
export type ImportedItem = z.infer<typeof importedItemSchema>;

/** A line as the authority gives it: `productId` 0 until it is mapped to one of our items. */
export const etimsLineOutSchema = z.object({
  productId: z.number().int(),
  itemCode: z.string().nullable(),
  itemClassificationCode: z.string().nullable(),
  name: z.string().nullable(),
  quantity: z.number(),
  unitCost: z.number(),
  packagingUnitCode: z.string().nullable(),
  quantityUnitCode: z.string().nullable(),
  taxCode: z.string().nullable(),
});

/** API.md `PurchaseSale`: a supplier's signed sale to us (§5.16) and whether we confirmed it (P13). */
export const purchaseSaleSchema = z.object({
  supplierPin: z.string(),
  supplierName: z.string(),
  /** The supplier's branch (added). */
  supplierBranchId: z.string(),
  invoiceNo: z.number().int(),
  salesDate: z.string(),
  totalAmount: z.number(),
  taxAmount: z.number(),
  itemList: z.array(etimsLineOutSchema),
  received: z.boolean(),
});
export type PurchaseSale = z.infer<typeof purchaseSaleSchema>;

export const getImportedItems = defineRoute({
  id: 'P10',
  method: 'POST',
  path: '/v1/api/GetImportedItems',
  tag: TAG,
  modules: ETIMS,
  callsProvider: true,
  summary: 'Customs-imported items waiting for action',
  query: byBusinessQuery,
  body: sinceBody,
  result: z.array(importedItemSchema),
});

export const updateImportedItem = defineRoute({
  id: 'P11',
  method: 'POST',
  path: '/v1/api/UpdateImportedItem',
  tag: TAG,
  modules: ETIMS,
  owner: 'OwnerOrAdmin',
  callsProvider: true,
  summary: 'Map an imported item to a local item and accept (adds stock) or reject it',
  body: z.object({
    businessId: idSchema,
    taskCode: z.string({ message: 'is required' }).trim().min(1, 'is required').max(50),
    /** YYYY-MM-DD as P10 gives it (API.md 1.6), or KRA's own ddMMyyyy. */
    declarationDate: z
      .string({ message: 'is required' })
      .trim()
      .regex(/^(\d{4}-\d{2}-\d{2}|\d{8})$/, 'must be a date YYYY-MM-DD'),
    itemSequence: z.number({ message: 'must be a number' }).int().positive().max(2_147_483_647),
    hsCode: optionalText(17),
    itemClassificationCode: optionalText(10),
    /** Our item's code (§6); or give `productId` (added). */
    itemCode: optionalText(20),
    productId: idSchema.nullish(),
    importItemStatusCode: z.enum(['3', '4'], { message: 'must be 3 (accept) or 4 (reject)' }),
    remark: optionalText(400),
  }),
  result: importedItemSchema,
});

export const getPurchaseSales = defineRoute({
  id: 'P12',
  method: 'POST',
  path: '/v1/api/GetPurchaseSales',
  tag: TAG,
  modules: ETIMS,
  callsProvider: true,
  summary: "Suppliers' sales to this business, as reported to the authority",
  query: byBusinessQuery,
  body: sinceBody,
  result: z.array(purchaseSaleSchema),
});

export const etimsReceivePurchase = defineRoute({
  id: 'P13',
  method: 'POST',
  path: '/v1/api/EtimsReceivePurchase',
  tag: TAG,
  modules: ETIMS,
  owner: 'OwnerOrAdmin',
  idem: true,
  callsProvider: true,
  summary: 'Confirm receipt of one of those purchases; adds stock (Purchase movements)',
  body: z.object({
    businessId: idSchema,
    salesDate: day,
    itemList: z.array(etimsLineSchema).min(1, 'needs at least one item').max(200),
    supplierPin: kraPinSchema,
    invoiceNo: z.number({ message: 'must be a number' }).int().positive().max(2_147_483_647),
  }),
  result: purchaseSaleSchema,
});
