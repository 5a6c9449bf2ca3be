import { eq } from 'drizzle-orm';
import type { CashSession, RouteBody, approveRegisterSession } from '@dukani/contracts';
import type { DbOrTx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { audit } from '../../lib/audit';
import type { AuthContext } from '../../lib/auth-context';
import { msg } from '../../lib/messages';
import { cashSessions } from './cash-register.schema';
import { getSessionRecord } from './cash-register.queries';
import { toCashSession } from './session-figures';
import { getSessionForChange } from './session-rules';

export interface ApproveCashSessionOptions {
  actor: Pick<AuthContext, 'userId' | 'links' | 'tenantId'>;
  input: RouteBody<typeof approveRegisterSession>;
}

/**
 * F12: an Owner or Admin settles a counted drawer. Only a Closed session can be approved; afterwards K5
 * refuses edits. The approver's note is added under the cashier's own, so neither is lost.
 */
export async function approveCashSession(db: DbOrTx, options: ApproveCashSessionOptions): Promise<CashSession> {
  const { actor, input } = options;
  const { session } = await getSessionForChange(db, actor, input);
  if (session.status === 'Open') throw new AppError('INVALID_STATE', msg('register.approveOpen'));
  if (session.status === 'Approved') throw new AppError('INVALID_STATE', msg('register.alreadyApproved'));
  const approvalNote = input.note?.trim();
  // Stored as data, in no language: the approver's words after a dash, the approver and time in their own columns.
  const note = approvalNote ? [session.note, `— ${approvalNote}`].filter(Boolean).join('\n') : session.note;
  await db.update(cashSessions).set({ status: 'Approved', approvedById: actor.userId, approvedAt: new Date(), note }).where(eq(cashSessions.id, session.id));
  await audit(db, {
    tenantId: actor.tenantId,
    businessId: session.businessId,
    userId: actor.userId,
    action: 'approve',
    entity: 'cash-session',
    entityId: session.id,
    detail: { difference: session.difference, note: approvalNote ?? null },
  });
  const record = await getSessionRecord(db, session.id);
  return toCashSession(db, record!);
}
