import { z } from 'zod';
import { defineJob } from '../../jobs/define-job';
import { pollStkRequest } from './poll-stk-request';

/**
 * `mpesa.stkQuery`: the safety net behind the callbacks (specs/mpesa-daraja.md §7.1, mobile-money-ug-rw.md
 * Part C), queued by J4 for every provider; the kind keeps its old name so queued jobs still run.
 */
export const stkQueryJob = defineJob({
  kind: 'mpesa.stkQuery',
  title: 'Check an M-Pesa payment',
  payload: z.object({ checkoutRequestId: z.string().min(1) }),
  handle: ({ checkoutRequestId }, { db, services, now, log }) =>
    pollStkRequest(db, { clients: { mpesa: services.mpesa, momo: services.momo ?? null, airtel: services.airtel ?? null }, checkoutRequestId, now, log }),
});
