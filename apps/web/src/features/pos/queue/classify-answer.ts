import type { Transaction } from '@dukani/contracts';
import { isApiError } from '@/lib/api-client';

/**
 * What one attempt to send a sale means, for the checkout and the queue alike:
 * - recorded: the server has it (with the sale when this attempt recorded or replayed it; null when the
 *   server says it holds this clientSaleId already, i.e. an earlier attempt whose answer was lost);
 * - retry: no answer, a server fault, the session to renew, or the first attempt still running: send again later;
 * - refused: a definitive no, with the server's sentence for the cashier. A DUPLICATE on anything but the
 *   clientSaleId (the device receipt number taken by another sale) is refused too: the server does not hold this
 *   sale, so reading it as recorded would drop a real sale from the device.
 */
export type SaleAnswer =
  { kind: 'recorded'; transaction: Transaction | null } | { kind: 'retry'; reason: string } | { kind: 'refused'; code: string; message: string };

export function classifySaleAnswer(result: { ok: true; transaction: Transaction } | { ok: false; error: unknown }): SaleAnswer {
  if (result.ok) return { kind: 'recorded', transaction: result.transaction };
  const { error } = result;
  // No envelope at all: offline, a timeout (AbortSignal.timeout), DNS, a proxy down.
  if (!isApiError(error) || error.status === 0) return { kind: 'retry', reason: 'NETWORK' };
  if (error.code === 'DUPLICATE' && error.field === 'clientSaleId') return { kind: 'recorded', transaction: null };
  // 401: the session layer refreshes or signs out; the sale waits for its cashier. 429: told to wait.
  if (error.status === 401 || error.status === 408 || error.status === 429 || error.status >= 500 || error.code === 'IDEMPOTENCY_IN_PROGRESS') {
    return { kind: 'retry', reason: error.code || String(error.status) };
  }
  return { kind: 'refused', code: error.code || 'REFUSED', message: error.message };
}
