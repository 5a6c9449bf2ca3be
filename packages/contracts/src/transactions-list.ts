import { z } from 'zod';
import { defineRoute } from './route';
import { MAX_ID, idParam, pageSchema } from './common';
import { queryPaging, searchParam } from './catalog-fields';
import { TRANSACTION_KINDS, calendarDateSchema, transactionRowSchema } from './sales';

/**
 * L1, L7, L8 and L9 are open to `pos`, but a user without `reports` (and not Owner or Admin) sees only the
 * transactions they rang up (API.md §1.2): the server narrows them, whatever UserId says.
 */
const TAG = 'Sales';
const POS = ['pos'] as const;

const byBusiness = z.object({ businessId: idParam });
/** API.md §1.6: calendar days in the business's zone, both inclusive. */
const dateRange = { StartDate: calendarDateSchema.optional(), EndDate: calendarDateSchema.optional() };
/** A paymentValue; omitted (or '', 'null', 'undefined', as §1.5 reads a search) means every mode. */
const paymentModeFilter = z.string().max(50, 'must be at most 50 characters').nullish();

/** The list screens' sale types: 0 point of sale, 2 shipped order (API.md §1.11). */
export const SALE_TYPES = [0, 2] as const;
const saleTypeFilter = z.coerce
  .number({ message: 'must be 0 (point of sale) or 2 (shipped order)' })
  .refine((value) => value === 0 || value === 2, 'must be 0 (point of sale) or 2 (shipped order)')
  .optional();

/** L7's Kind: sales only, refunds only or credit notes only; omitted means all three. */
const kindFilter = z.enum(TRANSACTION_KINDS, { message: 'must be Sale, Refund or CreditNote' }).optional();

export const salesPageSchema = pageSchema(transactionRowSchema).extend({
  /**
   * Σ total over every filtered row, not only this page (the list's totals line). Refunds and credit notes
   * are rows with a negative total, so the sum is net: sales less what was given back.
   */
  sum: z.number(),
});

export const getSales = defineRoute({
  id: 'L7',
  method: 'GET',
  path: '/api/Transactions/GetSales/{businessId}',
  tag: TAG,
  modules: POS,
  summary:
    'Transactions list, newest first: sales, and refunds and credit notes as rows with negative amounts; every filter and the net sum over all filtered rows (voided sales are in L8)',
  params: byBusiness,
  query: z.object({
    PaymentMode: paymentModeFilter,
    SaleType: saleTypeFilter,
    ...dateRange,
    ...queryPaging,
    SearchParam: searchParam,
    Kind: kindFilter,
    /** Added (issue 32): true lists only the sales held for review (`review` not null). */
    Review: z.enum(['true', 'false'], { message: 'must be true or false' }).optional(),
  }),
  result: salesPageSchema,
});

export const getDeletedSales = defineRoute({
  id: 'L8',
  method: 'GET',
  path: '/api/Transactions/GetDeletedSales/{businessId}',
  tag: TAG,
  modules: POS,
  summary: 'Voided sales, newest first',
  params: byBusiness,
  query: z.object({ ...dateRange, ...queryPaging, SearchParam: searchParam }),
  result: pageSchema(transactionRowSchema),
});

export const getPosTransactionsByCustomDates = defineRoute({
  id: 'L9',
  method: 'GET',
  path: '/api/Transactions/GetPOSTransactionsByCustomDates',
  tag: TAG,
  modules: POS,
  summary: 'POS transactions in a date range, newest first',
  query: z.object({
    BusinessId: idParam,
    StartDate: calendarDateSchema,
    EndDate: calendarDateSchema,
    UserId: z.coerce.number({ message: 'is not a valid id' }).int().positive('is not a valid id').max(MAX_ID, 'is not a valid id').optional(),
  }),
  result: z.array(transactionRowSchema),
});
