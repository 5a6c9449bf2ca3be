import type { AddressInfo } from 'node:net';
import { DARAJA_ACK } from './callbacks';
import { DarajaClient } from './daraja-client';
import { SANDBOX_STK_PASSKEY, SANDBOX_STK_SHORT_CODE } from './protocol';
import { buildDarajaSimulator, DEFAULT_SIM_CONSUMER_KEY, DEFAULT_SIM_CONSUMER_SECRET, type DarajaSimulatorOptions } from './simulator';
import type { DarajaConfig } from './types';

/** Test-only: a simulator on a real port with a manual clock, and clients that share its time. */
export interface Delivery {
  url: string;
  body: unknown;
}

export async function startSimulator(options: DarajaSimulatorOptions = {}) {
  const deliveries: Delivery[] = [];
  /** Answers per URL substring; default Daraja's ack. */
  const answers: { match: string; answer: () => Promise<{ status: number; body: unknown }> }[] = [];
  const sim = buildDarajaSimulator({
    timeScale: 'manual',
    startAt: new Date('2024-01-01T09:00:00Z'),
    deliverCallback: async (url, body) => {
      deliveries.push({ url, body });
      const custom = answers.find((a) => url.includes(a.match));
      return custom ? custom.answer() : { status: 200, body: DARAJA_ACK };
    },
    ...options,
  });
  await sim.app.listen({ port: 0, host: '127.0.0.1' });
  const baseUrl = `http://127.0.0.1:${(sim.app.server.address() as AddressInfo).port}`;
  let tokenCalls = 0;
  const countingFetch: typeof fetch = (input, init) => {
    if (String(input).includes('/oauth/')) tokenCalls += 1;
    return fetch(input, init);
  };
  const createClient = (overrides: Partial<DarajaConfig> = {}) =>
    new DarajaClient({
      baseUrl,
      consumerKey: DEFAULT_SIM_CONSUMER_KEY,
      consumerSecret: DEFAULT_SIM_CONSUMER_SECRET,
      shortCode: SANDBOX_STK_SHORT_CODE,
      passkey: SANDBOX_STK_PASSKEY,
      transactionType: 'CustomerPayBillOnline',
      fetch: countingFetch,
      now: () => sim.clock.now(),
      ...overrides,
    });
  return {
    ...sim,
    baseUrl,
    deliveries,
    answers,
    createClient,
    tokenCalls: () => tokenCalls,
    close: () => sim.app.close(),
  };
}

export type RunningSimulator = Awaited<ReturnType<typeof startSimulator>>;

export const pushRequest = (phoneNumber: string, amount = 150) => ({
  phoneNumber,
  amount,
  accountReference: 'INV2024-0042',
  transactionDesc: 'Sale 0042',
  callbackUrl: 'https://pos.example.co.ke/hooks/daraja/stk/8f3c2e',
});
