import { and, asc, sql } from 'drizzle-orm';
import type { getPayables, RouteResult } from '@dukani/contracts';
import { businessDateOf, sumMoney } from '@dukani/domain';
import type { DbOrTx } from '../../db/client';
import { getBusinessCountry } from '../business/get-business-country';
import { expenses } from './expenses.schema';
import { amountPaidSql, livePurchasesOf, toExpenses } from './expenses.queries';

/**
 * N10: every live purchase with something still owed, oldest first (the order a shop pays them in), with the
 * due date its supplier's paymentTerms give. Balances come from toExpenses, as on N6 and the supplier's row.
 */
export async function findPayables(db: DbOrTx, options: { businessId: number; now?: Date }): Promise<RouteResult<typeof getPayables>> {
  const rows = await db
    .select()
    .from(expenses)
    .where(and(livePurchasesOf(options.businessId), sql`${expenses.total} > ${amountPaidSql}`))
    .orderBy(asc(expenses.transactionDate), asc(expenses.id));
  const today = businessDateOf(await getBusinessCountry(db, options.businessId), options.now ?? new Date());
  const owing = (await toExpenses(db, rows)).filter((purchase) => purchase.balance > 0);
  const data = owing.map((purchase) => ({
    purchaseId: purchase.id,
    supplierId: purchase.supplierId,
    supplierName: purchase.supplierName ?? '',
    ref: purchase.ref,
    transactionDateUTC: purchase.transactionDateUTC,
    dueDate: purchase.dueDate!,
    total: purchase.total,
    amountPaid: purchase.amountPaid,
    balance: purchase.balance,
    isOverdue: purchase.dueDate! < today,
  }));
  return {
    total: sumMoney(data.map((row) => row.balance)),
    overdue: sumMoney(data.filter((row) => row.isOverdue).map((row) => row.balance)),
    data,
  };
}
