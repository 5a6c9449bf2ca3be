import type { FastifyInstance, FastifyReply } from 'fastify';
import type { z } from 'zod';
import { formatEatDate, formatEatDateTime } from '../protocol';
import { classificationLevel } from '../reference-codes';
import type { SimContext } from './context';
import { parseFaultRule } from './faults';
import { createBranch, createTaxpayer } from './fixtures';
import {
  adminClockSchema,
  adminCodeSchema,
  adminConfigSchema,
  adminDeviceSchema,
  adminImportsSchema,
  adminItemClassSchema,
  adminNoticeSchema,
  adminTaxpayerSchema,
} from './admin-schemas';
import { readAdminBody } from './kra-route';
import { STATE_ENTITIES, type DeviceRecord, type ImportRecord, type StateEntity } from './state';
import { upsert } from './upsert';

/** What the admin routes need besides the context: resetting is the simulator's, it owns the initial config. */
export interface AdminHooks {
  reset(options: { fixtures: boolean }): void;
}

const refuse = (reply: FastifyReply, error: string) => reply.status(400).send({ error });

/** The admin body through its schema, or a 400 naming the first failing field. */
function readBody<S extends z.ZodType>(schema: S, body: unknown, reply: FastifyReply): z.infer<S> | null {
  const parsed = schema.safeParse(body ?? {});
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  void refuse(reply, `${issue?.path.join('.') || 'body'}: ${issue?.message ?? 'invalid'}`);
  return null;
}

/** `/__sim/*`: the simulator's own API (§12.4 and issue 14's conventions); the real KRA has none of it. */
export function registerAdminRoutes(app: FastifyInstance, ctx: SimContext, hooks: AdminHooks): void {
  const changed = <T>(value: T): T => {
    ctx.store.markChanged();
    return value;
  };

  app.post('/__sim/reset', async (req) => {
    const body = readAdminBody(req);
    const hasFixtures = !!body && typeof body === 'object' && (body as { fixtures?: unknown }).fixtures === true;
    hooks.reset({ fixtures: hasFixtures });
    return changed({ reset: true, fixtures: hasFixtures });
  });

  app.get('/__sim/state/:entity', async (req, reply) => {
    const { entity } = req.params as { entity: string };
    if (!(STATE_ENTITIES as readonly string[]).includes(entity)) return reply.status(404).send({ error: `entity must be one of ${STATE_ENTITIES.join(', ')}` });
    return ctx.state[entity as StateEntity];
  });

  app.post('/__sim/taxpayers', async (req, reply) => {
    const body = readBody(adminTaxpayerSchema, readAdminBody(req), reply);
    if (!body) return reply;
    const stamp = ctx.clock.stamp();
    const { branches, ...fields } = body;
    const taxpayer = upsert(ctx.state.taxpayers, (entry) => entry.tin === body.tin, createTaxpayer(body.tin, stamp, fields));
    const saved = branches.map((branch) =>
      upsert(ctx.state.branches, (entry) => entry.tin === body.tin && entry.bhfId === branch.bhfId, createBranch(body.tin, branch.bhfId, stamp, branch)),
    );
    return changed({ taxpayer, branches: saved });
  });

  app.post('/__sim/devices', async (req, reply) => {
    const body = readBody(adminDeviceSchema, readAdminBody(req), reply);
    if (!body) return reply;
    const stamp = ctx.clock.stamp();
    if (!ctx.state.taxpayers.some((entry) => entry.tin === body.tin)) ctx.state.taxpayers.push(createTaxpayer(body.tin, stamp));
    if (!ctx.state.branches.some((entry) => entry.tin === body.tin && entry.bhfId === body.bhfId))
      ctx.state.branches.push(createBranch(body.tin, body.bhfId, stamp));
    const isInitialised = !!body.cmcKey;
    const device: DeviceRecord = {
      tin: body.tin,
      bhfId: body.bhfId,
      dvcSrlNo: body.dvcSrlNo,
      isInitialised,
      cmcKey: body.cmcKey ?? null,
      dvcId: isInitialised ? (body.dvcId ?? ctx.random.dvcId()) : null,
      sdcId: isInitialised ? (body.sdcId ?? ctx.random.sdcId()) : null,
      mrcNo: isInitialised ? (body.mrcNo ?? ctx.random.mrcNo()) : null,
      initialisedAt: isInitialised ? stamp : null,
      changedAt: stamp,
    };
    upsert(ctx.state.devices, (entry) => entry.tin === body.tin && entry.bhfId === body.bhfId && entry.dvcSrlNo === body.dvcSrlNo, device);
    return changed(device);
  });

  app.post('/__sim/imports', async (req, reply) => {
    const body = readBody(adminImportsSchema, readAdminBody(req), reply);
    if (!body) return reply;
    const stamp = ctx.clock.stamp();
    const taskCd = ctx.random.taskCd();
    // KRA sends the declaration date as ddMMyyyy (§5.13).
    const today = formatEatDate(ctx.clock.now());
    const dclDe = `${today.slice(6, 8)}${today.slice(4, 6)}${today.slice(0, 4)}`;
    const lines: ImportRecord[] = body.itemList.map((line, index) => ({
      tin: body.tin,
      bhfId: body.bhfId,
      taskCd: line.taskCd ?? taskCd,
      dclDe: line.dclDe ?? dclDe,
      itemSeq: line.itemSeq ?? index + 1,
      dclNo: line.dclNo ?? null,
      hsCd: line.hsCd ?? null,
      itemNm: line.itemNm,
      imptItemsttsCd: line.imptItemsttsCd,
      orgnNatCd: line.orgnNatCd ?? null,
      exptNatCd: line.exptNatCd ?? null,
      pkg: line.pkg ?? null,
      pkgUnitCd: line.pkgUnitCd ?? null,
      qty: line.qty ?? null,
      qtyUnitCd: line.qtyUnitCd ?? null,
      totWt: line.totWt ?? null,
      netWt: line.netWt ?? null,
      spplrNm: line.spplrNm ?? null,
      agntNm: line.agntNm ?? null,
      invcFcurAmt: line.invcFcurAmt ?? null,
      invcFcurCd: line.invcFcurCd ?? null,
      invcFcurExcrt: line.invcFcurExcrt ?? null,
      itemCd: null,
      itemClsCd: null,
      remark: null,
      modrId: null,
      modrNm: null,
      changedAt: stamp,
    }));
    for (const line of lines) {
      upsert(
        ctx.state.imports,
        (entry) =>
          entry.tin === line.tin && entry.bhfId === line.bhfId && entry.taskCd === line.taskCd && entry.dclDe === line.dclDe && entry.itemSeq === line.itemSeq,
        line,
      );
    }
    return changed(lines);
  });

  app.post('/__sim/notices', async (req, reply) => {
    const body = readBody(adminNoticeSchema, readAdminBody(req), reply);
    if (!body) return reply;
    const stamp = ctx.clock.stamp();
    const noticeNo = body.noticeNo ?? Math.max(0, ...ctx.state.notices.map((notice) => notice.noticeNo)) + 1;
    const notice = { ...body, noticeNo, dtlUrl: body.dtlUrl ?? null, regDt: body.regDt ?? stamp, changedAt: stamp };
    return changed(upsert(ctx.state.notices, (entry) => entry.noticeNo === noticeNo, notice));
  });

  app.post('/__sim/item-classes', async (req, reply) => {
    const body = readBody(adminItemClassSchema, readAdminBody(req), reply);
    if (!body) return reply;
    const record = {
      itemClsCd: body.itemClsCd,
      itemClsNm: body.itemClsNm,
      itemClsLvl: classificationLevel(body.itemClsCd),
      taxTyCd: body.taxTyCd ?? null,
      mjrTgYn: null,
      useYn: body.useYn,
      changedAt: ctx.clock.stamp(),
    };
    upsert(ctx.state.itemClasses, (entry) => entry.itemClsCd === body.itemClsCd, record);
    return changed(record);
  });

  app.post('/__sim/codes', async (req, reply) => {
    const body = readBody(adminCodeSchema, readAdminBody(req), reply);
    if (!body) return reply;
    let codeClass = ctx.state.codes.find((entry) => entry.cdCls === body.cdCls);
    if (!codeClass) {
      codeClass = {
        cdCls: body.cdCls,
        cdClsNm: body.cdClsNm ?? body.cdCls,
        cdClsDesc: null,
        useYn: 'Y',
        userDfnNm1: null,
        userDfnNm2: null,
        userDfnNm3: null,
        dtlList: [],
        changedAt: '',
      };
      ctx.state.codes.push(codeClass);
    }
    const existing = codeClass.dtlList.find((entry) => entry.cd === body.cd);
    const code = {
      cd: body.cd,
      cdNm: body.cdNm ?? existing?.cdNm ?? body.cd,
      cdDesc: existing?.cdDesc ?? null,
      useYn: body.useYn,
      srtOrd: existing?.srtOrd ?? codeClass.dtlList.length + 1,
      userDfnCd1: body.userDfnCd1 !== undefined ? body.userDfnCd1 : (existing?.userDfnCd1 ?? null),
      userDfnCd2: existing?.userDfnCd2 ?? null,
      userDfnCd3: existing?.userDfnCd3 ?? null,
    };
    upsert(codeClass.dtlList, (entry) => entry.cd === body.cd, code);
    // The whole class is re-sent on the next incremental sync (§5.2 "classes with no change are omitted").
    codeClass.changedAt = ctx.clock.stamp();
    return changed(codeClass);
  });

  app.post('/__sim/faults', async (req, reply) => {
    const body = readAdminBody(req);
    const rule = parseFaultRule(body && typeof body === 'object' ? (body as Record<string, unknown>) : {});
    if (typeof rule === 'string') return refuse(reply, rule);
    ctx.state.faults.push(rule);
    return changed(ctx.state.faults);
  });

  // `?tin=<PIN>` clears only that taxpayer's rules (a test's own outage), leaving the others'.
  app.delete('/__sim/faults', async (req) => {
    const { tin } = (req.query ?? {}) as { tin?: unknown };
    ctx.state.faults = typeof tin === 'string' && tin !== '' ? ctx.state.faults.filter((rule) => rule.tin !== tin) : [];
    return changed(ctx.state.faults);
  });

  app.get('/__sim/config', async () => ctx.state.config);
  app.post('/__sim/config', async (req, reply) => {
    const body = readBody(adminConfigSchema, readAdminBody(req), reply);
    if (!body) return reply;
    ctx.state.config = { ...ctx.state.config, ...body };
    return changed(ctx.state.config);
  });

  const clockAnswer = () => ({ now: ctx.clock.now().toISOString(), eat: formatEatDateTime(ctx.clock.now()) });
  app.get('/__sim/clock', async () => clockAnswer());
  app.post('/__sim/clock', async (req, reply) => {
    const body = readBody(adminClockSchema, readAdminBody(req), reply);
    if (!body) return reply;
    if (body.now) ctx.clock.set(new Date(body.now));
    if (body.advanceSeconds) ctx.clock.advance(body.advanceSeconds * 1000);
    return clockAnswer();
  });
}
