import { z } from 'zod';
import { defineRoute } from './route';
import { idParam } from './common';

export const importResultSchema = z.object({
  inserted: z.number().int(),
  failed: z.number().int(),
  /** row is the line number in the file, the header being line 1. */
  errors: z.array(z.object({ row: z.number().int(), errordesc: z.string() })),
});
export type ImportResult = z.infer<typeof importResultSchema>;

/** I41's header row, in order (API.md I41). */
export const PRODUCT_IMPORT_COLUMNS = [
  'name',
  'category',
  'subcategory',
  'productType',
  'sellingPrice',
  'buyingPrice',
  'wholesalePrice',
  'minSellingPrice',
  'minWholesalePrice',
  'quantity',
  'lowstock',
  'unit',
  'taxCode',
  'taxInclusive',
  'barCode',
  'productCode',
  'brand',
  'location',
  'trackInventory',
] as const;

export const MAX_IMPORT_BYTES = 5 * 1024 * 1024;
export const MAX_IMPORT_ROWS = 5000;

export const bulkUploadProducts = defineRoute({
  id: 'I15',
  method: 'POST',
  path: '/api/Product/BulkUploadProducts/{businessId}',
  tag: 'Product',
  modules: ['products'],
  idem: true,
  multipart: true,
  csvPart: 'Product',
  summary: 'Import a CSV built from the I41 template; good rows are saved, each bad row is reported',
  params: z.object({ businessId: idParam }),
  result: importResultSchema,
});

export const getProductImportTemplate = defineRoute({
  id: 'I41',
  method: 'GET',
  path: '/api/Product/GetImportTemplate',
  tag: 'Product',
  modules: ['products'],
  csvDownload: 'product-import-template.csv',
  summary: 'CSV template: the header row of I15',
  result: z.string(),
});
