import { and, desc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import type { CashSession, RouteBody, getUserCashSessions } from '@dukani/contracts';
import type { DbOrTx } from '../../db/client';
import { users } from '../../db/tenancy.schema';
import { businessDayRange } from '../../lib/business-day-range';
import { scoped } from '../../lib/scoped';
import { getBusinessCountry } from '../business/get-business-country';
import { cashSessions } from './cash-register.schema';
import { toCashSessions } from './session-figures';

export interface CashSessionPage {
  data: CashSession[];
  totalRecords: number;
  totalPages: number;
  currentPageNumber: number;
  pageSize: number;
}

/** F11: the sessions a user opened in the business, newest first, by the day they were opened. */
export async function findUserCashSessions(db: DbOrTx, input: RouteBody<typeof getUserCashSessions>): Promise<CashSessionPage> {
  const range = businessDayRange(await getBusinessCountry(db, input.businessId), input.startDate ?? undefined, input.endDate ?? undefined);
  const conditions: (SQL | undefined)[] = [
    scoped(cashSessions, input),
    eq(cashSessions.userId, input.userId),
    range.from ? gte(cashSessions.openedAt, range.from) : undefined,
    range.to ? lt(cashSessions.openedAt, range.to) : undefined,
  ];
  const where = and(...conditions);
  const [counted] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(cashSessions)
    .where(where);
  const rows = await db
    .select({ session: cashSessions, userName: users.name })
    .from(cashSessions)
    .innerJoin(users, eq(users.id, cashSessions.userId))
    .where(where)
    .orderBy(desc(cashSessions.openedAt), desc(cashSessions.id))
    .limit(input.pageSize)
    .offset((input.currentPageNumber - 1) * input.pageSize);
  const totalRecords = counted?.total ?? 0;
  const data: CashSession[] = await toCashSessions(db, rows);
  return { data, totalRecords, totalPages: Math.ceil(totalRecords / input.pageSize), currentPageNumber: input.currentPageNumber, pageSize: input.pageSize };
}
