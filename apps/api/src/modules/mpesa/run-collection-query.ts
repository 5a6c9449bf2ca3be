import { and, eq } from 'drizzle-orm';
import { DarajaError, ProviderError, type CollectionStatus } from '@dukani/mobile-money';
import type { Db } from '../../db/client';
import { stkRequests } from './mpesa.schema';
import { applyStkOutcome, silentLog, type MpesaLog } from './apply-stk-outcome';
import { countryOfPhone, type PromptClients } from './collection-clients';
import { collectionResultOf } from './collection-outcome';
import type { StkRequestRow } from './mpesa.queries';
import { withTimeout, type StkQueryState } from './run-stk-query';

export interface RunCollectionQueryOptions {
  clients: PromptClients;
  row: StkRequestRow;
  now?: Date;
  timeoutMs?: number;
  /** The callback that made us ask: kept with the answer it led to. */
  callback?: unknown;
  log?: MpesaLog;
}

/** One status GET (MoMo, A.5) or enquiry (Airtel, B.3) of a prompt. */
export async function askCollectionStatus(clients: PromptClients, row: StkRequestRow): Promise<CollectionStatus> {
  const country = countryOfPhone(row.phoneNumber);
  if (row.provider === 'MtnMomo') {
    if (!clients.momo) throw new ProviderError('MtnMomo', 'unavailable', 'MTN MoMo is off on this server');
    return clients.momo.requestToPayStatus(row.checkoutRequestId);
  }
  if (!clients.airtel) throw new ProviderError('AirtelMoney', 'unavailable', 'Airtel Money is off on this server');
  return clients.airtel.enquire({ id: row.checkoutRequestId, country, currency: country === 'UG' ? 'UGX' : 'RWF' });
}

/**
 * The MoMo/Airtel twin of runStkQuery: the status check is the source of truth (Part C), and a failure to
 * ask is never a payment failure. MoMo's and Airtel's answers carry the amount and the transaction id, so the
 * result is applied whole; a callback is only the reason to ask.
 */
export async function runCollectionQuery(db: Db, options: RunCollectionQueryOptions): Promise<StkQueryState> {
  const { row } = options;
  const now = options.now ?? new Date();
  const log = options.log ?? silentLog;
  let status: CollectionStatus;
  try {
    status = await withTimeout(askCollectionStatus(options.clients, row), options.timeoutMs);
  } catch (err) {
    if (!(err instanceof ProviderError) && !(err instanceof DarajaError)) throw err;
    const code = err instanceof ProviderError ? (err.code ?? null) : null;
    log.warn({ checkoutRequestId: row.checkoutRequestId, provider: row.provider, kind: err.kind, code }, 'mobile money: status check failed; still pending');
    await stamp(db, row.id, now, { error: err.message, kind: err.kind, code }, options.callback);
    return 'indeterminate';
  }
  if (status.state === 'pending') {
    await stamp(db, row.id, now, status, options.callback);
    return 'pending';
  }
  const fromCallback = options.callback !== undefined;
  await applyStkOutcome(db, {
    result: {
      checkoutRequestId: row.checkoutRequestId,
      ...collectionResultOf(status),
      source: fromCallback ? 'callback' : 'query',
      raw: fromCallback ? { callback: options.callback, status } : status,
    },
    now,
    log,
  });
  return 'final';
}

async function stamp(db: Db, id: number, now: Date, raw: unknown, callback: unknown): Promise<void> {
  await db
    .update(stkRequests)
    .set({ lastQueriedAt: now, rawQuery: raw, ...(callback !== undefined ? { rawCallback: callback } : {}) })
    .where(and(eq(stkRequests.id, id), eq(stkRequests.status, 'Pending')));
}
