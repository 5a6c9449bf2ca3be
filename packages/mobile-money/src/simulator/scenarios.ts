/**
 * How a simulated STK push ends (specs/mpesa-daraja.md §14.4). The last two digits of PhoneNumber pick
 * the scenario, so tests reach every branch with ordinary-looking numbers; the control plane can force one.
 */
/** In the order of their phone endings: `success` is 00, `amount-tampered` is 12. */
export const STK_SCENARIO_NAMES = [
  'success',
  'cancelled',
  'no-response',
  'wrong-pin',
  'insufficient-funds',
  'expired',
  'callback-never-sent',
  'callback-twice',
  'callback-delayed',
  'subscriber-locked',
  'spike-arrest',
  'pending-forever',
  'amount-tampered',
] as const;

export type StkScenario = (typeof STK_SCENARIO_NAMES)[number];

export interface SyncFailure {
  httpStatus: number;
  errorCode: string;
  errorMessage: string;
}

export interface StkScenarioPlan {
  /** Refuse the push itself; nothing is scheduled. */
  syncError?: SyncFailure;
  /** The final ResultCode; absent: the push stays pending for ever. */
  resultCode?: number;
  /** Virtual ms after the push when the result is known (and the query shows it). */
  resultAfterMs: number;
  /** Virtual ms after the push of each callback POST. */
  callbacksAtMs: number[];
  /** The callback's Amount differs from the request's. */
  isAmountTampered?: boolean;
}

const RESULT_AFTER_MS = 3_000;
const after = (resultCode: number, ms = RESULT_AFTER_MS): StkScenarioPlan => ({ resultCode, resultAfterMs: ms, callbacksAtMs: [ms] });

export const STK_SCENARIO_PLANS: Record<StkScenario, StkScenarioPlan> = {
  success: after(0),
  cancelled: after(1032),
  'no-response': after(1037, 30_000),
  'wrong-pin': after(2001),
  'insufficient-funds': after(1),
  expired: after(1019),
  'callback-never-sent': { resultCode: 0, resultAfterMs: RESULT_AFTER_MS, callbacksAtMs: [] },
  'callback-twice': { resultCode: 0, resultAfterMs: RESULT_AFTER_MS, callbacksAtMs: [RESULT_AFTER_MS, RESULT_AFTER_MS + 2_000] },
  'callback-delayed': { resultCode: 0, resultAfterMs: RESULT_AFTER_MS, callbacksAtMs: [120_000] },
  'subscriber-locked': {
    syncError: {
      httpStatus: 500,
      errorCode: '500.001.1001',
      errorMessage: 'Unable to lock subscriber, a transaction is already in process for the current subscriber',
    },
    resultAfterMs: 0,
    callbacksAtMs: [],
  },
  'spike-arrest': {
    syncError: { httpStatus: 500, errorCode: '500.003.02', errorMessage: 'Spike Arrest Violation' },
    resultAfterMs: 0,
    callbacksAtMs: [],
  },
  'pending-forever': { resultAfterMs: 0, callbacksAtMs: [] },
  'amount-tampered': { ...after(0), isAmountTampered: true },
};

/** Phone ending → scenario; any ending not listed is a plain success. */
const SCENARIO_BY_ENDING = new Map<string, StkScenario>(STK_SCENARIO_NAMES.map((name, index) => [String(index).padStart(2, '0'), name]));

export function scenarioForPhone(phoneNumber: string): StkScenario {
  return SCENARIO_BY_ENDING.get(phoneNumber.slice(-2)) ?? 'success';
}

/** Accepts a scenario name or its two-digit phone ending (`'01'` = cancelled). */
export function resolveScenario(input: unknown): StkScenario | null {
  if (typeof input !== 'string') return null;
  if ((STK_SCENARIO_NAMES as readonly string[]).includes(input)) return input as StkScenario;
  return SCENARIO_BY_ENDING.get(input) ?? null;
}

/** Wording per ResultCode (§4.4). 1037 is worded differently by the callback and the query, as observed. */
const CALLBACK_DESCRIPTIONS: Record<number, string> = {
  0: 'The service request is processed successfully.',
  1: 'The balance is insufficient for the transaction.',
  1019: 'Transaction has expired',
  1032: 'Request cancelled by user',
  1037: 'No response from user.',
  2001: 'The initiator information is invalid.',
};

export function describeResult(resultCode: number, via: 'callback' | 'query'): string {
  if (resultCode === 1037 && via === 'query') return 'DS timeout user cannot be reached';
  return CALLBACK_DESCRIPTIONS[resultCode] ?? 'The transaction failed.';
}
