import type { FastifyBaseLogger } from 'fastify';
import type { C2BApiVersion } from '../protocol';
import type { VirtualClock } from './clock';
import type { StkScenario } from './scenarios';

/** How callbacks leave the simulator; the API's tests pass one that calls app.inject. */
export type DeliverCallback = (url: string, body: unknown) => Promise<{ status: number; body: unknown }>;

export type SimEndpoint = 'oauth' | 'stkpush' | 'stkquery' | 'registerurl' | 'simulate' | 'transactionstatus';

export interface SimulatedPush {
  checkoutRequestId: string;
  merchantRequestId: string;
  shortCode: string;
  phoneNumber: string;
  amount: number;
  accountReference: string;
  callbackUrl: string;
  scenario: StkScenario;
  /** ISO time on the virtual clock. */
  createdAt: string;
  /** Set once the customer (or the timeout) decided; a query shows it from then on. */
  result?: { resultCode: number; receiptNumber?: string; paidAmount?: number; decidedAt: string };
}

export type CallbackKind = 'stk' | 'c2b-validation' | 'c2b-confirmation' | 'transaction-status';

export interface SentCallback {
  id: number;
  kind: CallbackKind;
  url: string;
  body: unknown;
  /** ISO time on the virtual clock. */
  sentAt: string;
  checkoutRequestId?: string;
  transId?: string;
  /** Id of the callback this one re-sent. */
  replayOf?: number;
  response?: { status: number; body: unknown };
  /** Why the POST itself failed (refused, timed out). */
  error?: string;
}

export interface C2BRegistration {
  shortCode: string;
  confirmationUrl: string;
  validationUrl: string;
  responseType: 'Completed' | 'Cancelled';
  version: C2BApiVersion;
}

/** A completed payment, as Transaction Status will later report it. */
export interface LedgerEntry {
  receiptNumber: string;
  amount: number;
  msisdn: string;
  shortCode: string;
  firstName: string;
  /** Virtual epoch ms. */
  completedAt: number;
}

/** The next `count` calls to `endpoint` misbehave. */
export interface SimFault {
  endpoint: SimEndpoint;
  count?: number;
  /** Real milliseconds to wait before handling (the request is then handled normally unless more is set). */
  delayMs?: number;
  /** Answer with the Daraja error envelope; the status defaults to the code's first part. */
  errorCode?: string;
  errorMessage?: string;
  httpStatus?: number;
  /** Answer with this text as the body instead (an unreadable answer); status `httpStatus` or 200. */
  rawBody?: string;
}

export interface SimulatorState {
  tokens: Map<string, { consumerKey: string; expiresAt: number }>;
  pushes: Map<string, SimulatedPush>;
  scenarioOverrides: StkScenario[];
  faults: (SimFault & { remaining: number })[];
  callbacks: SentCallback[];
  registrations: Map<string, C2BRegistration>;
  validationDisabled: Set<string>;
  ledger: LedgerEntry[];
  balances: Map<string, number>;
  usedReceipts: Set<string>;
  sequence: number;
}

export function createSimulatorState(): SimulatorState {
  return {
    tokens: new Map(),
    pushes: new Map(),
    scenarioOverrides: [],
    faults: [],
    callbacks: [],
    registrations: new Map(),
    validationDisabled: new Set(),
    ledger: [],
    balances: new Map(),
    usedReceipts: new Set(),
    sequence: 0,
  };
}

/** Everything but the issued tokens: a client holding one keeps working across tests. */
export function resetSimulatorState(state: SimulatorState): void {
  const fresh = createSimulatorState();
  Object.assign(state, { ...fresh, tokens: state.tokens, sequence: state.sequence });
}

export interface ResolvedSimulatorOptions {
  apps: { consumerKey: string; consumerSecret: string }[];
  /** STK shortcode → passkey. */
  shortCodes: Map<string, string>;
  /** Shortcodes that take C2B payments: the tills plus the STK shortcodes. */
  c2bShortCodes: Set<string>;
  tokenTtlSeconds: number;
  c2bExternalValidation: boolean;
  enforceUrlWordBan: boolean;
}

export interface SimulatorContext {
  options: ResolvedSimulatorOptions;
  state: SimulatorState;
  clock: VirtualClock;
  log: FastifyBaseLogger;
  /** POSTs a callback through the one delivery function and records it with the answer. */
  deliver(kind: CallbackKind, url: string, body: unknown, links?: Pick<SentCallback, 'checkoutRequestId' | 'transId' | 'replayOf'>): Promise<SentCallback>;
}

/** Default delivery: a JSON POST with Daraja's patience (about 8 s for validation, §8.2). */
export async function postJson(url: string, body: unknown, timeoutMs: number): Promise<{ status: number; body: unknown }> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(timeoutMs),
  });
  const text = await response.text();
  try {
    return { status: response.status, body: JSON.parse(text) as unknown };
  } catch {
    return { status: response.status, body: text };
  }
}
