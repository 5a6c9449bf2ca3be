import { desc, eq } from 'drizzle-orm';
import type { BranchUser } from '@dukani/contracts';
import type { Db } from '../../db/client';
import { scoped } from '../../lib/scoped';
import { etimsBranchUsers, etimsDevices } from './etims.schema';

/** P19 (added): the users P7 registered, newest first, for the Tax authority screen. No password is kept to answer. */
export async function findBranchUsers(db: Db, o: { businessId: number }): Promise<BranchUser[]> {
  const rows = await db
    .select({ user: etimsBranchUsers, pin: etimsDevices.tin, branchId: etimsDevices.bhfId })
    .from(etimsBranchUsers)
    .innerJoin(etimsDevices, eq(etimsDevices.id, etimsBranchUsers.deviceId))
    .where(scoped(etimsBranchUsers, o))
    .orderBy(desc(etimsBranchUsers.id));
  return rows.map(({ user, pin, branchId }) => ({
    businessId: user.businessId,
    branchId,
    pin,
    userId: user.id,
    userName: user.userName,
    address: user.address,
    contact: user.contact,
    authorityCode: user.authorityCode,
    remark: user.remark,
    usedUnused: user.usedUnused,
    registrationName: user.registrationName,
    registrationId: user.registrationId,
    modifierName: user.modifierName,
    modifierId: user.modifierId,
  }));
}
