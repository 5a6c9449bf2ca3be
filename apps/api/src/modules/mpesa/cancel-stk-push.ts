import { and, eq } from 'drizzle-orm';
import type { StkStatus } from '@dukani/contracts';
import type { Db } from '../../db/client';
import { stkRequests } from './mpesa.schema';
import { notFound } from '../../lib/app-error';
import { audit } from '../../lib/audit';
import { assertRecordAccess } from '../../lib/record-access';
import type { AuthContext } from '../../lib/auth-context';
import { lockStkRequest, toStkStatus } from './mpesa.queries';

export interface CancelStkPushOptions {
  checkoutRequestId: string;
  businessId: number;
  auth: AuthContext;
}

/**
 * J6: the till stops waiting. Only a Pending request changes; anything already decided is answered as
 * it stands, so a cancel that crosses the payment shows the cashier it was paid. The poll job stops on
 * its own; a success that still arrives wins (apply-stk-outcome).
 */
export async function cancelStkPush(db: Db, options: CancelStkPushOptions): Promise<StkStatus> {
  const { checkoutRequestId, businessId, auth } = options;
  return db.transaction(async (tx) => {
    const row = await lockStkRequest(tx, checkoutRequestId);
    if (!row || row.businessId !== businessId) throw notFound('CheckoutRequestID');
    assertRecordAccess(auth, row.businessId, 'CheckoutRequestID', ['pos']);
    if (row.status !== 'Pending') return toStkStatus(row);
    const [updated] = await tx
      .update(stkRequests)
      .set({ status: 'Cancelled', resultDesc: 'Cancelled at the till', completedAt: new Date() })
      .where(and(eq(stkRequests.id, row.id), eq(stkRequests.status, 'Pending')))
      .returning();
    await audit(tx, { tenantId: row.tenantId, businessId: row.businessId, userId: auth.userId, action: 'cancel', entity: 'stk-request', entityId: row.id });
    return toStkStatus(updated ?? row);
  });
}
