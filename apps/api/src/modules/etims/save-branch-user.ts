import { and, eq } from 'drizzle-orm';
import type { BranchUser, RouteBody, saveBranchUser as saveBranchUserContract } from '@dukani/contracts';
import type { Db } from '../../db/client';
import { notFound } from '../../lib/app-error';
import { audit } from '../../lib/audit';
import type { AuthContext } from '../../lib/auth-context';
import type { EtimsConnection } from '../../lib/etims-connection';
import { scoped } from '../../lib/scoped';
import { getBranchDevice, toAuthorityError } from './etims.queries';
import { etimsBranchUsers } from './etims.schema';

export interface SaveBranchUserOptions {
  auth: AuthContext;
  input: RouteBody<typeof saveBranchUserContract>;
  connection: EtimsConnection;
}

/** §13: integrators send a placeholder; KRA does not use it, and the user's real password never leaves the shop. */
const PASSWORD_PLACEHOLDER = 'password';

/**
 * P7 (saveBhfUser): the user's id is ours (a new user gets the next one, an update names it); the authority is
 * called outside any transaction, and a refused or unanswered call keeps nothing.
 */
export async function saveBranchUser(db: Db, o: SaveBranchUserOptions): Promise<BranchUser> {
  const { auth, input } = o;
  const device = await getBranchDevice(db, input.businessId, input.branchId);
  const values = {
    userName: input.userName,
    address: input.address ?? null,
    contact: input.contact ?? null,
    authorityCode: input.authorityCode ?? null,
    remark: input.remark ?? null,
    usedUnused: input.usedUnused,
    registrationName: input.registrationName ?? null,
    registrationId: input.registrationId ?? null,
    modifierName: input.modifierName ?? null,
    modifierId: input.modifierId ?? null,
  };
  let userId = input.userId;
  if (userId > 0) {
    const [known] = await db
      .select({ id: etimsBranchUsers.id })
      .from(etimsBranchUsers)
      .where(and(scoped(etimsBranchUsers, input), eq(etimsBranchUsers.id, userId), eq(etimsBranchUsers.deviceId, device.id)));
    if (!known) throw notFound('User', userId);
  } else {
    // The id is reserved first, so the authority's record and ours share it; a failed call takes it back.
    const [row] = await db
      .insert(etimsBranchUsers)
      .values({ tenantId: device.tenantId, businessId: device.businessId, deviceId: device.id, ...values })
      .returning({ id: etimsBranchUsers.id });
    userId = row!.id;
  }
  const client = o.connection.clientFor({ tin: device.tin, bhfId: device.bhfId, cmcKey: device.cmcKey });
  try {
    await client.saveBhfUser({
      userId: String(userId),
      userNm: input.userName,
      pwd: PASSWORD_PLACEHOLDER,
      adrs: values.address,
      cntc: values.contact,
      authCd: values.authorityCode,
      remark: values.remark,
      useYn: input.usedUnused,
      regrId: (values.registrationId ?? String(auth.userId)).slice(0, 20),
      regrNm: (values.registrationName ?? auth.userName).slice(0, 60),
      modrId: (values.modifierId ?? String(auth.userId)).slice(0, 20),
      modrNm: (values.modifierName ?? auth.userName).slice(0, 60),
    });
  } catch (err) {
    if (input.userId === 0) await db.delete(etimsBranchUsers).where(eq(etimsBranchUsers.id, userId));
    throw toAuthorityError(err);
  }
  return db.transaction(async (tx) => {
    if (input.userId > 0) await tx.update(etimsBranchUsers).set(values).where(eq(etimsBranchUsers.id, userId));
    await audit(tx, {
      tenantId: device.tenantId,
      businessId: device.businessId,
      userId: auth.userId,
      action: 'etims.saveBranchUser',
      entity: 'EtimsBranchUser',
      entityId: userId,
      detail: { branchId: device.bhfId, userName: input.userName, usedUnused: input.usedUnused },
    });
    const { password: _password, ...rest } = input;
    return { ...rest, pin: device.tin, userId };
  });
}
