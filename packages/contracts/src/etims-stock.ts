import { z } from 'zod';
import { defineRoute } from './route';
import { idParam, idSchema, moneySchema, optionalText } from './common';

const TAG = 'Tax authority';
const ETIMS = ['etims'] as const;
const day = z.string({ message: 'is required' }).regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date YYYY-MM-DD');

/** API.md `EtimsLine`: one item of a stock or purchase document. The item is ours (productId); the code follows it. */
export const etimsLineSchema = z.object({
  productId: idSchema,
  itemCode: optionalText(20),
  itemClassificationCode: optionalText(10),
  name: optionalText(200),
  quantity: z.number({ message: 'must be a number' }).finite().positive('must be more than 0').max(1_000_000_000),
  unitCost: moneySchema.default(0),
  packagingUnitCode: optionalText(5),
  quantityUnitCode: optionalText(5),
  taxCode: optionalText(5),
});
export type EtimsLine = z.infer<typeof etimsLineSchema>;

const STOCK_IN = ['01', '02', '03', '04', '05', '06'] as const;
const STOCK_OUT = ['11', '12', '13', '14', '15', '16'] as const;

const movementBody = {
  businessId: idSchema,
  itemList: z.array(etimsLineSchema).min(1, 'needs at least one item').max(200),
  occurredDate: day,
  originalReleaseNo: z.number({ message: 'must be a number' }).int().min(0).max(2_147_483_647).default(0),
  /** Added: the other branch of a transfer (`13` out, `04` in), sent as custBhfId with our own PIN (§10). */
  counterpartyBranchId: z
    .string()
    .trim()
    .regex(/^\d{2}$/, 'must be two digits')
    .nullish(),
};

/** API.md `StockIn`: `sarTyCd` `01`–`06` (§4.3), default `06` (opening stock, a positive count). */
export const stockInSchema = z.object({ ...movementBody, sarTyCd: z.enum(STOCK_IN, { message: 'must be 01 to 06' }).default('06') });
/** API.md `StockOut`: `sarTyCd` `11`–`16`, default `16` (a negative count). */
export const stockOutSchema = z.object({ ...movementBody, sarTyCd: z.enum(STOCK_OUT, { message: 'must be 11 to 16' }).default('16') });

/** API.md `MovementResult`: the release number sent to the authority (sarNo) and where the report stands. */
export const movementResultSchema = z.object({ releaseNo: z.number().int(), itemCount: z.number().int(), salesStatus: z.number().int() });
export type MovementResult = z.infer<typeof movementResultSchema>;

/** API.md `Movement`: a line of a movement the authority holds for this branch (a transfer from another branch). */
export const etimsMovementSchema = z.object({
  itemCode: z.string(),
  name: z.string(),
  quantity: z.number(),
  sarTyCd: z.string(),
  occurredDate: z.string(),
  branchId: z.string(),
  /** The sending branch's release number (added). */
  releaseNo: z.number().int(),
});

/** Added: a stock report of ours and where it stands with the authority (the Tax authority screens). */
export const stockReportSchema = z.object({
  releaseNo: z.number().int(),
  sarTyCd: z.string(),
  occurredDate: z.string(),
  itemCount: z.number().int(),
  transactionId: z.number().int().nullable(),
  state: z.enum(['Waiting', 'Sent', 'Refused']),
  error: z.string().nullable(),
  createdOn: z.string(),
  lines: z.array(z.object({ productId: z.number().int(), name: z.string(), quantity: z.number(), onHand: z.number() })),
});
export type StockReport = z.infer<typeof stockReportSchema>;

export const getEtimsMovementList = defineRoute({
  id: 'P2',
  method: 'POST',
  path: '/v1/api/GetEtimsMovementList',
  tag: TAG,
  modules: ETIMS,
  callsProvider: true,
  summary: 'Stock movements the authority holds since a date',
  query: z.object({ businessId: idParam, startDate: day }),
  result: z.array(etimsMovementSchema),
});

export const etimsStockOut = defineRoute({
  id: 'P3',
  method: 'POST',
  path: '/v1/api/EtimsStockOut',
  tag: TAG,
  modules: ETIMS,
  owner: 'OwnerOrAdmin',
  idem: true,
  summary: 'Report a stock out and apply it locally (StockOut movements)',
  body: stockOutSchema,
  result: movementResultSchema,
});

export const etimsStockIn = defineRoute({
  id: 'P4',
  method: 'POST',
  path: '/v1/api/EtimsStockIn',
  tag: TAG,
  modules: ETIMS,
  owner: 'OwnerOrAdmin',
  idem: true,
  summary: 'Report a stock in and apply it locally (StockIn movements)',
  body: stockInSchema,
  result: movementResultSchema,
});

export const getEtimsStockReports = defineRoute({
  id: 'P17',
  method: 'GET',
  path: '/v1/api/GetEtimsStockReports',
  tag: TAG,
  modules: ETIMS,
  summary: 'Our stock reports to the authority, newest first, with their state (added)',
  query: z.object({ businessId: idParam }),
  result: z.array(stockReportSchema),
});

export const ETIMS_DOCUMENT_STATES = ['unsent', 'waiting', 'approved', 'refused'] as const;
export type EtimsDocumentState = (typeof ETIMS_DOCUMENT_STATES)[number];

/** Added: a sale, refund or credit note and where it stands with the authority (the Tax authority screen). */
export const etimsDocumentSchema = z.object({
  transactionId: z.number().int(),
  /** A refund reaches the authority as a credit note of its lines, like a credit note. */
  kind: z.enum(['Sale', 'Refund', 'CreditNote']),
  receiptNo: z.string(),
  transactionDate: z.string(),
  total: z.number(),
  state: z.enum(ETIMS_DOCUMENT_STATES),
  /** The authority's words when it refused. */
  error: z.string().nullable(),
  /** The CU invoice number once approved. */
  cuInvoiceNo: z.string().nullable(),
});
export type EtimsDocument = z.infer<typeof etimsDocumentSchema>;

export const getEtimsDocuments = defineRoute({
  id: 'P18',
  method: 'GET',
  path: '/v1/api/GetEtimsDocuments',
  tag: TAG,
  modules: ['etims', 'pos'],
  summary:
    'Sales, refunds and credit notes with their state at the authority, newest first (at most 200), and how many wait over an hour or were refused (added; the banner)',
  query: z.object({ businessId: idParam, state: z.enum(ETIMS_DOCUMENT_STATES, { message: 'must be unsent, waiting, approved or refused' }).optional() }),
  result: z.object({
    documents: z.array(etimsDocumentSchema),
    /** Sent to a registered device but not signed after an hour. */
    waitingOverHour: z.number().int(),
    refused: z.number().int(),
    hasDevice: z.boolean(),
  }),
});
