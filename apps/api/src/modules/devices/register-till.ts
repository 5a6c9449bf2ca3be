import type { registerTill as registerTillContract, RouteBody, RouteResult } from '@dukani/contracts';
import type { Db } from '../../db/client';
import { audit } from '../../lib/audit';
import type { AuthContext } from '../../lib/auth-context';
import { toShopTill } from './devices.queries';
import { shopTills } from './devices.schema';
import { newTillToken, tillTokenHash } from './till-token';

export interface RegisterTillOptions {
  auth: AuthContext;
  input: RouteBody<typeof registerTillContract>;
}

/** T1: the calling device becomes a shop till. The token is in this answer only; the device keeps it. */
export function registerTill(db: Db, options: RegisterTillOptions): Promise<RouteResult<typeof registerTillContract>> {
  const { auth, input } = options;
  return db.transaction(async (tx) => {
    const deviceToken = newTillToken();
    const [row] = await tx
      .insert(shopTills)
      .values({ tenantId: auth.tenantId, businessId: input.businessId, name: input.name, tokenHash: tillTokenHash(deviceToken), createdById: auth.userId })
      .returning();
    await audit(tx, {
      tenantId: auth.tenantId,
      businessId: input.businessId,
      userId: auth.userId,
      action: 'register',
      entity: 'till',
      entityId: row!.id,
      detail: { name: input.name },
    });
    return { till: toShopTill(row!, auth.userName), deviceToken };
  });
}
