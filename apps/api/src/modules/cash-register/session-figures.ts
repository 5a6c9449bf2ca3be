import type { CashSession } from '@dukani/contracts';
import { cashDifference, expectedCash, salesByMode, salesFigures, takingsByMode, type ModeTotal } from '@dukani/domain';
import type { DbOrTx } from '../../db/client';
import { findSessionDebtPayments, type DebtPayments } from '../customers/find-session-debt-payments';
import { countSalesBySession, countSessionSales, findSessionTakings } from '../sales/session-takings';
import type { CashSessionRecord, CashSessionRow } from './cash-register.queries';

export interface SessionFigures {
  expectedCash: number;
  /** Net sales: the shift's sales less its refunds and credit notes. */
  totalSales: number;
  salesCount: number;
  /** Takings by mode: cash net of change, less what refunds gave back by that mode. */
  salesByMode: ModeTotal[];
  debtPayments: DebtPayments;
}

const NO_DEBT_PAYMENTS: DebtPayments = { count: 0, amount: 0, byMode: [] };

/** The figures as the shift's documents and debt payments say now, combined by the domain's one definition. */
export async function computeLiveFigures(db: DbOrTx, openingBalance: number, sessionId: number): Promise<SessionFigures> {
  const [takings, debtPayments] = await Promise.all([findSessionTakings(db, sessionId), findSessionDebtPayments(db, sessionId)]);
  const byMode = takingsByMode(takings);
  return {
    expectedCash: expectedCash({ openingBalance, takings: byMode, debtPayments: debtPayments.byMode }),
    totalSales: salesFigures(takings).netSales,
    salesCount: takings.salesCount,
    salesByMode: byMode,
    debtPayments,
  };
}

/**
 * Live while Open; frozen at close, so a sale voided after the drawer was counted cannot rewrite the
 * count. The sales count has no column and is always counted now (voids after close lower it).
 */
async function figuresOf(db: DbOrTx, session: CashSessionRow, salesCount?: number): Promise<SessionFigures> {
  if (session.status === 'Open') return computeLiveFigures(db, session.openingBalance, session.id);
  return {
    expectedCash: session.expectedCash ?? 0,
    totalSales: session.totalSales ?? 0,
    salesCount: salesCount ?? (await countSessionSales(db, session.id)),
    salesByMode: session.salesByMode ?? [],
    debtPayments: session.debtPayments ?? NO_DEBT_PAYMENTS,
  };
}

const gap = (counted: number | null, expected: number) => (counted === null ? null : cashDifference(counted, expected));

/**
 * One row per mode: Cash always first (expected = the drawer's expected cash, counted = closingBalance),
 * then each mode money came in by (expected = takings + debt payments of that mode) and any mode counted but never sold in (expected 0,
 * so money nobody rang up still shows). PayLater carries no money and never appears.
 */
export function buildModes(o: {
  expectedCash: number;
  salesByMode: readonly ModeTotal[];
  debtPayments: readonly ModeTotal[];
  closingBalance: number | null;
  countedByMode: readonly ModeTotal[] | null;
}): CashSession['modes'] {
  const counted = new Map((o.countedByMode ?? []).map((mode) => [mode.paymentValue, mode.amount]));
  const rows: CashSession['modes'] = [
    { paymentValue: 'Cash', expected: o.expectedCash, counted: o.closingBalance, difference: gap(o.closingBalance, o.expectedCash) },
  ];
  for (const mode of salesByMode([...o.salesByMode, ...o.debtPayments])) {
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
export async function toCashSession(db: DbOrTx, record: CashSessionRecord, salesCount?: number): Promise<CashSession> {
  const { session, userName } = record;
  const figures = await figuresOf(db, session, salesCount);
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
    debtPayments: figures.debtPayments,
    difference: session.difference,
    modes: buildModes({
      expectedCash: figures.expectedCash,
      salesByMode: figures.salesByMode,
      debtPayments: figures.debtPayments.byMode,
      closingBalance: session.closingBalance,
      countedByMode: session.countedByMode,
    }),
    note: session.note,
    approvedById: session.approvedById,
    approvedAt: iso(session.approvedAt),
  };
}

/**
 * Many shifts (R1, the shift list): the closed ones' sales counted in one statement instead of one each, so a month
 * of a busy shop's shifts is two reads, not a hundred; an open shift still reads its live figures.
 */
export async function toCashSessions(db: DbOrTx, records: readonly CashSessionRecord[]): Promise<CashSession[]> {
  const closed = records.filter((record) => record.session.status !== 'Open').map((record) => record.session.id);
  const counts = await countSalesBySession(db, closed);
  const sessions: CashSession[] = [];
  for (const record of records) {
    sessions.push(await toCashSession(db, record, record.session.status === 'Open' ? undefined : (counts.get(record.session.id) ?? 0)));
  }
  return sessions;
}
