import type { CashSession } from '@dukani/contracts';
import type { DbOrTx } from '../../db/client';
import { findOpenSessionRecord } from './cash-register.queries';
import { toCashSession } from './session-figures';

export interface GetOpenCashSessionOptions {
  businessId: number;
  userId: number;
}

/** K2: the caller's Open session in the business with its live figures, or null (the user is the token's). */
export async function getOpenCashSession(db: DbOrTx, options: GetOpenCashSessionOptions): Promise<CashSession | null> {
  const record = await findOpenSessionRecord(db, options.businessId, options.userId);
  return record ? toCashSession(db, record) : null;
}
