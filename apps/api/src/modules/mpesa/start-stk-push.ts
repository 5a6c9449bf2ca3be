import { normalizePhone } from '@dukani/domain';
import type { CashRegisterSettings, PromptProvider, startStkPush as startStkPushContract, RouteBody, StkStarted } from '@dukani/contracts';
import { DarajaError, type StkPushAccepted } from '@dukani/mobile-money';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { stkRequests } from './mpesa.schema';
import { enqueue } from '../../jobs/enqueue';
import { AppError, conflict, invalid } from '../../lib/app-error';
import { audit } from '../../lib/audit';
import type { AuthContext } from '../../lib/auth-context';
import { getBusinessRow } from '../business/patch-business';
import { getReceiptSettings } from '../settings/get-receipt-settings';
import { stkCallbackUrlOf } from './mpesa-client';
import { FIRST_QUERY_AFTER_MS } from './stk-poll-schedule';
import { stkQueryJob } from './stk-query.job';
import { invalidPhone } from '../../lib/phone-message';
import { msg } from '../../lib/messages';
import { getOwnedCustomer } from '../customers/get-owned-customer';
import { PROVIDER_NAMES, type PromptClients } from './collection-clients';
import { startCollectionPrompt } from './start-collection-prompt';

/** M-Pesa Express has its own ceiling (specs/mpesa-daraja.md §3.4); the contract allows UGX-sized amounts. */
const MPESA_MAX_AMOUNT = 250_000;

export interface StartStkPushOptions {
  businessId: number;
  auth: AuthContext;
  input: RouteBody<typeof startStkPushContract>;
  clients: PromptClients;
  config: Config;
  /** Billing: the shop pays its own bill to the platform (G7); the till's mobile-money setting does not apply. */
  purpose?: 'Billing';
}

/**
 * Which provider sends the prompt (API.md J4): M-Pesa in Kenya; in Uganda and Rwanda the one asked for, or
 * the first the shop turned on (E3). Anything else is a state the owner can change: 409.
 */
export function choosePromptProvider(country: string, settings: CashRegisterSettings, asked: PromptProvider | null | undefined): PromptProvider {
  if (country === 'KE') {
    if (asked && asked !== 'Mpesa') throw conflict('INVALID_STATE', 'mpesa.providerNotOffered', { provider: PROVIDER_NAMES[asked] });
    return 'Mpesa';
  }
  if (country !== 'UG' && country !== 'RW') throw conflict('INVALID_STATE', 'mpesa.providerNotOffered', { provider: PROVIDER_NAMES[asked ?? 'Mpesa'] });
  const enabled: PromptProvider[] = [
    ...(settings.mtnMomoEnabled ? ['MtnMomo' as const] : []),
    ...(settings.airtelMoneyEnabled ? ['AirtelMoney' as const] : []),
  ];
  if (asked === 'Mpesa') throw conflict('INVALID_STATE', 'mpesa.providerNotOffered', { provider: PROVIDER_NAMES.Mpesa });
  if (asked && !enabled.includes(asked)) throw conflict('INVALID_STATE', 'mpesa.providerOff', { provider: PROVIDER_NAMES[asked] });
  const provider = asked ?? enabled[0];
  if (!provider) throw conflict('INVALID_STATE', 'mpesa.noProviderOn');
  return provider;
}

/** Daraja's own field names → ours, for the refusals a cashier can fix. */
const FIELD_OF: Record<string, string> = { PhoneNumber: 'phoneNumber', PartyA: 'phoneNumber', Amount: 'amount', AccountReference: 'accountReference' };

/** A refused or failed push as the till should read it. No prompt reached the phone, except after a timeout. */
function pushFailure(err: DarajaError): AppError {
  const providerText = err.errorMessage ?? err.message;
  const field = err.kind === 'rejected' && err.field ? FIELD_OF[err.field] : undefined;
  if (field) return invalid(field, 'mpesa.fieldRefused', { detail: providerText });
  switch (err.kind) {
    case 'rejected':
      return conflict('INVALID_STATE', 'mpesa.refused', { detail: providerText });
    case 'unavailable':
      return new AppError('UNAVAILABLE', msg('mpesa.unavailable'));
    case 'auth':
      return new AppError('UPSTREAM', msg('mpesa.credentials'));
    case 'timeout':
      // §7.4: the push may have gone through, and a second one could charge the customer twice.
      return new AppError('UPSTREAM', msg('mpesa.timeout'));
  }
}

/**
 * J4: sends the prompt, then records it Pending with its first status check queued. The push runs
 * outside any transaction (a slow Daraja must not hold a connection); a crash between the push and the
 * insert leaves a prompt we do not know, whose callback is then logged as unknown.
 */
export async function startStkPush(db: Db, options: StartStkPushOptions): Promise<StkStarted> {
  const { businessId, auth, input, clients, config } = options;
  const client = clients.mpesa;
  // The bill is paid to the platform in shillings from a Kenyan phone, wherever the shop is and whatever its till allows.
  const isBill = options.purpose === 'Billing';
  const business = await getBusinessRow(db, { businessId, tenantId: auth.tenantId });
  let provider: PromptProvider = 'Mpesa';
  if (!isBill) {
    const { cashRegisterSettings } = await getReceiptSettings(db, { businessId, tenantId: auth.tenantId });
    if (!cashRegisterSettings.mobileMoneyEnabled) {
      throw conflict('INVALID_STATE', 'mpesa.turnedOff');
    }
    provider = choosePromptProvider(business.country, cashRegisterSettings, input.provider);
  }
  // A prompt for a debt must name a live customer of this very business, checked before the phone rings.
  const customer = input.customerId ? await getOwnedCustomer(db, auth, input.customerId, businessId) : null;
  const country = (isBill ? 'KE' : business.country) as 'KE' | 'UG' | 'RW';
  // A number of another country is refused here (400 on phoneNumber); the operator prefix never is (numbers are ported).
  const phone = normalizePhone(input.phoneNumber, country);
  if (!phone.ok) throw invalidPhone('phoneNumber', phone);
  // Daraja allows 12 characters and shows them in the prompt (§3.1); MoMo and Airtel show it in their texts.
  const accountReference = (input.accountReference || business.organizationName).trim().slice(0, 12) || 'Dukani';
  if (provider !== 'Mpesa') {
    return startCollectionPrompt(db, {
      businessId,
      auth,
      provider,
      country: country as 'UG' | 'RW',
      phone,
      amount: input.amount,
      accountReference,
      customerId: customer?.id ?? null,
      clients,
      config,
    });
  }
  if (input.amount > MPESA_MAX_AMOUNT) throw invalid('amount', 'mpesa.amountAboveLimit', { max: MPESA_MAX_AMOUNT });

  let accepted: StkPushAccepted;
  try {
    accepted = await client.stkPush({
      phoneNumber: phone.digits,
      amount: input.amount,
      accountReference,
      transactionDesc: isBill ? 'Dukani bill' : customer ? 'Debt payment' : 'Dukani sale',
      callbackUrl: stkCallbackUrlOf(config),
    });
  } catch (err) {
    throw err instanceof DarajaError ? pushFailure(err) : err;
  }

  await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(stkRequests)
      .values({
        tenantId: auth.tenantId,
        businessId,
        purpose: isBill ? 'Billing' : customer ? 'Debt' : 'Pos',
        customerId: customer?.id ?? null,
        checkoutRequestId: accepted.checkoutRequestId,
        merchantRequestId: accepted.merchantRequestId,
        phoneNumber: phone.e164,
        amount: input.amount,
        accountReference,
        createdById: auth.userId,
      })
      .returning({ id: stkRequests.id });
    // The callback is an optimisation; this query is the safety net (§7.1).
    await enqueue(tx, stkQueryJob, { checkoutRequestId: accepted.checkoutRequestId }, { businessId, runAt: new Date(Date.now() + FIRST_QUERY_AFTER_MS) });
    await audit(tx, {
      tenantId: auth.tenantId,
      businessId,
      userId: auth.userId,
      action: 'push',
      entity: 'stk-request',
      entityId: row!.id,
      detail: { amount: input.amount, checkoutRequestId: accepted.checkoutRequestId, customerId: customer?.id },
    });
  });
  return { CheckoutRequestID: accepted.checkoutRequestId, MerchantRequestID: accepted.merchantRequestId, customerMessage: accepted.customerMessage };
}
