import type { CashSession } from '@dukani/contracts';
import { cashDifference, expectedCash, roundMoney, salesByMode, type ModeTotal } from '@dukani/domain';
import type { DbOrTx } from '../../db/client';
import { countSessionSales, findSessionTakings } from '../sales/session-takings';
import type { CashSessionRecord, CashSessionRow } from './cash-register.queries';

export interface SessionFigures {
  expectedCash: number;
  totalSales: number;
  salesCount: number;
  salesByMode: ModeTotal[];
}

/**
 * The figures as the sales say now: the cash the drawer should hold is the float, plus the Cash
 * entries, less the change handed back from them (a Cash entry records what the customer handed over).
 */
export async function computeLiveFigures(db: DbOrTx, openingBalance: number, sessionId: number): Promise<SessionFigures> {
  const takings = await findSessionTakings(db, sessionId);
  const byMode = salesByMode(takings.payments);
  const cashTaken = byMode.find((mode) => mode.paymentValue === 'Cash')?.amount ?? 0;
  return {
    expectedCash: expectedCash({ openingBalance, cashTaken, changeGiven: takings.changeGiven }),
    totalSales: roundMoney(takings.totalSales),
    salesCount: takings.salesCount,
    salesByMode: byMode,
  };
}

/**
 * Live while Open; frozen at close, so a sale voided after the drawer was counted cannot rewrite the
 * count. The sales count has no column and is always counted now (voids after close lower it).
 */
async function figuresOf(db: DbOrTx, session: CashSessionRow): Promise<SessionFigures> {
  if (session.status === 'Open') return computeLiveFigures(db, session.openingBalance, session.id);
  return {
    expectedCash: session.expectedCash ?? 0,
    totalSales: session.totalSales ?? 0,
    salesCount: await countSessionSales(db, session.id),
    salesByMode: session.salesByMode ?? [],
  };
}

const gap = (counted: number | null, expected: number) => (counted === null ? null : cashDifference(counted, expected));

/**
 * One row per mode: Cash always first (expected = the drawer's expected cash, counted = closingBalance),
 * then each mode the sales took (expected = takings) and any mode counted but never sold in (expected 0,
 * so money nobody rang up still shows). PayLater carries no money and never appears.
 */
export function buildModes(o: {
  expectedCash: number;
  salesByMode: readonly ModeTotal[];
  closingBalance: number | null;
  countedByMode: readonly ModeTotal[] | null;
}): CashSession['modes'] {
  const counted = new Map((o.countedByMode ?? []).map((mode) => [mode.paymentValue, mode.amount]));
  const rows: CashSession['modes'] = [
    { paymentValue: 'Cash', expected: o.expectedCash, counted: o.closingBalance, difference: gap(o.closingBalance, o.expectedCash) },
  ];
  for (const mode of o.salesByMode) {
    if (mode.paymentValue === 'Cash') continue;
    const amount = counted.get(mode.paymentValue) ?? null;
    rows.push({ paymentValue: mode.paymentValue, expected: mode.amount, counted: amount, difference: gap(amount, mode.amount) });
  }
  const seen = new Set(rows.map((row) => row.paymentValue));
  for (const [paymentValue, amount] of counted) {
    if (!seen.has(paymentValue)) rows.push({ paymentValue, expected: 0, counted: amount, difference: gap(amount, 0) });
  }
  return rows;
}

const iso = (value: Date | null) => (value ? value.toISOString() : null);

/** The contract's CashSession for a stored row (timestamps out as UTC ISO). */
export async function toCashSession(db: DbOrTx, record: CashSessionRecord): Promise<CashSession> {
  const { session, userName } = record;
  const figures = await figuresOf(db, session);
  return {
    id: session.id,
    businessId: session.businessId,
    userId: session.userId,
    userName,
    status: session.status,
    openingBalance: session.openingBalance,
    openedAt: session.openedAt.toISOString(),
    closingBalance: session.closingBalance,
    closedAt: iso(session.closedAt),
    expectedCash: figures.expectedCash,
    totalSales: figures.totalSales,
    salesCount: figures.salesCount,
    salesByMode: figures.salesByMode,
    difference: session.difference,
    modes: buildModes({
      expectedCash: figures.expectedCash,
      salesByMode: figures.salesByMode,
      closingBalance: session.closingBalance,
      countedByMode: session.countedByMode,
    }),
    note: session.note,
    approvedById: session.approvedById,
    approvedAt: iso(session.approvedAt),
  };
}
