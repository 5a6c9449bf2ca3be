import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { EtimsError } from '@dukani/etims';
import { defineJob } from '../../jobs/define-job';
import { findItemSources } from '../products/find-item-sources';
import { etimsDevices } from './etims.schema';
import { itemFactsOf, registerItem } from './register-item';
import { syncItemClasses } from './sync-item-classes';

/**
 * `etims.registerItems`: every live product of the business reaches the authority's item register (saveItem)
 * with its code (§6), after P1 (the back-fill) or when one product is created later (`productId`). An item the
 * authority refuses is skipped and logged (its sale re-tries it); no answer fails the job, so it runs again.
 */
export const registerItemsJob = defineJob({
  kind: 'etims.registerItems',
  title: 'Register products with KRA eTIMS',
  payload: z.object({ deviceId: z.number().int().positive(), productId: z.number().int().positive().optional() }),
  handle: async ({ deviceId, productId }, { db, services, log }) => {
    const [device] = await db.select().from(etimsDevices).where(eq(etimsDevices.id, deviceId));
    if (!device) return;
    // The back-fill also pulls the item classes (§4.7), which I37 answers from: a first pull can be slow at KRA, so
    // it runs here rather than in P1's request; P15 refreshes them.
    if (productId === undefined && !device.itemClassesSyncedAt) await syncItemClasses(db, services.etims, device);
    const sources = await findItemSources(db, { businessId: device.businessId, ...(productId ? { productIds: [productId] } : {}) });
    for (const source of sources) {
      try {
        // One product named: it was created or changed, so the authority's copy is updated (saveItem upserts).
        await registerItem(db, { connection: services.etims, device, facts: itemFactsOf(source), isUpdate: productId !== undefined });
      } catch (err) {
        if (!(err instanceof EtimsError) || err.kind !== 'refused') throw err;
        log.warn({ productId: source.productId, resultCd: err.resultCd }, 'etims: the authority refused an item');
      }
    }
  },
});
