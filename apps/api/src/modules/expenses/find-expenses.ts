import { and, desc, eq, exists, gte, ilike, lt, or, sql } from 'drizzle-orm';
import { normalizeSearch, type getExpenses, type RouteQuery, type RouteResult } from '@dukani/contracts';
import type { DbOrTx } from '../../db/client';
import { businessDayRange } from '../../lib/business-day-range';
import { containsPattern } from '../../lib/contains-pattern';
import { scoped } from '../../lib/scoped';
import { getBusinessCountry } from '../business/get-business-country';
import { expenseLines, expenses } from './expenses.schema';
import { toExpenses } from './expenses.queries';

export interface FindExpensesOptions {
  businessId: number;
  query: RouteQuery<typeof getExpenses>;
}

/** M4: live expenses and purchases, newest first, with every filter; sum = Σ total over every filtered row. */
export async function findExpenses(db: DbOrTx, options: FindExpensesOptions): Promise<RouteResult<typeof getExpenses>> {
  const { businessId, query } = options;
  const range = businessDayRange(await getBusinessCountry(db, businessId), query.StartDate, query.EndDate);
  const search = normalizeSearch(query.SearchParam);
  const pattern = search ? containsPattern(search) : null;
  const where = and(
    scoped(expenses, { businessId }),
    sql`${expenses.deletedAt} is null`,
    range.from ? gte(expenses.transactionDate, range.from) : undefined,
    range.to ? lt(expenses.transactionDate, range.to) : undefined,
    query.SupplierId ? eq(expenses.supplierId, query.SupplierId) : undefined,
    query.ExpensesType === undefined ? undefined : eq(expenses.expensesType, query.ExpensesType),
    query.CategoryId
      ? exists(
          db
            .select({ one: sql`1` })
            .from(expenseLines)
            .where(and(eq(expenseLines.expenseId, expenses.id), eq(expenseLines.categoryId, query.CategoryId))),
        )
      : undefined,
    pattern ? or(ilike(expenses.ref, pattern), ilike(expenses.description, pattern)) : undefined,
  );
  const [counted] = await db
    .select({ total: sql<number>`count(*)::int`, sum: sql<string>`coalesce(sum(${expenses.total}), 0)` })
    .from(expenses)
    .where(where);
  const totalRecords = Number(counted?.total ?? 0);
  const rows = await db
    .select()
    .from(expenses)
    .where(where)
    .orderBy(desc(expenses.transactionDate), desc(expenses.id))
    .limit(query.PageSize)
    .offset((query.CurrentPageNumber - 1) * query.PageSize);
  return {
    data: await toExpenses(db, rows),
    totalRecords,
    totalPages: Math.ceil(totalRecords / query.PageSize),
    currentPageNumber: query.CurrentPageNumber,
    pageSize: query.PageSize,
    // A NUMERIC sum: exact to the cent.
    sum: Number(counted?.sum ?? 0),
  };
}
