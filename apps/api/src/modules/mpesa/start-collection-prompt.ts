import crypto from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { PromptProvider, StkStarted } from '@dukani/contracts';
import { ProviderError } from '@dukani/mobile-money';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { enqueue } from '../../jobs/enqueue';
import { AppError, conflict } from '../../lib/app-error';
import { audit } from '../../lib/audit';
import type { AuthContext } from '../../lib/auth-context';
import { msg } from '../../lib/messages';
import { stkRequests } from './mpesa.schema';
import { collectionCurrencyOf, momoCallbackUrlOf, PROVIDER_NAMES, type PromptClients } from './collection-clients';
import { reasonText } from './collection-outcome';
import { FIRST_QUERY_AFTER_MS } from './stk-poll-schedule';
import { stkQueryJob } from './stk-query.job';

export interface StartCollectionPromptOptions {
  businessId: number;
  auth: AuthContext;
  provider: Exclude<PromptProvider, 'Mpesa'>;
  country: 'UG' | 'RW';
  /** E.164 of the shop's country (checked by J4). */
  phone: { e164: string; digits: string; national: string };
  amount: number;
  accountReference: string;
  customerId: number | null;
  clients: PromptClients;
  config: Config;
}

/** Why no prompt went out, as the till should read it. */
function pushFailure(provider: PromptProvider, err: ProviderError): AppError {
  const name = PROVIDER_NAMES[provider];
  switch (err.kind) {
    case 'rejected':
      return conflict('INVALID_STATE', 'mobileMoney.refused', { provider: name, detail: reasonText(err.code ?? err.message) });
    case 'unavailable':
    case 'timeout':
      return new AppError('UNAVAILABLE', msg('mobileMoney.unavailable', { provider: name }));
    case 'auth':
      return new AppError('UPSTREAM', msg('mobileMoney.credentials', { provider: name }));
  }
}

/**
 * J4 for MTN MoMo and Airtel Money. Unlike Daraja, we choose the prompt's id ourselves, so the prompt is
 * stored Pending BEFORE the request goes out (Part C): a timeout then leaves a prompt the poll resolves,
 * never a second charge, and the till simply waits on it. The poll is queued once the request went out.
 */
export async function startCollectionPrompt(db: Db, options: StartCollectionPromptOptions): Promise<StkStarted> {
  const { businessId, auth, provider, clients } = options;
  const client = provider === 'MtnMomo' ? clients.momo : clients.airtel;
  if (!client) throw conflict('INVALID_STATE', 'mobileMoney.notConfigured', { provider: PROVIDER_NAMES[provider] });
  const id = crypto.randomUUID();
  const [row] = await db
    .insert(stkRequests)
    .values({
      tenantId: auth.tenantId,
      businessId,
      provider,
      purpose: options.customerId ? 'Debt' : 'Pos',
      customerId: options.customerId,
      checkoutRequestId: id,
      merchantRequestId: id,
      phoneNumber: options.phone.e164,
      amount: options.amount,
      accountReference: options.accountReference,
      createdById: auth.userId,
    })
    .returning({ id: stkRequests.id });

  let customerMessage = `${PROVIDER_NAMES[provider]} prompt sent`;
  try {
    await send(options, id);
  } catch (err) {
    if (!(err instanceof ProviderError)) throw err;
    // Sent but unanswered: the provider may have prompted the phone, so the prompt stays and the poll decides.
    if (err.kind !== 'timeout') {
      // Refused before anything reached the phone: a refused J4 leaves nothing behind.
      await db.delete(stkRequests).where(and(eq(stkRequests.id, row!.id), eq(stkRequests.status, 'Pending')));
      throw pushFailure(provider, err);
    }
    customerMessage = `${PROVIDER_NAMES[provider]} did not answer yet; waiting for the result`;
  }
  await db.transaction(async (tx) => {
    // The callback is a hint; this status check is the safety net (Part C).
    await enqueue(tx, stkQueryJob, { checkoutRequestId: id }, { businessId, runAt: new Date(Date.now() + FIRST_QUERY_AFTER_MS) });
    await audit(tx, {
      tenantId: auth.tenantId,
      businessId,
      userId: auth.userId,
      action: 'push',
      entity: 'stk-request',
      entityId: row!.id,
      detail: { provider, amount: options.amount, checkoutRequestId: id, customerId: options.customerId ?? undefined },
    });
  });
  return { CheckoutRequestID: id, MerchantRequestID: id, customerMessage };
}

/** The request to pay (A.4) or the USSD push (B.2) for a stored prompt. */
async function send(options: StartCollectionPromptOptions, id: string): Promise<void> {
  const { provider, clients } = options;
  const currency = collectionCurrencyOf(options.config, provider, options.country);
  const text = options.customerId ? 'Debt payment' : `${options.accountReference} sale`;
  if (provider === 'MtnMomo') {
    await clients.momo!.requestToPay({
      referenceId: id,
      // The callback carries externalId but not the reference id (A.6): make them the same.
      externalId: id,
      amount: options.amount,
      currency,
      msisdn: options.phone.digits,
      payerMessage: text,
      payeeNote: 'Dukani',
      callbackUrl: momoCallbackUrlOf(options.config),
    });
    return;
  }
  await clients.airtel!.pay({
    id,
    amount: options.amount,
    country: options.country,
    currency: currency as 'UGX' | 'RWF',
    // Airtel wants the national number without the leading 0 (B.2).
    msisdn: options.phone.digits.slice(3),
    reference: text,
  });
}
