import { asc } from 'drizzle-orm';
import type { EtimsDevice } from '@dukani/contracts';
import type { Db } from '../../db/client';
import { scoped } from '../../lib/scoped';
import { toDevice } from './etims.queries';
import { etimsDevices } from './etims.schema';

export interface FindDevicesOptions {
  businessId: number;
}

/** P5: the devices P1 stored (OSCU has no list of devices, §13), oldest first, without their keys. */
export async function findDevices(db: Db, o: FindDevicesOptions): Promise<EtimsDevice[]> {
  const rows = await db.select().from(etimsDevices).where(scoped(etimsDevices, o)).orderBy(asc(etimsDevices.id));
  return rows.map(toDevice);
}
