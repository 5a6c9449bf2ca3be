import type { CashSession, RouteBody, editCashRegister } from '@dukani/contracts';
import { cashDifference, expectedCashWithFloat } from '@dukani/domain';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { cashSessions } from './cash-register.schema';
import { AppError, forbidden, invalid } from '../../lib/app-error';
import { audit } from '../../lib/audit';
import { getSessionRecord, type CashSessionRow } from './cash-register.queries';
import { toCashSession } from './session-figures';
import { getSessionForChange, readMoney, type SessionActor } from './session-rules';
import { msg } from '../../lib/messages';

export interface UpdateCashSessionOptions {
  actor: SessionActor & { tenantId: number };
  input: RouteBody<typeof editCashRegister>;
}

type SessionChanges = Partial<Pick<CashSessionRow, 'openingBalance' | 'closingBalance' | 'expectedCash' | 'difference' | 'note'>>;

/**
 * A Closed session's figures stay frozen: a corrected float moves the expected cash by exactly the
 * correction (takings and change are what they were at close), and the difference follows.
 */
function closedChanges(session: CashSessionRow, openingBalance: number | null, closingBalance: number | null): SessionChanges {
  const frozenExpected = session.expectedCash ?? 0;
  const expected =
    openingBalance === null
      ? frozenExpected
      : // new float + (old expected − old float): the frozen takings less change, on the corrected float.
        expectedCashWithFloat({ frozenExpected, oldOpeningBalance: session.openingBalance, openingBalance });
  const closing = closingBalance ?? session.closingBalance ?? 0;
  return {
    ...(openingBalance === null ? {} : { openingBalance, expectedCash: expected }),
    ...(closingBalance === null ? {} : { closingBalance }),
    difference: cashDifference(closing, expected),
  };
}

/**
 * K5: correct the float, the count or the note. Open sessions compute their figures live, so only the
 * float and note change; a Closed session's float and count only by an Owner or Admin (audited with the figures
 * before); Approved sessions are settled and refused. A missing field is left as it is; a note sent as null or
 * blank is cleared.
 */
export async function updateCashSession(db: Db, options: UpdateCashSessionOptions): Promise<CashSession> {
  const { actor, input } = options;
  const openingBalance = input.openingBalance == null ? null : readMoney('openingBalance', input.openingBalance);
  const closingBalance = input.closingBalance == null ? null : readMoney('closingBalance', input.closingBalance);
  return db.transaction(async (tx) => {
    const { session } = await getSessionForChange(tx, actor, input);
    if (session.status === 'Approved') {
      throw new AppError('INVALID_STATE', msg('register.approved'));
    }
    if (session.status === 'Open' && closingBalance !== null) {
      throw invalid('closingBalance', 'register.closingBalanceOpen');
    }
    // A closed shift's counts are what its difference is judged on: the cashier who counted may not move them
    // afterwards (raising the count hides a shortfall before approval). Sending the same figures back is no change.
    const movesCounts =
      (openingBalance !== null && openingBalance !== session.openingBalance) || (closingBalance !== null && closingBalance !== session.closingBalance);
    const role = actor.links.get(session.businessId)?.roleTypes;
    if (session.status === 'Closed' && movesCounts && role !== 'Owner' && role !== 'Admin') throw forbidden('common.ownerOrAdminOnly');
    const changes: SessionChanges =
      session.status === 'Open' ? (openingBalance === null ? {} : { openingBalance }) : closedChanges(session, openingBalance, closingBalance);
    if (input.note !== undefined) changes.note = input.note || null;
    if (Object.keys(changes).length > 0) await tx.update(cashSessions).set(changes).where(eq(cashSessions.id, session.id));
    await audit(tx, {
      tenantId: actor.tenantId,
      businessId: session.businessId,
      userId: actor.userId,
      action: 'update',
      entity: 'cash-session',
      entityId: session.id,
      detail: { before: { openingBalance: session.openingBalance, closingBalance: session.closingBalance, note: session.note }, changes },
    });
    const record = await getSessionRecord(tx, session.id);
    return toCashSession(tx, record!);
  });
}
