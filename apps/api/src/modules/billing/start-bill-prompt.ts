import type { RouteBody, StkStarted, startBillStkPush } from '@dukani/contracts';
import type { DarajaClient } from '@dukani/mobile-money';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import type { AuthContext } from '../../lib/auth-context';
import { startStkPush } from '../mpesa/start-stk-push';

export interface StartBillPromptOptions {
  auth: AuthContext;
  input: RouteBody<typeof startBillStkPush>;
  client: DarajaClient;
  config: Config;
}

/**
 * G7: an M-Pesa prompt for the bill through the till's own STK flow (purpose Billing). When Q1, J5's
 * check or the poll job finds it paid, applyStkOutcome records it as a bill payment, once.
 */
export function startBillPrompt(db: Db, options: StartBillPromptOptions): Promise<StkStarted> {
  const { auth, input } = options;
  return startStkPush(db, {
    businessId: input.businessId,
    auth,
    input: { phoneNumber: input.phoneNumber, amount: input.amount, accountReference: 'Dukani bill' },
    // The bill is paid by M-Pesa only.
    clients: { mpesa: options.client, momo: null, airtel: null },
    config: options.config,
    purpose: 'Billing',
  });
}
