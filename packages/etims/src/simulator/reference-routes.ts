import type { FastifyInstance } from 'fastify';
import { lastRequestSchema } from '../schemas/common';
import { customerSearchSchema } from '../schemas/reference';
import { invalidField, noResult, parseRequest, succeed, type KraAnswer } from './answers';
import { isChangedSince, isInFuture, type Fields, type SimContext } from './context';
import { registerKraRoute } from './kra-route';

/** Drops the simulator's bookkeeping before a record goes on the wire. */
export function withoutStamp<T extends { changedAt: string }>(record: T): Omit<T, 'changedAt'> {
  const { changedAt: _changedAt, ...rest } = record;
  return rest;
}

/**
 * The common list pattern (§5): records changed since `lastReqDt` (same second included, see isChangedSince), `001` when there are none. A date
 * more than 10 minutes ahead is refused; old dates are fine (§5 "must not assume a 7-day limit").
 */
export function answerList<T extends { changedAt: string }>(
  ctx: SimContext,
  body: Fields,
  records: readonly T[],
  key: string,
  shape: (record: T) => unknown = withoutStamp,
): KraAnswer {
  const parsed = parseRequest(lastRequestSchema, body);
  if (!parsed.ok) return parsed.answer;
  if (isInFuture(ctx, parsed.value.lastReqDt)) return invalidField('lastReqDt', 'in the future');
  const changed = records.filter((record) => isChangedSince(record.changedAt, parsed.value.lastReqDt));
  return changed.length ? succeed({ [key]: changed.map(shape) }) : noResult();
}

export function registerReferenceRoutes(app: FastifyInstance, ctx: SimContext): void {
  registerKraRoute(app, ctx, 'selectCodeList', ({ body }) => answerList(ctx, body, ctx.state.codes, 'clsList'));
  registerKraRoute(app, ctx, 'selectItemClsList', ({ body }) => answerList(ctx, body, ctx.state.itemClasses, 'itemClsList'));
  // Notices are the authority's, the same for every taxpayer.
  registerKraRoute(app, ctx, 'selectNoticeList', ({ body }) => answerList(ctx, body, ctx.state.notices, 'noticeList'));
  registerKraRoute(app, ctx, 'selectBhfList', ({ body, tin }) =>
    answerList(
      ctx,
      body,
      ctx.state.branches.filter((branch) => branch.tin === tin),
      'bhfList',
    ),
  );
  registerKraRoute(app, ctx, 'selectCustomer', ({ body }) => {
    const parsed = parseRequest(customerSearchSchema, body);
    if (!parsed.ok) return parsed.answer;
    const taxpayer = ctx.state.taxpayers.find((entry) => entry.tin === parsed.value.custmTin);
    if (!taxpayer) return noResult();
    const { tin, taxprNm, taxprSttsCd, prvncNm, dstrtNm, sctrNm, locDesc } = taxpayer;
    return succeed({ custList: [{ tin, taxprNm, taxprSttsCd, prvncNm, dstrtNm, sctrNm, locDesc }] });
  });
}
