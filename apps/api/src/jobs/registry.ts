import type { JobDefinition } from './define-job';
import { smsSendJob } from './sms-send.job';
import { stkQueryJob } from '../modules/mpesa/stk-query.job';
import { sendSaleToEtimsJob } from '../modules/sales/send-sale-to-etims.job';
import { sendCreditNoteToEtimsJob } from '../modules/sales/send-credit-note-to-etims.job';
import { registerItemsJob } from '../modules/etims/register-items.job';
import { reportStockJob } from '../modules/etims/report-stock.job';
import { probeAuthorityJob } from '../modules/etims/probe-authority.job';

/**
 * Every job kind the worker runs: a new kind is a `*.job.ts` definition beside the code that owns its data,
 * plus one line here. This file is the only one in jobs/ that imports from modules/, and only their
 * `*.job.ts` files; the worker gets the list from app.ts, so the modules ↔ jobs imports never form a circle.
 */
export const jobRegistry: readonly JobDefinition[] = [
  smsSendJob,
  stkQueryJob,
  sendSaleToEtimsJob,
  sendCreditNoteToEtimsJob,
  registerItemsJob,
  reportStockJob,
  probeAuthorityJob,
];

export const findJobDefinition = (kind: string) => jobRegistry.find((definition) => definition.kind === kind);
