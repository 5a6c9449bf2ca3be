import { z } from 'zod';
import { defineJob } from '../../jobs/define-job';
import { pollStkRequest } from './poll-stk-request';

/** `mpesa.stkQuery`: the safety net behind the STK callback (specs/mpesa-daraja.md §7.1), queued by J4. */
export const stkQueryJob = defineJob({
  kind: 'mpesa.stkQuery',
  title: 'Check an M-Pesa payment',
  payload: z.object({ checkoutRequestId: z.string().min(1) }),
  handle: ({ checkoutRequestId }, { db, services, now, log }) => pollStkRequest(db, { client: services.mpesa, checkoutRequestId, now, log }),
});
