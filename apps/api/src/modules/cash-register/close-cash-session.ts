import type { CashSession, RouteBody, endCashRegisterSession } from '@dukani/contracts';
import { cashDifference, type ModeTotal } from '@dukani/domain';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { cashSessions } from './cash-register.schema';
import { AppError, invalid } from '../../lib/app-error';
import { audit } from '../../lib/audit';
import { getSessionRecord } from './cash-register.queries';
import { computeLiveFigures, toCashSession } from './session-figures';
import { getSessionForChange, readMoney, type SessionActor } from './session-rules';
import { msg, type MessageKey } from '../../lib/messages';

export interface CloseCashSessionOptions {
  actor: SessionActor & { tenantId: number };
  input: RouteBody<typeof endCashRegisterSession>;
}

/** Modes that hold no money of their own to count: Cash is closingBalance, PayLater is credit, Split is several entries. */
const NOT_COUNTED: Record<string, MessageKey> = {
  cash: 'register.cashCountedInClosing',
  paylater: 'register.payLaterNotCounted',
  splitpayment: 'register.splitNotCounted',
};

/**
 * The other modes' counted totals, spelled as the sales spell them (a slip typed "mpesa" is the
 * "Mpesa" takings), each mode at most once.
 */
function readCountedModes(entries: readonly ModeTotal[] | null | undefined, soldModes: readonly ModeTotal[]): ModeTotal[] | null {
  if (!entries || entries.length === 0) return null;
  const spelling = new Map(soldModes.map((mode) => [mode.paymentValue.toLowerCase(), mode.paymentValue]));
  const seen = new Set<string>();
  return entries.map((entry, index) => {
    const field = `countedByMode[${index}].paymentValue`;
    const key = entry.paymentValue.toLowerCase();
    const refusal = NOT_COUNTED[key];
    if (refusal) throw invalid(field, refusal, { method: entry.paymentValue });
    if (seen.has(key)) throw invalid(field, 'register.methodListedTwice', { method: entry.paymentValue });
    seen.add(key);
    return { paymentValue: spelling.get(key) ?? entry.paymentValue, amount: readMoney(`countedByMode[${index}].amount`, entry.amount) };
  });
}

/**
 * K4: count the drawer and close. The figures are computed under the session's row lock and frozen in
 * the row, so what the cashier signed off on stays what the owner later approves.
 */
export async function closeCashSession(db: Db, options: CloseCashSessionOptions): Promise<CashSession> {
  const { actor, input } = options;
  const closingBalance = readMoney('closingBalance', input.closingBalance);
  return db.transaction(async (tx) => {
    const { session } = await getSessionForChange(tx, actor, input);
    if (session.status !== 'Open') {
      throw new AppError('INVALID_STATE', msg('register.notOpen', { status: session.status }));
    }
    const figures = await computeLiveFigures(tx, session.openingBalance, session.id);
    const countedByMode = readCountedModes(input.countedByMode, [...figures.salesByMode, ...figures.debtPayments.byMode]);
    const difference = cashDifference(closingBalance, figures.expectedCash);
    await tx
      .update(cashSessions)
      .set({
        status: 'Closed',
        closingBalance,
        closedAt: new Date(),
        expectedCash: figures.expectedCash,
        totalSales: figures.totalSales,
        salesByMode: figures.salesByMode,
        debtPayments: figures.debtPayments,
        countedByMode,
        difference,
        // A blank closing note keeps the one written at opening.
        ...(input.note ? { note: input.note } : {}),
      })
      .where(eq(cashSessions.id, session.id));
    await audit(tx, {
      tenantId: actor.tenantId,
      businessId: session.businessId,
      userId: actor.userId,
      action: 'close',
      entity: 'cash-session',
      entityId: session.id,
      detail: { closingBalance, expectedCash: figures.expectedCash, difference, totalSales: figures.totalSales },
    });
    const record = await getSessionRecord(tx, session.id);
    return toCashSession(tx, record!);
  });
}
