import type { FastifyInstance } from 'fastify';
import { initRequestSchema } from '../schemas/device';
import { parseRequest, succeed, type KraAnswer } from './answers';
import type { SimContext } from './context';
import { createBranch, createTaxpayer } from './fixtures';
import { registerKraRoute } from './kra-route';
import type { DeviceRecord } from './state';

/** `data.info` of §5.1, built from the taxpayer, the branch and the device. */
function infoOf(ctx: SimContext, device: DeviceRecord) {
  const taxpayer = ctx.state.taxpayers.find((entry) => entry.tin === device.tin);
  const branch = ctx.state.branches.find((entry) => entry.tin === device.tin && entry.bhfId === device.bhfId);
  return {
    tin: device.tin,
    taxprNm: taxpayer?.taxprNm ?? null,
    bsnsActv: taxpayer?.bsnsActv ?? null,
    bhfId: device.bhfId,
    bhfNm: branch?.bhfNm ?? null,
    bhfOpenDt: branch?.bhfOpenDt ?? null,
    prvncNm: branch?.prvncNm ?? null,
    dstrtNm: branch?.dstrtNm ?? null,
    sctrNm: branch?.sctrNm ?? null,
    locDesc: branch?.locDesc ?? null,
    hqYn: branch?.hqYn ?? null,
    mgrNm: branch?.mgrNm ?? null,
    mgrTelNo: branch?.mgrTelNo ?? null,
    mgrEmail: branch?.mgrEmail ?? null,
    dvcId: device.dvcId,
    sdcId: device.sdcId,
    mrcNo: device.mrcNo,
    cmcKey: device.cmcKey,
  };
}

/**
 * Lenient mode stands in for the KRA portal step (§2.1): any well-formed PIN gets a taxpayer, branch `00` and a
 * device for the serial it sends. Other branches must exist already (fixtures or `POST /__sim/taxpayers`).
 */
function provision(ctx: SimContext, tin: string, bhfId: string, dvcSrlNo: string): DeviceRecord | null {
  const stamp = ctx.clock.stamp();
  const hasBranch = ctx.state.branches.some((entry) => entry.tin === tin && entry.bhfId === bhfId);
  if (!hasBranch && bhfId !== '00') return null;
  if (!ctx.state.taxpayers.some((entry) => entry.tin === tin)) ctx.state.taxpayers.push(createTaxpayer(tin, stamp));
  if (!hasBranch) ctx.state.branches.push(createBranch(tin, bhfId, stamp));
  const device: DeviceRecord = {
    tin,
    bhfId,
    dvcSrlNo,
    isInitialised: false,
    cmcKey: null,
    dvcId: null,
    sdcId: null,
    mrcNo: null,
    initialisedAt: null,
    changedAt: stamp,
  };
  ctx.state.devices.push(device);
  return device;
}

/** First call: a fresh key (`000`); later calls: `902` with the same info; unknown serial: `901` (§5.1). */
function initialise(ctx: SimContext, body: unknown): KraAnswer {
  const parsed = parseRequest(initRequestSchema, body);
  if (!parsed.ok) return parsed.answer;
  const { tin, bhfId, dvcSrlNo } = parsed.value;
  let device = ctx.state.devices.find((entry) => entry.tin === tin && entry.bhfId === bhfId && entry.dvcSrlNo === dvcSrlNo) ?? null;
  if (!device && ctx.state.config.mode === 'lenient') device = provision(ctx, tin, bhfId, dvcSrlNo);
  if (!device) return { resultCd: '901' };
  if (device.isInitialised) return { resultCd: '902', data: { info: infoOf(ctx, device) } };
  const stamp = ctx.clock.stamp();
  Object.assign(device, {
    isInitialised: true,
    cmcKey: ctx.random.cmcKey(),
    dvcId: ctx.random.dvcId(),
    sdcId: ctx.random.sdcId(),
    mrcNo: ctx.random.mrcNo(),
    initialisedAt: stamp,
    changedAt: stamp,
  });
  return succeed({ info: infoOf(ctx, device) });
}

export function registerDeviceRoutes(app: FastifyInstance, ctx: SimContext): void {
  registerKraRoute(app, ctx, 'selectInitOsdcInfo', ({ body }) => initialise(ctx, body));
}
