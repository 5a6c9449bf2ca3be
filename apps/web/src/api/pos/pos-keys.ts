import type { TransactionKind } from '@dukani/contracts';

/** Query keys of the till. Checkout invalidates `products` (stock moved) and `session` (takings). */
export const posKeys = {
  all: ['pos'] as const,
  paymentModes: (businessId: number) => [...posKeys.all, 'payment-modes', businessId] as const,
  session: (businessId: number) => [...posKeys.all, 'session', businessId] as const,
  todaysSales: (businessId: number) => [...posKeys.all, 'todays-sales', businessId] as const,
  sale: (businessId: number, transactionId: number) => [...posKeys.all, 'sale', businessId, transactionId] as const,
  /** The Transactions list (L7) and the voided sales (L8): under `all`, so a sale, void or refund refreshes them. */
  salesPage: (businessId: number, filter: SalesFilter, page: number, pageSize: number) =>
    [...posKeys.all, 'sales-page', businessId, filter, page, pageSize] as const,
  voidedPage: (businessId: number, filter: SalesFilter, page: number, pageSize: number) =>
    [...posKeys.all, 'voided-page', businessId, filter, page, pageSize] as const,
};

/** The Transactions screens' filters; absent means all (API.md L7). Dates are YYYY-MM-DD in the shop's zone. */
export interface SalesFilter {
  /** Sales, refunds or credit notes only (L7's Kind); the voided list ignores it. */
  kind?: TransactionKind;
  paymentMode?: string;
  saleType?: 0 | 2;
  startDate?: string;
  endDate?: string;
  search?: string;
  /** Only the sales held for review (L7's Review=true, issue 32). */
  review?: boolean;
}
