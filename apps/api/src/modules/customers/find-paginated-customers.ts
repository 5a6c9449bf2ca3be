import { and, asc, eq, ilike, isNull, or, sql, type SQL } from 'drizzle-orm';
import { normalizeSearch, type CustomerRow, type getPaginatedCustomers, type RouteQuery } from '@dukani/contracts';
import type { DbOrTx } from '../../db/client';
import { containsPattern } from '../../lib/contains-pattern';
import { scoped } from '../../lib/scoped';
import { customerLedger, customers } from './customers.schema';
import { toCustomer } from './customers.queries';
import { ledgerBalanceSum } from './customer-ledger.queries';

export interface FindPaginatedCustomersOptions {
  businessId: number;
  query: RouteQuery<typeof getPaginatedCustomers>;
}

export interface CustomerPage {
  data: CustomerRow[];
  totalRecords: number;
  totalPages: number;
  currentPageNumber: number;
  pageSize: number;
}

/**
 * H16. The balance is summed in SQL (NUMERIC, exact) so the Balance filter and the paging agree: filtering
 * after paging would give short pages. Sorted by clientName ignoring case, then id, so pages never overlap.
 */
export async function findPaginatedCustomers(db: DbOrTx, options: FindPaginatedCustomersOptions): Promise<CustomerPage> {
  const { query, businessId } = options;
  const balances = db
    .select({
      customerId: customerLedger.customerId,
      balance: ledgerBalanceSum().as('balance'),
    })
    .from(customerLedger)
    .where(scoped(customerLedger, { businessId }))
    .groupBy(customerLedger.customerId)
    .as('balances');
  const balance = sql<string>`coalesce(${balances.balance}, 0)`;
  const search = normalizeSearch(query.SearchParam);
  const pattern = search ? containsPattern(search) : null;
  // Phones are stored as E.164 (+254712…) but typed the local way (0712 345…): search the digits after the 0 too.
  const localDigits = search?.replace(/[\s-]/g, '');
  const phonePattern = localDigits && /^0\d{2,}$/.test(localDigits) ? containsPattern(localDigits.slice(1)) : null;
  const conditions: (SQL | undefined)[] = [
    scoped(customers, { businessId }),
    isNull(customers.deletedAt),
    pattern
      ? or(
          ilike(customers.clientName, pattern),
          ilike(customers.firstName, pattern),
          ilike(customers.lastName, pattern),
          ilike(customers.phoneNumber, pattern),
          ilike(customers.email, pattern),
          phonePattern ? ilike(customers.phoneNumber, phonePattern) : undefined,
        )
      : undefined,
    query.Balance === 'Owing' ? sql`${balance} > 0` : query.Balance === 'Clear' ? sql`${balance} <= 0` : undefined,
  ];
  const where = and(...conditions);
  const [counted] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(customers)
    .leftJoin(balances, eq(balances.customerId, customers.id))
    .where(where);
  const totalRecords = counted?.total ?? 0;
  const offset = (query.CurrentPageNumber - 1) * query.PageSize;
  const rows =
    offset < totalRecords
      ? await db
          .select({ customer: customers, balance })
          .from(customers)
          .leftJoin(balances, eq(balances.customerId, customers.id))
          .where(where)
          .orderBy(asc(sql`lower(${customers.clientName})`), asc(customers.id))
          .limit(query.PageSize)
          .offset(offset)
      : [];
  return {
    data: rows.map((row) => ({ ...toCustomer(row.customer), balance: Number(row.balance) })),
    totalRecords,
    totalPages: Math.ceil(totalRecords / query.PageSize),
    currentPageNumber: query.CurrentPageNumber,
    pageSize: query.PageSize,
  };
}
