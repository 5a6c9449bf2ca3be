import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Expense } from '@dukani/contracts';
import { businessDateOf, dueDateFromTerms, fromCents, toCents } from '@dukani/domain';
import type { DbOrTx } from '../../db/client';
import { scoped } from '../../lib/scoped';
import { getBusinessCountry } from '../business/get-business-country';
import { findSupplierRefs } from '../suppliers/find-supplier-refs';
import { expenseCategories, expenseLines, expensePayments, expenses } from './expenses.schema';

export type ExpenseRow = typeof expenses.$inferSelect;

/** What has been paid towards each expense, exact NUMERIC sums; an expense with no payment is absent. */
export async function findAmountsPaid(db: DbOrTx, expenseIds: number[]): Promise<Map<number, number>> {
  if (expenseIds.length === 0) return new Map();
  const rows = await db
    .select({ expenseId: expensePayments.expenseId, paid: sql<string>`sum(${expensePayments.amount})` })
    .from(expensePayments)
    .where(inArray(expensePayments.expenseId, expenseIds))
    .groupBy(expensePayments.expenseId);
  return new Map(rows.map((row) => [row.expenseId, Number(row.paid)]));
}

/** A live (not deleted) expense of any business by id; the caller checks access. */
export async function findLiveExpenseRow(db: DbOrTx, id: number, forUpdate = false): Promise<ExpenseRow | undefined> {
  const query = db
    .select()
    .from(expenses)
    .where(and(eq(expenses.id, id), isNull(expenses.deletedAt)));
  const [row] = forUpdate ? await query.for('update') : await query;
  return row;
}

/**
 * Expenses as API.md's `Expense`, lines and payments included, in the order given. Every figure of what is
 * owed comes from here (and findSupplierBalances, which sums the same columns), so a purchase's balance is the
 * same on every route: total − Σ payments, both exact NUMERIC.
 */
export async function toExpenses(db: DbOrTx, rows: ExpenseRow[]): Promise<Expense[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const businessId = rows[0]!.businessId;
  const lines = await db
    .select({ line: expenseLines, categoryName: expenseCategories.name })
    .from(expenseLines)
    .leftJoin(expenseCategories, eq(expenseCategories.id, expenseLines.categoryId))
    .where(inArray(expenseLines.expenseId, ids))
    .orderBy(asc(expenseLines.expenseId), asc(expenseLines.lineNo));
  const payments = await db
    .select()
    .from(expensePayments)
    .where(inArray(expensePayments.expenseId, ids))
    .orderBy(asc(expensePayments.paidOn), asc(expensePayments.id));
  const paid = await findAmountsPaid(db, ids);
  const supplierIds = rows.map((row) => row.supplierId).filter((id): id is number => id !== null);
  const suppliers = await findSupplierRefs(db, businessId, supplierIds);
  const country = await getBusinessCountry(db, businessId);
  return rows.map((row) => {
    const amountPaid = paid.get(row.id) ?? 0;
    // Both figures are exact to the cent (NUMERIC(14,2)); the subtraction is done in cents.
    const balance = fromCents(toCents(row.total) - toCents(amountPaid));
    const supplier = row.supplierId === null ? undefined : suppliers.get(row.supplierId);
    return {
      id: row.id,
      transactionDateUTC: row.transactionDate.toISOString(),
      businessId: row.businessId,
      supplierId: row.supplierId ?? 0,
      supplierName: supplier?.supplierName ?? null,
      ref: row.ref,
      description: row.description,
      paymentMode: row.paymentMode,
      details: lines
        .filter(({ line }) => line.expenseId === row.id)
        .map(({ line, categoryName }) => ({
          id: line.id,
          categoryId: line.categoryId,
          categoryName,
          item_Desc: line.itemDesc,
          quantity: line.quantity,
          itemCost: line.itemCost,
          taxId: line.taxId,
          taxRate: line.taxRate,
          amount: line.amount,
          tax: line.tax,
          productType: line.productType,
          productId: line.productId,
          variantId: line.variantId,
        })),
      receipt: row.receipt,
      paid: balance <= 0 ? 1 : 0,
      expensesType: row.expensesType,
      total: row.total,
      tax: row.tax,
      amountPaid,
      balance,
      dueDate: row.expensesType === 1 ? dueDateFromTerms(businessDateOf(country, row.transactionDate), supplier?.paymentTerms) : null,
      payments: payments
        .filter((payment) => payment.expenseId === row.id)
        .map((payment) => ({ id: payment.id, amount: payment.amount, paymentMethod: payment.paymentMethod, paidOn: payment.paidOn.toISOString() })),
    };
  });
}

/** Live purchases (expensesType 1) of the business, optionally of one supplier. */
export function livePurchasesOf(businessId: number, supplierId?: number) {
  return and(
    scoped(expenses, { businessId }),
    eq(expenses.expensesType, 1),
    isNull(expenses.deletedAt),
    supplierId === undefined ? undefined : eq(expenses.supplierId, supplierId),
  );
}

/** Σ payments towards the expense row of the statement, as a NUMERIC expression (0 when none). */
export const amountPaidSql = sql`coalesce((select sum(${expensePayments.amount}) from ${expensePayments} where ${expensePayments.expenseId} = ${expenses.id}), 0)`;
