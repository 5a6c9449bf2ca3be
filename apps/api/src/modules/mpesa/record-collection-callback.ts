import { parseAirtelCallback, parseMomoCallback } from '@dukani/mobile-money';
import type { PromptProvider } from '@dukani/contracts';
import type { Db } from '../../db/client';
import { silentLog, type MpesaLog } from './apply-stk-outcome';
import type { PromptClients } from './collection-clients';
import { findStkRequest } from './mpesa.queries';
import { runCollectionQuery } from './run-collection-query';

export interface RecordCollectionCallbackOptions {
  provider: Exclude<PromptProvider, 'Mpesa'>;
  body: unknown;
  clients: PromptClients;
  log?: MpesaLog;
}

/** How long a callback waits for the provider's own word before leaving the prompt to the poll. */
const CONFIRM_TIMEOUT_MS = 10_000;

/**
 * Q4 (MTN MoMo) and Q5 (Airtel Money). Neither provider signs its callbacks, so a callback is only a hint
 * (specs/mobile-money-ug-rw.md A.6, B.4): the prompt's status is asked and that answer applied, which also
 * makes repeats harmless (the first outcome wins in applyStkOutcome). Unreadable bodies and unknown ids are
 * logged and answered 200, so the provider does not keep retrying something we cannot use.
 */
export async function recordCollectionCallback(db: Db, options: RecordCollectionCallbackOptions): Promise<{ received: boolean }> {
  const log = options.log ?? silentLog;
  const parsed = options.provider === 'MtnMomo' ? parseMomoCallback(options.body) : parseAirtelCallback(options.body);
  const id = parsed ? ('externalId' in parsed ? parsed.externalId : parsed.id) : null;
  if (!id) {
    log.warn({ provider: options.provider }, 'mobile money: unreadable callback acknowledged');
    return { received: false };
  }
  const row = await findStkRequest(db, id);
  if (!row || row.provider !== options.provider) {
    log.warn({ provider: options.provider, checkoutRequestId: id }, 'mobile money: callback for an unknown prompt');
    return { received: false };
  }
  if (row.status !== 'Pending' && row.receiptNumber) {
    log.info({ checkoutRequestId: id, status: row.status }, 'mobile money: repeated callback ignored');
    return { received: true };
  }
  await runCollectionQuery(db, { clients: options.clients, row, callback: options.body, timeoutMs: CONFIRM_TIMEOUT_MS, log });
  return { received: true };
}
