import { afterAll, beforeAll, expect } from 'vitest';
import { registerDevice } from '@dukani/contracts';
import { OutboxSms } from '@dukani/sms';
import { createEtimsSimulator, type EtimsSimulatorOptions, type RunningEtimsSimulator } from '@dukani/etims/simulator';
import { drainOutboxOnce, type DrainOptions } from '../src/jobs/outbox-worker';
import { jobRegistry } from '../src/jobs/registry';
import type { TestApp, TestAppHandle } from './helper';

export interface EtimsSimulatorHandle {
  readonly sim: RunningEtimsSimulator;
  /** Lay over the test config: `useTestApp(() => etims.env())`. */
  env(): Record<string, string>;
  /** The simulator's admin API (§12.4): `admin('POST', 'faults', {...})`. */
  admin(method: 'GET' | 'POST' | 'DELETE', path: string, body?: unknown): Promise<{ status: number; body: unknown }>;
  /** `GET /__sim/state/<entity>`: the records the authority holds, oldest first. */
  findState<T = Record<string, unknown>>(entity: string): Promise<T[]>;
}

/**
 * A KRA eTIMS simulator on a free port for one test file, started before the app so the app's config can name
 * it (call this before `useTestApp`). Lenient mode: any well-formed PIN registers a device.
 */
export function useEtimsSimulator(options: EtimsSimulatorOptions = {}): EtimsSimulatorHandle {
  let sim: RunningEtimsSimulator | undefined;
  beforeAll(async () => {
    sim = await createEtimsSimulator({ seed: 14, ...options });
  });
  afterAll(async () => {
    await sim?.close();
  });
  const ready = () => {
    if (!sim) throw new Error('useEtimsSimulator: the simulator is only there inside hooks and tests');
    return sim;
  };
  const admin: EtimsSimulatorHandle['admin'] = async (method, path, body) => {
    const response = await fetch(`${ready().url}/__sim/${path}`, {
      method,
      ...(body === undefined ? {} : { headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) }),
    });
    return { status: response.status, body: (await response.json()) as unknown };
  };
  return {
    get sim() {
      return ready();
    },
    env: () => ({ ETIMS_BASE_URL: ready().apiUrl }),
    admin,
    findState: async <T>(entity: string) => (await admin('GET', `state/${entity}`)).body as T[],
  };
}

/** Runs every due outbox job once, with the app's own eTIMS connection (the worker is off in tests). */
export function drainJobs(t: Pick<TestApp, 'app' | 'database'>, options: DrainOptions = {}) {
  return drainOutboxOnce(t.database.db, { jobs: jobRegistry, services: { sms: new OutboxSms(), mpesa: t.app.mpesa, etims: t.app.etims } }, options);
}

/**
 * A well-formed KRA PIN of its own for each test shop (lenient mode provisions any): 9 digits counted on from where
 * this process started, so a long run never runs out (a 3-digit counter made the 1,000th PIN 10 digits long).
 */
const pinBase = Date.now() % 1_000_000_000;
let pinSequence = 0;
export function nextKraPin(): string {
  pinSequence += 1;
  return `P${String((pinBase + pinSequence) % 1_000_000_000).padStart(9, '0')}Z`;
}

/** A line of a document the authority holds (§5.15), as the simulator's state keeps it. */
export interface HeldLine {
  itemCd: string;
  qty: number;
  splyAmt: number;
  dcAmt: number;
  taxblAmt: number;
  taxAmt: number;
  totAmt: number;
}

/** A sale or credit note the authority holds (`GET /__sim/state/sales`). */
export interface HeldSale {
  tin: string;
  invcNo: number;
  orgInvcNo: number;
  rcptTyCd: string;
  trdInvcNo: string;
  totAmt: number;
  totTaxAmt: number;
  rfdRsnCd: string | null;
  rcptSign: string;
  intrlData: string;
  itemList: HeldLine[];
}

/** Registers a device (P1) for the shop under a PIN of its own; `heldSales` reads what the authority holds for that PIN. */
export async function registerTestDevice(t: Pick<TestAppHandle, 'call'>, etims: EtimsSimulatorHandle, shop: { token: string; businessId: number }) {
  const pin = nextKraPin();
  const res = await t.call(registerDevice, { token: shop.token, body: { businessId: shop.businessId, pin, branchId: '00', deviceSerialNo: `SN-${pin}` } });
  expect(res.status, res.body.errordesc).toBe(200);
  const heldSales = async () => (await etims.findState<HeldSale>('sales')).filter((sale) => sale.tin === pin);
  return { pin, device: res.body.result!, heldSales };
}

/**
 * Runs the outbox until nothing is due, each round 10 s of job time later than the last (the eTIMS jobs wait
 * 1–5 s under the simulator), so a backlog drains as the worker would drain it. It starts a minute ahead, past
 * any job an earlier `drainJobs({ now })` put off, and stops after two idle rounds.
 */
export async function settleJobs(t: Pick<TestApp, 'app' | 'database'>, maxRounds = 40): Promise<void> {
  const start = Date.now() + 60_000;
  let idle = 0;
  for (let round = 0; round < maxRounds; round++) {
    const result = await drainJobs(t, { now: new Date(start + round * 10_000) });
    idle = result.done + result.rescheduled + result.retried + result.dead === 0 ? idle + 1 : 0;
    if (idle === 2) return;
  }
  throw new Error(`settleJobs: jobs still due after ${maxRounds} rounds`);
}
