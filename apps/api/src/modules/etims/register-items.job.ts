import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { EtimsError } from '@dukani/etims';
import { defineJob, type JobOutcome } from '../../jobs/define-job';
import { enqueue, findUnfinishedJob } from '../../jobs/enqueue';
import { findItemSources } from '../products/find-item-sources';
import { etimsDevices } from './etims.schema';
import { itemFactsOf, registerItem } from './register-item';
import { syncItemClasses } from './sync-item-classes';

/** Products registered per run of the back-fill: a run stays short whatever the catalogue (a lease is held while it runs). */
export const BACKFILL_CHUNK = 50;

/**
 * `etims.registerItems`: every live product of the business reaches the authority's item register (saveItem)
 * with its code (§6), after P1 (the back-fill) or when one product is created later (`productId`). An item the
 * authority refuses is skipped and logged (its sale re-tries it); no answer fails the job, so it runs again. The
 * back-fill goes BACKFILL_CHUNK products a run, each run queueing the next from where it stopped (`afterProductId`).
 */
export const registerItemsJob = defineJob({
  kind: 'etims.registerItems',
  title: 'Register products with KRA eTIMS',
  payload: z.object({
    deviceId: z.number().int().positive(),
    productId: z.number().int().positive().optional(),
    afterProductId: z.number().int().positive().optional(),
  }),
  handle: async ({ deviceId, productId, afterProductId }, { db, services, log }): Promise<JobOutcome> => {
    const [device] = await db.select().from(etimsDevices).where(eq(etimsDevices.id, deviceId));
    if (!device) return;
    // The back-fill also pulls the item classes (§4.7), which I37 answers from: a first pull can be slow at KRA, so
    // it runs here rather than in P1's request; P15 refreshes them.
    if (productId === undefined && afterProductId === undefined && !device.itemClassesSyncedAt) await syncItemClasses(db, services.etims, device);
    const sources = await findItemSources(db, {
      businessId: device.businessId,
      ...(productId ? { productIds: [productId] } : { limit: BACKFILL_CHUNK, ...(afterProductId ? { afterProductId } : {}) }),
    });
    for (const source of sources) {
      try {
        // One product named: it was created or changed, so the authority's copy is updated (saveItem upserts).
        await registerItem(db, { connection: services.etims, device, facts: itemFactsOf(source), isUpdate: productId !== undefined });
      } catch (err) {
        if (!(err instanceof EtimsError) || err.kind !== 'refused') throw err;
        log.warn({ productId: source.productId, resultCd: err.resultCd }, 'etims: the authority refused an item');
      }
    }
    const last = sources.at(-1);
    if (productId === undefined && sources.length === BACKFILL_CHUNK && last) {
      // The rest in a job of its own; a run repeated after a lost answer finds it queued and queues no second one.
      const next = { deviceId, afterProductId: last.productId };
      if (!(await findUnfinishedJob(db, registerItemsJob.kind, next))) await enqueue(db, registerItemsJob, next, { businessId: device.businessId });
    }
  },
});
