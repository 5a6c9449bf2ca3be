import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { paymentMethods } from './payments.schema';
import { notFound } from '../../lib/app-error';
import { audit } from '../../lib/audit';
import { getMethodRow } from './payments.queries';

export interface DeletePaymentMethodOptions {
  id: number;
  businessId: number;
  tenantId: number;
  userId: number;
}

/**
 * J3: remove a custom method. The row goes (the table has no deleted flag); past sales keep their
 * paymentValue and displayValue as text, and the audit row keeps what was removed.
 */
export async function deletePaymentMethod(db: Db, options: DeletePaymentMethodOptions): Promise<null> {
  return db.transaction(async (tx) => {
    const row = await getMethodRow(tx, options.id);
    // Only the named business's methods: another shop's id looks unknown (API.md §1.2).
    if (!row || row.businessId !== options.businessId) throw notFound('PaymentMethod');
    await tx.delete(paymentMethods).where(eq(paymentMethods.id, row.id));
    await audit(tx, {
      tenantId: options.tenantId,
      businessId: row.businessId,
      userId: options.userId,
      action: 'delete',
      entity: 'payment-method',
      entityId: row.id,
      detail: { paymentValue: row.paymentValue, displayValue: row.displayValue, isDefault: row.isDefault },
    });
    return null;
  });
}
