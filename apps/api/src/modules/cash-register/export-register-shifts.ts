import { and, asc, eq, gt } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { moneyText } from '@dukani/domain';
import type { DbOrTx } from '../../db/client';
import { users } from '../../db/tenancy.schema';
import { scoped } from '../../lib/scoped';
import { countCell, dateTimeCell, moneyCell, pagesById, type ExportSheet } from '../../lib/export/sheet';
import { cashSessions } from './cash-register.schema';

const approver = alias(users, 'approver');

const readPage = (db: DbOrTx, businessId: number, afterId: number, limit: number) =>
  db
    .select({
      id: cashSessions.id,
      userName: users.name,
      status: cashSessions.status,
      openedAt: cashSessions.openedAt,
      closedAt: cashSessions.closedAt,
      openingBalance: cashSessions.openingBalance,
      totalSales: cashSessions.totalSales,
      expectedCash: cashSessions.expectedCash,
      closingBalance: cashSessions.closingBalance,
      difference: cashSessions.difference,
      salesByMode: cashSessions.salesByMode,
      debtPayments: cashSessions.debtPayments,
      note: cashSessions.note,
      approverName: approver.name,
      approvedAt: cashSessions.approvedAt,
    })
    .from(cashSessions)
    .innerJoin(users, eq(users.id, cashSessions.userId))
    .leftJoin(approver, eq(approver.id, cashSessions.approvedById))
    .where(and(scoped(cashSessions, { businessId }), gt(cashSessions.id, afterId)))
    .orderBy(asc(cashSessions.id))
    .limit(limit);

/** "Cash 1200.00; MPESA 300.00": a frozen by-mode list in one cell. */
const byModeText = (entries: readonly { paymentValue: string; amount: number }[] | null | undefined): string | null =>
  entries && entries.length > 0 ? entries.map((entry) => `${entry.paymentValue} ${moneyText(entry.amount)}`).join('; ') : null;

/**
 * register-shifts.csv: each till shift with the figures frozen when it closed (an open shift has none yet:
 * its takings are still coming in).
 */
export const registerShiftsSheet: ExportSheet = {
  fileName: 'register-shifts.csv',
  headers: [
    'Shift number',
    'Cashier',
    'State',
    'Opened',
    'Closed',
    'Float',
    'Sales',
    'Takings by payment',
    'Debt payments received',
    'Expected cash',
    'Counted cash',
    'Difference',
    'Note',
    'Approved by',
    'Approved on',
  ],
  async *pages(db, context) {
    for await (const rows of pagesById((afterId, limit) => readPage(db, context.businessId, afterId, limit))) {
      yield rows.map((row) => [
        countCell(row.id),
        row.userName,
        row.status,
        dateTimeCell(context, row.openedAt),
        dateTimeCell(context, row.closedAt),
        moneyCell(row.openingBalance),
        moneyCell(row.totalSales),
        byModeText(row.salesByMode),
        moneyCell(row.debtPayments?.amount),
        moneyCell(row.expectedCash),
        moneyCell(row.closingBalance),
        moneyCell(row.difference),
        row.note,
        row.approverName,
        dateTimeCell(context, row.approvedAt),
      ]);
    }
  },
};
