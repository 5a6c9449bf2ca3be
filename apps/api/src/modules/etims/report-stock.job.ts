import { z } from 'zod';
import { defineJob } from '../../jobs/define-job';
import { reportStock } from './report-stock';

/** `etims.reportStock`: one stock movement to the authority (§10), queued by `queueStockReport`. */
export const reportStockJob = defineJob({
  kind: 'etims.reportStock',
  title: 'Report a stock movement to KRA eTIMS',
  payload: z.object({ reportId: z.number().int().positive() }),
  handle: ({ reportId }, { db, services, now, log }) => reportStock(db, { connection: services.etims, reportId, now, log }),
});
