import { and, eq, isNotNull, ne } from 'drizzle-orm';
import { z } from 'zod';
import { EtimsError, formatEatDateTime } from '@dukani/etims';
import type { Db } from '../../db/client';
import { defineJob, type JobOutcome } from '../../jobs/define-job';
import { enqueue, findUnfinishedJob, wakeQueuedJobs } from '../../jobs/enqueue';
import type { EtimsConnection } from '../../lib/etims-connection';
import { etimsDevices, etimsDocuments } from './etims.schema';
import { ETIMS_SEND_JOB_KIND } from './send-job-kinds';

/** Documents brought forward at once when the authority answers again (one per waiting device, as a rule). */
const MAX_WOKEN = 1_000;

/**
 * How often the probe asks while a document waits on the authority: a fifth of a send's retry (1 s against the
 * simulator, 12 s against KRA). One small read per process, however many shops wait, so an authority that is down
 * gets fewer requests than the shops' own retries send it.
 */
const probeDelayMs = (connection: EtimsConnection) => Math.max(1_000, Math.round(connection.retryDelayMs / 5));

/**
 * The documents whose last attempt failed (each the one its device's queue waits on) are tried now instead of at
 * their next retry, which is up to a minute away against KRA: the authority answered, so it is probably back for
 * every device. `exceptDeviceId`: the device whose answer told us, which is sending already.
 */
export async function wakeFailedSenders(db: Db, exceptDeviceId: number | null): Promise<void> {
  const failed = await db
    .select({ transactionId: etimsDocuments.transactionId, receiptType: etimsDocuments.receiptType })
    .from(etimsDocuments)
    .where(
      and(
        eq(etimsDocuments.state, 'Waiting'),
        isNotNull(etimsDocuments.lastError),
        exceptDeviceId === null ? undefined : ne(etimsDocuments.deviceId, exceptDeviceId),
      ),
    )
    .limit(MAX_WOKEN);
  for (const receiptType of ['S', 'R'] as const) {
    const payloads = failed.filter((row) => row.receiptType === receiptType).map((row) => ({ transactionId: row.transactionId }));
    await wakeQueuedJobs(db, ETIMS_SEND_JOB_KIND[receiptType], payloads, 'first');
  }
}

/**
 * `etims.probeAuthority`, queued when a document gets no answer (one at a time): while a document's last attempt
 * failed, asks the authority a small read (selectCodeList for nothing new) with that document's device, and as soon
 * as it answers — even a refusal is an answer — wakes every failed document. Done when none is left waiting.
 */
export const probeAuthorityJob = defineJob({
  kind: 'etims.probeAuthority',
  title: 'See whether KRA eTIMS answers again',
  payload: z.object({}),
  handle: async (_payload, { db, services, now }): Promise<JobOutcome> => {
    const [waiting] = await db
      .select({ device: etimsDevices })
      .from(etimsDocuments)
      .innerJoin(etimsDevices, eq(etimsDevices.id, etimsDocuments.deviceId))
      .where(and(eq(etimsDocuments.state, 'Waiting'), isNotNull(etimsDocuments.lastError)))
      .limit(1);
    if (!waiting) return;
    const { device } = waiting;
    try {
      await services.etims.clientFor({ tin: device.tin, bhfId: device.bhfId, cmcKey: device.cmcKey }).selectCodeList(formatEatDateTime(now));
    } catch (err) {
      if (!(err instanceof EtimsError)) throw err;
      if (err.kind !== 'refused') return { retryAt: new Date(now.getTime() + probeDelayMs(services.etims)) };
    }
    await wakeFailedSenders(db, null);
  },
});

/** After a send got no answer: the probe, unless one is queued already (two at once only ask twice). */
export async function queueAuthorityProbe(db: Db, connection: EtimsConnection, now: Date): Promise<void> {
  const unfinished = await findUnfinishedJob(db, probeAuthorityJob.kind, {});
  // A dead probe (a database error, eight times) is no reason never to probe again.
  if (unfinished === 'Queued' || unfinished === 'Running') return;
  await enqueue(db, probeAuthorityJob, {}, { runAt: new Date(now.getTime() + probeDelayMs(connection)) });
}
