import { and, desc, eq, gte, lt, type SQL } from 'drizzle-orm';
import type { RegisterReport } from '@dukani/contracts';
import { salesByMode, sumMoney, totalOfModes } from '@dukani/domain';
import type { DbOrTx } from '../../db/client';
import { users } from '../../db/tenancy.schema';
import { forbidden } from '../../lib/app-error';
import { canUseModules, type AuthContext } from '../../lib/auth-context';
import { businessDayRange } from '../../lib/business-day-range';
import { scoped } from '../../lib/scoped';
import { getBusinessCountry } from '../business/get-business-country';
import { cashSessions } from './cash-register.schema';
import { toCashSessions } from './session-figures';

export interface RegisterReportOptions {
  auth: AuthContext;
  businessId: number;
  startDate: string;
  endDate: string;
  userId?: number;
}

/** A period's ceiling: a year of one shop's shifts is a few hundred rows, never an unbounded read. */
const MAX_SESSIONS = 2_000;

/**
 * R1: the shifts opened in the period (inclusive days in the shop's zone) and their totals. The `reports`
 * key sees anyone's; a cashier with only `pos` sees their own (API.md §1.2), so naming no one or someone else
 * is 403 for them.
 */
export async function findRegisterReport(db: DbOrTx, options: RegisterReportOptions): Promise<RegisterReport> {
  const { auth, businessId, userId } = options;
  const mayReport = canUseModules(auth.role, ['reports']) && auth.planModules.includes('reports');
  if (!mayReport && userId !== auth.userId) throw forbidden();
  const range = businessDayRange(await getBusinessCountry(db, businessId), options.startDate, options.endDate);
  const conditions: (SQL | undefined)[] = [
    scoped(cashSessions, { businessId }),
    userId ? eq(cashSessions.userId, userId) : undefined,
    gte(cashSessions.openedAt, range.from!),
    lt(cashSessions.openedAt, range.to!),
  ];
  const rows = await db
    .select({ session: cashSessions, userName: users.name })
    .from(cashSessions)
    .innerJoin(users, eq(users.id, cashSessions.userId))
    .where(and(...conditions))
    .orderBy(desc(cashSessions.openedAt), desc(cashSessions.id))
    .limit(MAX_SESSIONS);
  const sessions = await toCashSessions(db, rows);
  const debtByMode = salesByMode(sessions.flatMap((session) => session.debtPayments.byMode));
  const counted = sessions.filter((session) => session.closingBalance !== null);
  return {
    sessions,
    totals: {
      openingBalance: sumMoney(sessions.map((s) => s.openingBalance)),
      totalSales: sumMoney(sessions.map((s) => s.totalSales)),
      salesByMode: salesByMode(sessions.flatMap((session) => session.salesByMode)),
      debtPayments: {
        count: sessions.reduce((sum, session) => sum + session.debtPayments.count, 0),
        amount: totalOfModes(debtByMode),
        byMode: debtByMode,
      },
      expectedCash: sumMoney(sessions.map((s) => s.expectedCash)),
      closingBalance: sumMoney(counted.map((s) => s.closingBalance ?? 0)),
      difference: sumMoney(counted.map((s) => s.difference ?? 0)),
    },
  };
}
