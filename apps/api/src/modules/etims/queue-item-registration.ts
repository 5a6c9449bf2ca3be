import type { DbOrTx } from '../../db/client';
import { enqueue, enqueueMany } from '../../jobs/enqueue';
import { findSigningDevice } from './etims.queries';
import { registerItemsJob } from './register-items.job';

/**
 * Called in the transaction that creates or changes a product: with a device, the product reaches the
 * authority's item register (saveItem) through the outbox within seconds, without waiting to be sold. Before
 * P1 nothing is queued: the device's back-fill registers every product then.
 */
export async function queueItemRegistration(tx: DbOrTx, o: { businessId: number; productId: number }): Promise<void> {
  const device = await findSigningDevice(tx, o.businessId);
  if (!device) return;
  await enqueue(tx, registerItemsJob, { deviceId: device.id, productId: o.productId }, { businessId: o.businessId });
}

/** queueItemRegistration for many new products of one business (a bulk import's chunk): one job each, one INSERT. */
export async function queueItemRegistrations(tx: DbOrTx, o: { businessId: number; productIds: number[] }): Promise<void> {
  if (o.productIds.length === 0) return;
  const device = await findSigningDevice(tx, o.businessId);
  if (!device) return;
  await enqueueMany(
    tx,
    registerItemsJob,
    o.productIds.map((productId) => ({ deviceId: device.id, productId })),
    { businessId: o.businessId },
  );
}
