import type { CashSession, RouteBody, createCashRegisterSession } from '@dukani/contracts';
import type { Db } from '../../db/client';
import { cashSessions } from './cash-register.schema';
import { AppError } from '../../lib/app-error';
import { audit } from '../../lib/audit';
import { findOpenSessionRecord, getSessionRecord, isOpenSessionViolation } from './cash-register.queries';
import { toCashSession } from './session-figures';
import { readMoney } from './session-rules';
import { msg } from '../../lib/messages';

export interface CreateCashSessionOptions {
  tenantId: number;
  userId: number;
  input: RouteBody<typeof createCashRegisterSession>;
}

const alreadyOpen = () => new AppError('SESSION_OPEN', msg('register.alreadyOpen'));

/** K3: open the caller's drawer with its float. One Open session per cashier and business. */
export async function createCashSession(db: Db, options: CreateCashSessionOptions): Promise<CashSession> {
  const { input, tenantId, userId } = options;
  const openingBalance = readMoney('openingBalance', input.openingBalance);
  try {
    return await db.transaction(async (tx) => {
      if (await findOpenSessionRecord(tx, input.businessId, userId)) throw alreadyOpen();
      const [row] = await tx
        .insert(cashSessions)
        .values({ tenantId, businessId: input.businessId, userId, openingBalance, note: input.note || null })
        .returning({ id: cashSessions.id });
      if (!row) throw new Error('insert returned no session');
      await audit(tx, {
        tenantId,
        businessId: input.businessId,
        userId,
        action: 'open',
        entity: 'cash-session',
        entityId: row.id,
        detail: { openingBalance },
      });
      const record = await getSessionRecord(tx, row.id);
      return toCashSession(tx, record!);
    });
  } catch (err) {
    // Two tabs opening at once: the partial unique index lets one through, the other gets the same 409.
    if (isOpenSessionViolation(err)) throw alreadyOpen();
    throw err;
  }
}
