import { and, desc, eq, exists, gte, ilike, isNotNull, lt, ne, or, sql, type SQL } from 'drizzle-orm';
import { normalizeSearch, type getDeletedSales, type getSales, type RouteResult, type TransactionKind, type TransactionRow } from '@dukani/contracts';
import { roundMoney } from '@dukani/domain';
import type { DbOrTx } from '../../db/client';
import { transactionPayments, transactions } from './sales.schema';
import { toTransactionRows } from './build-transaction';
import { getBusinessCountry } from '../business/get-business-country';
import { businessDayRange } from '../../lib/business-day-range';
import { containsPattern } from '../../lib/contains-pattern';
import { scoped } from '../../lib/scoped';

/** salesStatus 4 (API.md §1.11) is Cancelled: a voided sale. */
const CANCELLED = 4;

export interface FindSalesPageOptions {
  businessId: number;
  /** L8 lists the voided sales; L7 every other sale, and the refunds and credit notes. */
  voided: boolean;
  /** L7's Kind; omitted means all three (L8 lists sales only). */
  kind?: TransactionKind;
  /** L7's Review=true: only the sales held for review (issue 32). */
  review?: boolean;
  /** Only the transactions this user rang up (listedCashierId); omitted means every cashier's. */
  cashierId?: number;
  paymentMode?: string | null;
  saleType?: number;
  startDate?: string;
  endDate?: string;
  search?: string | null;
  page: number;
  pageSize: number;
}

/** One of the sale's payment entries matches (a split sale is found by each of its modes). */
function hasPayment(condition: SQL) {
  return exists(sql`(select 1 from ${transactionPayments} where ${transactionPayments.transactionId} = ${transactions.id} and ${condition})`);
}

/** A refund or credit note takes money off the list's total: its total in the sum, negative. */
const signedTotal = sql`case when ${transactions.kind} = 'Sale' then ${transactions.total} else -${transactions.total} end`;

/**
 * A refund or credit note as L7 shows it: a row of its own whose amounts are negative (money given back), so
 * its total adds up with the sales' to the net the totals line shows. Its own receipt (L2) keeps them positive.
 */
function asListed(row: TransactionRow): TransactionRow {
  if (row.kind === 'Sale') return row;
  const back = (amount: number) => (amount === 0 ? 0 : -amount);
  return {
    ...row,
    subTotal: back(row.subTotal),
    taxes: back(row.taxes),
    discount: back(row.discount),
    shippingFee: back(row.shippingFee),
    total: back(row.total),
    totalPaid: back(row.totalPaid),
    balance: back(row.balance),
    paymentSummary: row.paymentSummary.map((entry) => ({ ...entry, amount: back(entry.amount) })),
  };
}

/**
 * L7 and L8: transactions, newest first, paged. L7 lists sales and, as rows of their own, the refunds and
 * credit notes (negative amounts; L2's linked still lists them under their sale); L8 the voided sales. `sum`
 * is Σ signed total over every filtered row, so the totals line is net and never depends on the page.
 */
export async function findSalesPage(db: DbOrTx, options: FindSalesPageOptions): Promise<RouteResult<typeof getSales>> {
  const range = businessDayRange(await getBusinessCountry(db, options.businessId), options.startDate, options.endDate);
  const paymentMode = normalizeSearch(options.paymentMode);
  const search = normalizeSearch(options.search);
  const pattern = search ? containsPattern(search) : null;
  const where = and(
    scoped(transactions, options),
    options.voided ? eq(transactions.kind, 'Sale') : options.kind ? eq(transactions.kind, options.kind) : undefined,
    options.cashierId === undefined ? undefined : eq(transactions.cashierId, options.cashierId),
    options.voided
      ? or(eq(transactions.isDeleted, true), eq(transactions.salesStatus, CANCELLED))
      : and(eq(transactions.isDeleted, false), ne(transactions.salesStatus, CANCELLED)),
    options.saleType === undefined ? undefined : eq(transactions.salesType, options.saleType),
    options.review ? isNotNull(transactions.review) : undefined,
    range.from ? gte(transactions.transactionDate, range.from) : undefined,
    range.to ? lt(transactions.transactionDate, range.to) : undefined,
    paymentMode ? hasPayment(sql`${transactionPayments.paymentValue} = ${paymentMode}`) : undefined,
    pattern
      ? or(
          ilike(transactions.receiptNo, pattern),
          ilike(transactions.deviceReceiptNo, pattern),
          ilike(transactions.clientName, pattern),
          ilike(transactions.clientPhone, pattern),
          hasPayment(sql`${transactionPayments.referenceNumber} ilike ${pattern}`),
        )
      : undefined,
  );
  const [totals] = await db
    .select({ count: sql<number>`count(*)::int`, sum: sql<string>`coalesce(sum(${signedTotal}), 0)::text` })
    .from(transactions)
    .where(where);
  const totalRecords = Number(totals?.count ?? 0);
  const rows = await db
    .select()
    .from(transactions)
    .where(where)
    .orderBy(desc(transactions.transactionDate), desc(transactions.id))
    .limit(options.pageSize)
    .offset((options.page - 1) * options.pageSize);
  return {
    data: (await toTransactionRows(db, rows)).map(asListed),
    totalRecords,
    totalPages: Math.ceil(totalRecords / options.pageSize),
    currentPageNumber: options.page,
    pageSize: options.pageSize,
    // NUMERIC sums exactly in the database; the text keeps every cent until it becomes a 2-decimal number.
    sum: roundMoney(Number(totals?.sum ?? 0)),
  };
}

/** L8: the same list over voided sales, without the sum (API.md gives it none). */
export async function findDeletedSalesPage(
  db: DbOrTx,
  options: Omit<FindSalesPageOptions, 'voided' | 'paymentMode' | 'saleType' | 'kind'>,
): Promise<RouteResult<typeof getDeletedSales>> {
  const { sum: _sum, ...page } = await findSalesPage(db, { ...options, voided: true });
  return page;
}
