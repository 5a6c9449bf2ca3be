import type { Db } from '../../db/client';
import { audit } from '../../lib/audit';
import type { AuthContext } from '../../lib/auth-context';
import { endSession } from '../auth/refresh-tokens';

export interface SignOutCashierOptions {
  auth: AuthContext;
  refreshToken: string;
}

/**
 * T4 ("Switch cashier"): the caller's refresh token is revoked so the device cannot renew this cashier's
 * session, and the access token the device still holds ends with it; the device itself stays a till. A refresh
 * token that is not the caller's, or already spent, is left as it is.
 */
export function signOutCashier(db: Db, options: SignOutCashierOptions): Promise<null> {
  const { auth } = options;
  return db.transaction(async (tx) => {
    const revoked = await endSession(tx, auth.userId, options.refreshToken);
    await audit(tx, {
      tenantId: auth.tenantId,
      businessId: auth.businessId,
      userId: auth.userId,
      action: 'sign-out',
      entity: 'user',
      entityId: auth.userId,
      detail: { revoked },
    });
    return null;
  });
}
