import { and, eq } from 'drizzle-orm';
import type { EtimsDevice, registerDevice as registerDeviceContract, RouteBody } from '@dukani/contracts';
import type { Db } from '../../db/client';
import { enqueue } from '../../jobs/enqueue';
import { conflict } from '../../lib/app-error';
import { audit } from '../../lib/audit';
import type { AuthContext } from '../../lib/auth-context';
import { scoped } from '../../lib/scoped';
import type { EtimsConnection } from '../../lib/etims-connection';
import { toAuthorityError, toDevice } from './etims.queries';
import { etimsDevices } from './etims.schema';
import { registerItemsJob } from './register-items.job';

export interface RegisterDeviceOptions {
  auth: AuthContext;
  input: RouteBody<typeof registerDeviceContract>;
  connection: EtimsConnection;
}

const alreadyRegistered = (branchId: string) => conflict('DUPLICATE', 'etims.alreadyRegistered', { branchId });

/**
 * P1 (§13 RegisterDevice → selectInitOsdcInfo). The authority is asked outside any transaction; only its
 * answer is stored, so a refusal stores nothing. `902` (initialised before) counts as success when the
 * authority repeats the device's data. The key stays in the row: no answer of ours carries it. Then the
 * business's products are registered as items (a back-fill job).
 */
export async function registerDevice(db: Db, o: RegisterDeviceOptions): Promise<EtimsDevice> {
  const { auth, input } = o;
  const [existing] = await db
    .select({ id: etimsDevices.id })
    .from(etimsDevices)
    .where(and(scoped(etimsDevices, input), eq(etimsDevices.bhfId, input.branchId)));
  if (existing) throw alreadyRegistered(input.branchId);

  const client = o.connection.clientFor({ tin: input.pin, bhfId: input.branchId });
  const answer = await client.selectInitOsdcInfo({ tin: input.pin, bhfId: input.branchId, dvcSrlNo: input.deviceSerialNo }).catch((err: unknown) => {
    throw toAuthorityError(err);
  });
  const info = answer.info;
  // A 902 without the stored data gives us no key to sign with: as good as refused.
  if (!info) throw conflict('AUTHORITY_REJECTED', 'etims.refused', { detail: '902 the device was initialised before' });

  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(etimsDevices)
      .values({
        tenantId: auth.tenantId,
        businessId: input.businessId,
        tin: input.pin,
        bhfId: input.branchId,
        dvcSrlNo: input.deviceSerialNo,
        sdcId: info.sdcId,
        mrcNo: info.mrcNo,
        dvcId: info.dvcId,
        // Sealed: a copy of the database alone must not let anyone send documents as this shop (§2.1).
        cmcKey: o.connection.sealKey(info.cmcKey),
        taxpayerName: info.taxprNm,
        branchName: info.bhfNm,
        createdById: auth.userId,
      })
      .onConflictDoNothing()
      .returning();
    // Two registrations of one branch at once: the unique index lets one through.
    if (!row) throw alreadyRegistered(input.branchId);
    await enqueue(tx, registerItemsJob, { deviceId: row.id }, { businessId: input.businessId });
    await audit(tx, {
      tenantId: auth.tenantId,
      businessId: input.businessId,
      userId: auth.userId,
      action: 'etims.registerDevice',
      entity: 'EtimsDevice',
      entityId: row.id,
      detail: { pin: input.pin, branchId: input.branchId, deviceSerialNo: input.deviceSerialNo, sdcId: info.sdcId },
    });
    return toDevice(row);
  });
}
