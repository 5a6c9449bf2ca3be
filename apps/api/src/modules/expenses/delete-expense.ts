import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { conflict } from '../../lib/app-error';
import { audit } from '../../lib/audit';
import type { AuthContext } from '../../lib/auth-context';
import { allowsNegativeInventory } from '../settings/allows-negative-inventory';
import { recordPurchaseStock } from '../stock/record-purchase-stock';
import { expenses } from './expenses.schema';
import { findAmountsPaid } from './expenses.queries';
import { getOwnedExpense } from './get-owned-expense';

/**
 * M2: deletes an expense softly and takes back the stock a purchase added (a `Purchase` movement of minus
 * what it added). A purchase with payments is 409 IN_USE: money went to the supplier for it. Taking stock back
 * below 0 is refused unless the shop allows negative inventory (the goods were sold meanwhile).
 */
export async function deleteExpense(db: Db, options: { auth: AuthContext; businessId: number; expenseId: number }): Promise<null> {
  const { auth } = options;
  return db.transaction(async (tx) => {
    const row = await getOwnedExpense(tx, { auth, id: options.expenseId, businessId: options.businessId, modules: ['expenses'], lock: true });
    const paid = (await findAmountsPaid(tx, [row.id])).get(row.id) ?? 0;
    if (row.expensesType === 1 && paid > 0) throw conflict('IN_USE', 'expense.hasPayments', { paid });
    const movements = await recordPurchaseStock(tx, {
      tenantId: row.tenantId,
      businessId: row.businessId,
      expenseId: row.id,
      supplierId: row.supplierId,
      ref: row.ref,
      userId: auth.userId,
      lines: [],
      allowNegative: await allowsNegativeInventory(tx, row.businessId),
    });
    await tx.update(expenses).set({ deletedAt: new Date() }).where(eq(expenses.id, row.id));
    await audit(tx, {
      tenantId: auth.tenantId,
      businessId: row.businessId,
      userId: auth.userId,
      action: 'delete',
      entity: row.expensesType === 1 ? 'purchase' : 'expense',
      entityId: row.id,
      detail: { total: row.total, paid, movements },
    });
    return null;
  });
}
