import { z } from 'zod';
import { defineJob } from '../../jobs/define-job';
import { ETIMS_SEND_JOB_KIND } from '../etims/send-job-kinds';
import { signDocument } from '../etims/sign-document';

/**
 * `etims.sendCreditNote`, queued with every credit note (L5) and every refund (L4), which the authority knows only
 * as a credit note: sent as receipt type R with a new number from the same series, referring to the original's
 * (§8), once the original is signed. A return of a sale the authority never had (made before the device) stays
 * unsent.
 */
export const sendCreditNoteToEtimsJob = defineJob({
  kind: ETIMS_SEND_JOB_KIND.R,
  title: 'Send a credit note to KRA eTIMS',
  payload: z.object({ transactionId: z.number().int().positive() }),
  handle: ({ transactionId }, { db, services, now, log }) => signDocument(db, { connection: services.etims, transactionId, now, log }),
});
