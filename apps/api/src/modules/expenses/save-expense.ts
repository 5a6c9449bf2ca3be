import { eq } from 'drizzle-orm';
import type { addExpense, Expense, RouteBody } from '@dukani/contracts';
import { fromCents, toCents } from '@dukani/domain';
import type { Db, DbOrTx } from '../../db/client';
import { conflict, invalid } from '../../lib/app-error';
import { audit } from '../../lib/audit';
import type { AuthContext } from '../../lib/auth-context';
import { getBusinessCountry } from '../business/get-business-country';
import { findReceivedPaymentValue } from '../payments/find-received-payment-value';
import { setProductPrices, setVariantPrices } from '../products/product-stock';
import { allowsNegativeInventory } from '../settings/allows-negative-inventory';
import { recordPurchaseStock } from '../stock/record-purchase-stock';
import { findLiveSupplierIds } from '../suppliers/find-live-supplier-ids';
import { expenseLines, expensePayments, expenses } from './expenses.schema';
import { findAmountsPaid, toExpenses, type ExpenseRow } from './expenses.queries';
import { getOwnedExpense } from './get-owned-expense';
import { resolveExpenseLines, type ResolvedLine } from './resolve-expense-lines';

export interface SaveExpenseOptions {
  businessId: number;
  auth: AuthContext;
  input: RouteBody<typeof addExpense>;
  /** The URL of a `receipt` file part stored for this request, if one came. */
  receiptUpload?: string;
}

/**
 * M1: creates (no id) or updates an expense or a purchase in one transaction: the lines checked and priced,
 * a payment of what is still owed when paid is 1, and for a purchase the stock its tracked lines add
 * (`Purchase` movements of the difference, so an edit re-applies only what changed) and each product's
 * buying price set to the line's cost (last cost, docs/ARCHITECTURE.md).
 */
export async function saveExpense(db: Db, options: SaveExpenseOptions): Promise<Expense> {
  const { auth, businessId, input } = options;
  const isPurchase = input.expensesType === 1;
  return db.transaction(async (tx) => {
    const existing = input.id ? await getOwnedExpense(tx, { auth, id: input.id, businessId, modules: ['expenses'], lock: true }) : undefined;
    const supplierId = input.supplierId || null;
    if (isPurchase && !supplierId) throw invalid('supplierId', 'expense.supplierRequired');
    if (supplierId && supplierId !== existing?.supplierId) {
      const live = await findLiveSupplierIds(tx, businessId, [supplierId]);
      if (!live.has(supplierId)) throw invalid('supplierId', 'expense.supplierUnknown', { id: supplierId });
    }
    const paymentMode = await paymentModeOf(tx, businessId, input.paymentMode, input.paid === 1);
    const country = await getBusinessCountry(tx, businessId);
    const { lines, total, tax } = await resolveExpenseLines(tx, { businessId, country, isPurchase, details: input.details });

    const alreadyPaid = existing ? ((await findAmountsPaid(tx, [existing.id])).get(existing.id) ?? 0) : 0;
    if (alreadyPaid > total) throw conflict('INVALID_STATE', 'expense.paidAboveTotal', { paid: alreadyPaid, total });

    const fields = {
      expensesType: input.expensesType,
      transactionDate: input.transactionDateUTC ? new Date(input.transactionDateUTC) : (existing?.transactionDate ?? new Date()),
      supplierId,
      ref: input.ref || null,
      description: input.description || null,
      paymentMode,
      receipt: receiptOf(options.receiptUpload, input.receipt, existing),
      total,
      tax,
    };
    let expense: ExpenseRow;
    if (existing) {
      [expense] = (await tx
        .update(expenses)
        .set({ ...fields, updatedOn: new Date() })
        .where(eq(expenses.id, existing.id))
        .returning()) as [ExpenseRow];
      // The lines are the expense's document: an edit replaces them (the audit row keeps the old ones).
      await tx.delete(expenseLines).where(eq(expenseLines.expenseId, existing.id));
    } else {
      [expense] = (await tx
        .insert(expenses)
        .values({ tenantId: auth.tenantId, businessId, createdById: auth.userId, ...fields })
        .returning()) as [ExpenseRow];
    }
    await tx.insert(expenseLines).values(lines.map((line) => ({ ...lineColumns(line), expenseId: expense.id, businessId })));

    const owed = fromCents(toCents(total) - toCents(alreadyPaid));
    if (input.paid === 1 && owed > 0) {
      await tx.insert(expensePayments).values({
        tenantId: auth.tenantId,
        businessId,
        expenseId: expense.id,
        amount: owed,
        paymentMethod: paymentMode ?? 'Cash',
        createdById: auth.userId,
      });
    }
    const movements = await recordPurchaseStock(tx, {
      tenantId: expense.tenantId,
      businessId,
      expenseId: expense.id,
      supplierId,
      ref: expense.ref,
      userId: auth.userId,
      lines: isPurchase
        ? lines
            .filter((line) => line.isTracked && line.productId)
            .map((line) => ({ productId: line.productId!, variantId: line.variantId, quantity: line.quantity }))
        : [],
      allowNegative: await allowsNegativeInventory(tx, businessId),
    });
    if (isPurchase) await setLastCosts(tx, lines);
    await audit(tx, {
      tenantId: auth.tenantId,
      businessId,
      userId: auth.userId,
      action: existing ? 'update' : 'create',
      entity: isPurchase ? 'purchase' : 'expense',
      entityId: expense.id,
      detail: { total, supplierId, paidNow: input.paid === 1 ? owed : 0, movements, receipt: expense.receipt, ...(existing ? { before: existing } : {}) },
    });
    const [view] = await toExpenses(tx, [expense]);
    return view!;
  });
}

/** A new file wins; `receipt: null` or '' removes the stored one; leaving it out keeps it. */
function receiptOf(upload: string | undefined, given: string | null | undefined, existing: ExpenseRow | undefined): string | null {
  if (upload) return upload;
  if (given === undefined) return existing?.receipt ?? null;
  return given ? (existing?.receipt ?? null) : null;
}

async function paymentModeOf(tx: DbOrTx, businessId: number, typed: string | null | undefined, isPaid: boolean): Promise<string | null> {
  if (!typed) return isPaid ? 'Cash' : null;
  const value = await findReceivedPaymentValue(tx, businessId, typed);
  if (!value) throw invalid('paymentMode', 'expense.paymentModeUnknown', { method: typed });
  return value;
}

function lineColumns(line: ResolvedLine) {
  const { isTracked: _tracked, ...columns } = line;
  return columns;
}

/**
 * Last cost: a product's buying price becomes what this purchase paid per unit (the last line wins when a
 * purchase names a product twice). Services and free-text lines have no product to reprice.
 */
async function setLastCosts(tx: DbOrTx, lines: ResolvedLine[]): Promise<void> {
  for (const line of lines) {
    if (!line.productId) continue;
    if (line.variantId) await setVariantPrices(tx, line.variantId, { buyingPrice: line.itemCost });
    else await setProductPrices(tx, line.productId, { buyingPrice: line.itemCost });
  }
}
