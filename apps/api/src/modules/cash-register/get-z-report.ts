import { eq } from 'drizzle-orm';
import type { ZReport } from '@dukani/contracts';
import type { DbOrTx } from '../../db/client';
import { businesses, users } from '../../db/tenancy.schema';
import { forbidden, notFound } from '../../lib/app-error';
import { canUseModules, type AuthContext } from '../../lib/auth-context';
import { findDefaultCurrencySymbol } from '../currency/find-default-currency-symbol';
import { salesFigures } from '@dukani/domain';
import { findSessionRefunds, findSessionTakings } from '../sales/session-takings';
import { getSessionRecord } from './cash-register.queries';
import { toCashSession } from './session-figures';

/**
 * R4: one shift's end-of-day report — the float, what each way of payment took (refunds paid back taken off),
 * the refunds themselves, expected against counted per mode, the difference and who approved it. As R1, a
 * cashier with only `pos` reads their own shifts; another business's shift is not found.
 */
export async function getZReport(db: DbOrTx, options: { auth: AuthContext; businessId: number; sessionId: number }): Promise<ZReport> {
  const { auth, businessId, sessionId } = options;
  const record = await getSessionRecord(db, sessionId);
  if (!record || record.session.businessId !== businessId) throw notFound('RegisterSession', sessionId);
  const mayReport = canUseModules(auth.role, ['reports']) && auth.planModules.includes('reports');
  if (!mayReport && record.session.userId !== auth.userId) throw forbidden();
  const approvedById = record.session.approvedById;
  const [session, refunds, takings, business, approver, currencySymbol] = await Promise.all([
    toCashSession(db, record),
    findSessionRefunds(db, sessionId),
    findSessionTakings(db, sessionId),
    db.select({ name: businesses.organizationName }).from(businesses).where(eq(businesses.id, businessId)),
    approvedById ? db.select({ name: users.name }).from(users).where(eq(users.id, approvedById)) : Promise.resolve([]),
    findDefaultCurrencySymbol(db, businessId),
  ]);
  return {
    businessName: business[0]?.name ?? '',
    currencySymbol,
    session,
    refunds,
    sales: salesFigures(takings),
    approverName: approver[0]?.name ?? null,
  };
}
