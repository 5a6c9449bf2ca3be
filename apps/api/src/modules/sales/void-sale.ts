import { eq } from 'drizzle-orm';
import type { TransactionRow } from '@dukani/contracts';
import type { Db } from '../../db/client';
import { AppError, conflict } from '../../lib/app-error';
import { audit } from '../../lib/audit';
import type { AuthContext } from '../../lib/auth-context';
import { recordReversal } from '../customers/record-reversal';
import { findTransactionMovements } from '../stock/find-transaction-movements';
import { recordMovement } from '../stock/record-movement';
import { toTransactionRows } from './build-transaction';
import { findSaleItems, lockSale } from './return-plan';
import { transactions } from './sales.schema';

export interface VoidSaleOptions {
  auth: AuthContext;
  businessId: number;
  transactionId: number;
}

/**
 * L3 in one transaction. Only a live sale the tax authority has not seen (salesStatus 1) and nothing has
 * been returned from: OSCU has no cancel (§8), so a sale KRA holds is undone by a refund or credit note, which
 * reach it as signed credit notes, and the refusal says so. The goods the sale took go back with
 * `Void` movements, the customer's credit is reversed, and the sale (isDeleted) drops out of its register
 * shift's takings.
 */
export async function voidSale(db: Db, o: VoidSaleOptions): Promise<TransactionRow> {
  const row = await db.transaction(async (tx) => {
    const sale = await lockSale(tx, o.businessId, o.transactionId);
    const receipt = { receiptNo: sale.receiptNo };
    if (sale.kind !== 'Sale') throw conflict('INVALID_STATE', 'correction.notASale', receipt);
    if (sale.isDeleted) throw conflict('INVALID_STATE', 'correction.alreadyVoided', receipt);
    if (sale.salesStatus !== 1) throw conflict('INVALID_STATE', 'correction.sentToAuthority', receipt);
    const items = await findSaleItems(tx, sale.id);
    if (items.some((item) => item.returnedQuantity > 0)) throw conflict('INVALID_STATE', 'correction.hasReturns', receipt);

    const now = new Date();
    // What the sale took, as its movements recorded it (bundle components included), not as the catalogue is now.
    for (const moved of await findTransactionMovements(tx, { businessId: sale.businessId, transactionId: sale.id })) {
      if (moved.change === 0) continue;
      await recordMovement(tx, {
        tenantId: sale.tenantId,
        businessId: sale.businessId,
        productId: moved.productId,
        variantId: moved.variantId,
        type: 'Void',
        mode: 'add',
        quantity: -moved.change,
        allowNegative: true,
        userId: o.auth.userId,
        transactionId: sale.id,
        note: null,
        actionDate: now,
      }).catch((error: unknown) => {
        // A product (or variant) deleted since the sale has no stock left to put the goods back into.
        if (error instanceof AppError && (error.code === 'NOT_FOUND' || error.field === 'variantId')) return;
        throw error;
      });
    }
    if (sale.customerId && sale.balance > 0) {
      await recordReversal(tx, {
        tenantId: sale.tenantId,
        businessId: sale.businessId,
        customerId: sale.customerId,
        amount: sale.balance,
        transactionId: sale.id,
        transactionDate: now,
        note: `Receipt ${sale.receiptNo} voided`,
        createdById: o.auth.userId,
      });
    }
    const [voided] = await tx.update(transactions).set({ isDeleted: true, salesStatus: 4 }).where(eq(transactions.id, sale.id)).returning();
    await audit(tx, {
      tenantId: sale.tenantId,
      businessId: sale.businessId,
      userId: o.auth.userId,
      action: 'sale.void',
      entity: 'Transaction',
      entityId: sale.id,
      detail: { receiptNo: sale.receiptNo, total: sale.total },
    });
    return voided!;
  });
  const [result] = await toTransactionRows(db, [row]);
  return result!;
}
