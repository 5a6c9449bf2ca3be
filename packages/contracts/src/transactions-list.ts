import { z } from 'zod';
import { defineRoute } from './route';
import { MAX_ID, idParam, pageSchema } from './common';
import { queryPaging, searchParam } from './catalog-fields';
import { calendarDateSchema, transactionRowSchema } from './sales';

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

export const salesPageSchema = pageSchema(transactionRowSchema).extend({
  /** Σ total over every filtered row, not only this page (the list's totals line). */
  sum: z.number(),
});

export const getSales = defineRoute({
  id: 'L7',
  method: 'GET',
  path: '/api/Transactions/GetSales/{businessId}',
  tag: TAG,
  modules: POS,
  summary: 'Sales list, newest first, with every filter and the sum of totals over all filtered rows (voided sales are in L8)',
  params: byBusiness,
  query: z.object({
    PaymentMode: paymentModeFilter,
    SaleType: saleTypeFilter,
    ...dateRange,
    ...queryPaging,
    SearchParam: searchParam,
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
