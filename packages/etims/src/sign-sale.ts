import type { EtimsClient, SignedSale } from './etims-client';
import { EtimsError } from './errors';
import type { SaleRequest } from './schemas/sales';

export interface SignSaleOptions {
  /** An earlier attempt with this invcNo ended `unknown`: the authority may already hold the sale. */
  mayBeHeld: boolean;
}

/** Whether the re-check endpoint exists on this host: `912`/`910` mean it does not (§5.21 "fall back gracefully"). */
const isRecheckMissing = (err: unknown) => err instanceof EtimsError && err.kind === 'refused' && (err.resultCd === '912' || err.resultCd === '910');

async function findHeldSale(client: EtimsClient, invcNo: number): Promise<SignedSale | null> {
  try {
    return await client.selectInvoiceDetails(invcNo);
  } catch (err) {
    if (isRecheckMissing(err)) return null;
    throw err;
  }
}

/**
 * Signs a sale or credit note so that the authority holds it exactly once (§11.2): after a lost answer, ask
 * first and re-send the identical payload (same invcNo) only when the authority holds nothing. A `994` with no
 * recoverable signature stays `unknown`: never allocate a new number for the same sale.
 */
export async function signSaleOnce(client: EtimsClient, request: SaleRequest, options: SignSaleOptions): Promise<SignedSale & { wasRecovered: boolean }> {
  if (options.mayBeHeld) {
    const held = await findHeldSale(client, request.invcNo);
    if (held) return { ...held, wasRecovered: true };
  }
  try {
    return { ...(await client.saveTrnsSalesOsdc(request)), wasRecovered: false };
  } catch (err) {
    if (!(err instanceof EtimsError && err.isDuplicate)) throw err;
    const held = await findHeldSale(client, request.invcNo);
    if (held) return { ...held, wasRecovered: true };
    throw new EtimsError('unknown', 'saveTrnsSalesOsdc', `KRA already holds invoice ${request.invcNo} but its signature could not be recovered`, {
      resultCd: '994',
      ...(err.resultMsg ? { resultMsg: err.resultMsg } : {}),
    });
  }
}
