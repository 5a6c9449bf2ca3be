import { and, asc, eq } from 'drizzle-orm';
import type { EtimsDevice } from '@dukani/contracts';
import { EtimsError } from '@dukani/etims';
import type { Db, Tx } from '../../db/client';
import { AppError, conflict } from '../../lib/app-error';
import { msg } from '../../lib/messages';
import { scoped } from '../../lib/scoped';
import { etimsDevices } from './etims.schema';

export type DeviceRow = typeof etimsDevices.$inferSelect;

/** API.md `Device`: everything but the key. */
export function toDevice(row: DeviceRow): EtimsDevice {
  return {
    id: row.id,
    pin: row.tin,
    branchId: row.bhfId,
    deviceSerialNo: row.dvcSrlNo,
    businessId: row.businessId,
    status: 'Active',
    registeredOn: row.createdOn.toISOString(),
    sdcId: row.sdcId,
    taxpayerName: row.taxpayerName,
    branchName: row.branchName,
  };
}

/** The device that signs the business's sales: the first one registered (the head office's, as a rule). */
export async function findSigningDevice(db: Db | Tx, businessId: number): Promise<DeviceRow | null> {
  const [row] = await db.select().from(etimsDevices).where(scoped(etimsDevices, { businessId })).orderBy(asc(etimsDevices.id)).limit(1);
  return row ?? null;
}

/** Every P route but P1, P5 and P6 needs a device (API.md group P): 409 INVALID_STATE without one. */
export async function getSigningDevice(db: Db | Tx, businessId: number): Promise<DeviceRow> {
  const device = await findSigningDevice(db, businessId);
  if (!device) throw conflict('INVALID_STATE', 'etims.noDevice');
  return device;
}

/** The device of one branch (P7, P8, P9): 409 INVALID_STATE when that branch has none. */
export async function getBranchDevice(db: Db | Tx, businessId: number, branchId: string): Promise<DeviceRow> {
  const [row] = await db
    .select()
    .from(etimsDevices)
    .where(and(scoped(etimsDevices, { businessId }), eq(etimsDevices.bhfId, branchId)));
  if (!row) throw conflict('INVALID_STATE', 'etims.noDevice');
  return row;
}

export async function lockDevice(tx: Tx, deviceId: number): Promise<DeviceRow> {
  const [row] = await tx.select().from(etimsDevices).where(eq(etimsDevices.id, deviceId)).for('update');
  if (!row) throw new Error(`etims device ${deviceId} is gone`);
  return row;
}

/** A refusal names the authority's reason (409 AUTHORITY_REJECTED); anything else is 502 UPSTREAM. */
export function toAuthorityError(err: unknown): AppError {
  if (err instanceof EtimsError && err.kind === 'refused') {
    const detail = [err.resultCd, err.resultMsg ?? err.message].filter(Boolean).join(' ');
    return conflict('AUTHORITY_REJECTED', 'etims.refused', { detail });
  }
  return new AppError('UPSTREAM', msg('etims.unavailable'));
}
