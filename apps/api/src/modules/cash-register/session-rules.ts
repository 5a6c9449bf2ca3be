import { roundMoney } from '@dukani/domain';
import type { DbOrTx } from '../../db/client';
import { invalid, notFound } from '../../lib/app-error';
import type { AuthContext } from '../../lib/auth-context';
import { getSessionRecord, type CashSessionRecord } from './cash-register.queries';

/** NUMERIC(14,2) holds up to 12 integer digits; a bigger figure is a typing slip, not a drawer. */
const MONEY_LIMIT = 1e12;

/** A money input as stored: 2 decimals half away from zero, and within the column. */
export function readMoney(field: string, value: number): number {
  const amount = roundMoney(value);
  if (amount >= MONEY_LIMIT) throw invalid(field, 'register.amountTooLarge');
  return amount;
}

export type SessionActor = Pick<AuthContext, 'userId' | 'links'>;

/**
 * The session K4/K5 name, locked for the change. It must belong to the named business, and to the
 * caller unless they are Owner or Admin there (they settle other cashiers' drawers); anything else is
 * 404, so a cashier cannot probe other drawers' ids.
 */
export async function getSessionForChange(tx: DbOrTx, actor: SessionActor, target: { sessionId: number; businessId: number }): Promise<CashSessionRecord> {
  const record = await getSessionRecord(tx, target.sessionId, { forUpdate: true });
  if (!record || record.session.businessId !== target.businessId) throw notFound('RegisterSession');
  if (record.session.userId !== actor.userId) {
    const role = actor.links.get(target.businessId)?.roleTypes;
    if (role !== 'Owner' && role !== 'Admin') throw notFound('RegisterSession');
  }
  return record;
}
