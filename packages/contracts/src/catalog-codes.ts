import { z } from 'zod';
import { defineRoute } from './route';
import { idParam, idSchema } from './common';
import { searchParam } from './catalog-fields';

const TAG = 'Product';
const PRODUCTS = ['products'] as const;

export const unitSchema = z.object({ id: z.number().int(), name: z.string() });
export const taxSchema = z.object({ taxId: z.number().int(), taxCode: z.string(), taxRate: z.number(), name: z.string() });
export type Tax = z.infer<typeof taxSchema>;
export const codeItemSchema = z.object({ code: z.string(), name: z.string() });
export type CodeItem = z.infer<typeof codeItemSchema>;
export const itemCodeHitSchema = z.object({
  productId: z.number().int(),
  name: z.string(),
  itemCode: z.string(),
  itemClassificationCode: z.string().nullable(),
});
export const codeListSchema = z.object({
  clsList: z.array(
    z.object({
      cdCls: z.string(),
      cdClsNm: z.string(),
      dtlList: z.array(z.object({ cd: z.string(), cdNm: z.string() })),
    }),
  ),
});
export type CodeList = z.infer<typeof codeListSchema>;

export const getUnits = defineRoute({
  id: 'I7',
  method: 'GET',
  path: '/api/Product/GetUnits',
  tag: TAG,
  modules: ['products', 'pos'],
  summary: 'The fixed, system-wide list of units',
  result: z.array(unitSchema),
});

export const getVat = defineRoute({
  id: 'I26',
  method: 'GET',
  path: '/api/Product/GetVat/{businessId}',
  tag: TAG,
  modules: ['products', 'pos'],
  summary: 'Tax rates for the business’s country',
  params: z.object({ businessId: idParam }),
  result: z.array(taxSchema),
});

export const getPackagingUnits = defineRoute({
  id: 'I35',
  method: 'GET',
  path: '/api/Product/GetPackagingUnits',
  tag: TAG,
  modules: PRODUCTS,
  summary: 'Tax-authority packaging unit codes',
  result: z.array(codeItemSchema),
});

export const getQuantityUnits = defineRoute({
  id: 'I36',
  method: 'GET',
  path: '/api/Product/GetQuantityUnits',
  tag: TAG,
  modules: PRODUCTS,
  summary: 'Tax-authority quantity unit codes',
  result: z.array(codeItemSchema),
});

export const getItemClassificationCodes = defineRoute({
  id: 'I37',
  method: 'GET',
  path: '/api/Product/GetItemClassificationCodes',
  tag: TAG,
  modules: PRODUCTS,
  summary: 'Tax-authority item classification codes',
  query: z.object({ SearchParam: searchParam }),
  result: z.array(codeItemSchema),
});

export const searchItemCodes = defineRoute({
  id: 'I38',
  method: 'GET',
  path: '/api/Product/SearchItemCodes/{businessId}',
  tag: TAG,
  modules: PRODUCTS,
  summary: 'The business’s items that have a tax-authority itemCode (at most 50)',
  params: z.object({ businessId: idParam }),
  query: z.object({ SearchParam: searchParam }),
  result: z.array(itemCodeHitSchema),
});

export const getCodeList = defineRoute({
  id: 'I39',
  method: 'POST',
  path: '/api/Product/GetCodeList',
  tag: TAG,
  modules: PRODUCTS,
  summary: 'Tax-authority code lists for the named classes only',
  body: z.object({
    businessId: idSchema,
    cdCls: z
      .array(z.string().regex(/^\d{2}$/, 'must be two-digit class numbers'))
      .max(30)
      .default([]),
  }),
  result: codeListSchema,
});
