import { z } from 'zod';
import { defineJob } from '../../jobs/define-job';

/**
 * `etims.sendCreditNote`, queued with every credit note (L5). Like `etims.sendSale` it is a no-op until a
 * tax-authority device can be registered (the eTIMS issue fills it in): the credit note keeps salesStatus 1,
 * which the screens show as unsent.
 */
export const sendCreditNoteToEtimsJob = defineJob({
  kind: 'etims.sendCreditNote',
  title: 'Send a credit note to KRA eTIMS',
  payload: z.object({ transactionId: z.number().int().positive() }),
  handle: async () => undefined,
});
