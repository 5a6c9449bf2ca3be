import type { FastifyBaseLogger } from 'fastify';
import { parseEatDateTime } from '../protocol';
import type { SimClock } from './clock';
import type { StateStore } from './persistence';
import type { SimRandom } from './random';
import type { DeviceRecord, SimulatorState } from './state';

export type Fields = Record<string, unknown>;

export interface SimContext {
  /** Replaced wholesale by a reset or a load; always read it through the context. */
  state: SimulatorState;
  clock: SimClock;
  random: SimRandom;
  store: StateStore;
  log: FastifyBaseLogger;
  /** A wait that ends early when the simulator closes, so a held connection never keeps a test run alive. */
  sleep(ms: number): Promise<void>;
}

/** A code exists and is in use in class `cdCls` (§4). */
export function hasCode(ctx: SimContext, cdCls: string, cd: string | null | undefined): boolean {
  if (cd === null || cd === undefined) return false;
  return !!ctx.state.codes.find((codeClass) => codeClass.cdCls === cdCls)?.dtlList.some((code) => code.cd === cd && code.useYn === 'Y');
}

/** The rate of a tax type from the served code list, as clients must read it (§4.2). */
export function taxRateOf(ctx: SimContext, taxTyCd: string): number {
  const code = ctx.state.codes.find((codeClass) => codeClass.cdCls === '04')?.dtlList.find((entry) => entry.cd === taxTyCd);
  return Number(code?.userDfnCd1 ?? 0);
}

export const findItem = (ctx: SimContext, tin: string, itemCd: string) => ctx.state.items.find((item) => item.tin === tin && item.itemCd === itemCd);

/** §5.15 rule 5 and the list filters: a stamp more than 10 minutes ahead of the simulator's clock is refused. */
export function isInFuture(ctx: SimContext, stamp: string): boolean {
  const date = parseEatDateTime(stamp);
  return !date || date.getTime() > ctx.clock.now().getTime() + 10 * 60_000;
}

/**
 * §12.1 says "strictly greater", but stamps have whole seconds: a record changed in the same second as the
 * answer whose resultDt the client sends back would be lost for good. We send it again instead (clients upsert
 * by natural key, §11.4), so a pull right after a change never misses it.
 */
export const isChangedSince = (changedAt: string, lastReqDt: string) => changedAt >= lastReqDt;

export interface KraRequest {
  body: Fields;
  tin: string;
  bhfId: string;
  /** The device whose cmcKey came with the request; null only for selectInitOsdcInfo. */
  device: DeviceRecord | null;
}
