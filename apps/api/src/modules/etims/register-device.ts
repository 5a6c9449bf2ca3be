import { and, eq, or } from 'drizzle-orm';
import type { EtimsDevice, registerDevice as registerDeviceContract, RouteBody } from '@dukani/contracts';
import type { InitAnswer } from '@dukani/etims';
import type { Db, DbOrTx, Tx } from '../../db/client';
import { enqueue } from '../../jobs/enqueue';
import { conflict } from '../../lib/app-error';
import { audit } from '../../lib/audit';
import type { AuthContext } from '../../lib/auth-context';
import type { EtimsConnection } from '../../lib/etims-connection';
import { scoped } from '../../lib/scoped';
import { toAuthorityError, toDevice, type DeviceRow } from './etims.queries';
import { etimsDevices } from './etims.schema';
import { registerItemsJob } from './register-items.job';

export interface RegisterDeviceOptions {
  auth: AuthContext;
  input: RouteBody<typeof registerDeviceContract>;
  connection: EtimsConnection;
}

type Input = RegisterDeviceOptions['input'];
type DeviceInfo = NonNullable<InitAnswer['info']>;

const alreadyRegistered = (branchId: string) => conflict('DUPLICATE', 'etims.alreadyRegistered', { branchId });
// Neither refusal names the business that holds the device: the caller may be someone who only knows its PIN.
const heldByAnother = (input: Input) => conflict('DUPLICATE', 'etims.heldByAnother', { pin: input.pin, branchId: input.branchId });
const installedElsewhere = (input: Input) => conflict('DUPLICATE', 'etims.installedElsewhere', { pin: input.pin, branchId: input.branchId });

/**
 * The caller's own row when it holds this very device (same PIN, branch and serial), else null. The PIN and
 * branch are one device at the authority, so another business holding them is refused, as is a different
 * device on the caller's branch. Read across tenants on purpose: the authority hands a device's key to anyone
 * who repeats its PIN, branch and serial (`902`, §5.1), so only our own rows can say whose it is.
 */
async function findOwnDevice(db: DbOrTx, input: Input): Promise<DeviceRow | null> {
  const rows = await db
    .select()
    .from(etimsDevices)
    .where(and(eq(etimsDevices.bhfId, input.branchId), or(eq(etimsDevices.tin, input.pin), scoped(etimsDevices, input))));
  if (rows.some((row) => row.businessId !== input.businessId)) throw heldByAnother(input);
  const [own] = rows;
  if (own && (own.tin !== input.pin || own.dvcSrlNo !== input.deviceSerialNo)) throw alreadyRegistered(input.branchId);
  return own ?? null;
}

const deviceFields = (info: DeviceInfo, connection: EtimsConnection) => ({
  sdcId: info.sdcId,
  mrcNo: info.mrcNo,
  dvcId: info.dvcId,
  // Sealed: a copy of the database alone must not let anyone send documents as this shop (§2.1).
  cmcKey: connection.sealKey(info.cmcKey),
  taxpayerName: info.taxprNm,
  branchName: info.bhfNm,
});

/**
 * P1 (§13 RegisterDevice → selectInitOsdcInfo). The authority is asked outside any transaction; only its
 * answer is stored, so a refusal stores nothing. `902` (installed before) is success only for the business that
 * holds the device here: it then refreshes the stored data (or keeps the stored key when the authority repeats
 * none); for anyone else it would hand over another shop's key, so it is 409 DUPLICATE. The key stays in the row:
 * no answer of ours carries it. A new device's products are then registered as items (a back-fill job).
 */
export async function registerDevice(db: Db, o: RegisterDeviceOptions): Promise<EtimsDevice> {
  const { input } = o;
  await findOwnDevice(db, input);

  const client = o.connection.clientFor({ tin: input.pin, bhfId: input.branchId });
  const answer = await client.selectInitOsdcInfo({ tin: input.pin, bhfId: input.branchId, dvcSrlNo: input.deviceSerialNo }).catch((err: unknown) => {
    throw toAuthorityError(err);
  });

  return db.transaction(async (tx) => {
    // Again after the call: another business may have registered this device meanwhile.
    const own = await findOwnDevice(tx, input);
    if (own) return refreshDevice(tx, o, own, answer.info);
    if (answer.isAlreadyInitialised) throw installedElsewhere(input);
    // A fresh initialisation always carries the device's data (the client refuses one without it).
    return insertDevice(tx, o, answer.info!);
  });
}

async function insertDevice(tx: Tx, o: RegisterDeviceOptions, info: DeviceInfo): Promise<EtimsDevice> {
  const { auth, input } = o;
  const [row] = await tx
    .insert(etimsDevices)
    .values({
      tenantId: auth.tenantId,
      businessId: input.businessId,
      tin: input.pin,
      bhfId: input.branchId,
      dvcSrlNo: input.deviceSerialNo,
      ...deviceFields(info, o.connection),
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
}

/** The holder registers its own device again: what the authority says now replaces what we kept (a reset key). */
async function refreshDevice(tx: Tx, o: RegisterDeviceOptions, own: DeviceRow, info: DeviceInfo | null): Promise<EtimsDevice> {
  const { auth, input } = o;
  const [row] = info ? await tx.update(etimsDevices).set(deviceFields(info, o.connection)).where(eq(etimsDevices.id, own.id)).returning() : [own];
  await audit(tx, {
    tenantId: auth.tenantId,
    businessId: input.businessId,
    userId: auth.userId,
    action: 'etims.registerDeviceAgain',
    entity: 'EtimsDevice',
    entityId: own.id,
    detail: { pin: input.pin, branchId: input.branchId, deviceSerialNo: input.deviceSerialNo, sdcId: info?.sdcId ?? own.sdcId, isRefreshed: !!info },
  });
  return toDevice(row ?? own);
}
