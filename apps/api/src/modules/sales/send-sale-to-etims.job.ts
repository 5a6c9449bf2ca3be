import { z } from 'zod';
import { defineJob } from '../../jobs/define-job';
import { ETIMS_SEND_JOB_KIND } from '../etims/send-job-kinds';
import { signDocument } from '../etims/sign-document';

/**
 * `etims.sendSale`, queued with every sale (K1, L6): signs it with the tax authority exactly once through the
 * business's device (modules/etims/sign-document.ts). Without a device the sale stays salesStatus 1 (API.md sale
 * rule 8) and the job is done; during an outage it asks to run again later, so K1 never waits for KRA.
 */
export const sendSaleToEtimsJob = defineJob({
  kind: ETIMS_SEND_JOB_KIND.S,
  title: 'Send a sale to KRA eTIMS',
  payload: z.object({ transactionId: z.number().int().positive() }),
  handle: ({ transactionId }, { db, services, now, log }) => signDocument(db, { connection: services.etims, transactionId, now, log }),
});
