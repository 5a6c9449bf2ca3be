import { z } from 'zod';
import { defineJob } from '../../jobs/define-job';

/**
 * `etims.sendSale`, queued with every sale (K1, L6). A no-op until a tax-authority device can be registered
 * (the eTIMS issue): without a device a sale stays salesStatus 1 (API.md sale rule 8), so the job is done.
 */
export const sendSaleToEtimsJob = defineJob({
  kind: 'etims.sendSale',
  title: 'Send a sale to KRA eTIMS',
  payload: z.object({ transactionId: z.number().int().positive() }),
  handle: async () => undefined,
});
