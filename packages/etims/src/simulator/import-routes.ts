import type { FastifyInstance } from 'fastify';
import { normaliseDeclarationDate } from '../protocol';
import { updateImportRequestSchema } from '../schemas/items';
import { invalidField, noResult, parseRequest, succeed, type KraAnswer } from './answers';
import { findItem, type KraRequest, type SimContext } from './context';
import { registerKraRoute } from './kra-route';
import { answerList } from './reference-routes';
import type { ImportRecord } from './state';

/** §5.13's fields only: the match we stored is ours, not the authority's. */
const asImportLine = ({ tin: _t, bhfId: _b, changedAt: _c, itemCd: _i, itemClsCd: _k, remark: _r, modrId: _m, modrNm: _n, ...line }: ImportRecord) => line;

function updateImport(ctx: SimContext, { body, tin, bhfId }: KraRequest): KraAnswer {
  // Requests spell it imptItemSttsCd, the list imptItemsttsCd: accept either (§5.14).
  const parsed = parseRequest(updateImportRequestSchema, { ...body, imptItemSttsCd: body.imptItemSttsCd ?? body.imptItemsttsCd });
  if (!parsed.ok) return parsed.answer;
  const update = parsed.value;
  const dclDe = normaliseDeclarationDate(update.dclDe);
  const line = ctx.state.imports.find(
    (entry) =>
      entry.tin === tin &&
      entry.bhfId === bhfId &&
      entry.taskCd === update.taskCd &&
      entry.itemSeq === update.itemSeq &&
      normaliseDeclarationDate(entry.dclDe) === dclDe,
  );
  if (!line) return noResult();
  if (!findItem(ctx, tin, update.itemCd)) return invalidField('itemCd', 'not registered');
  Object.assign(line, {
    imptItemsttsCd: update.imptItemSttsCd,
    itemCd: update.itemCd,
    itemClsCd: update.itemClsCd,
    remark: update.remark ?? null,
    modrId: update.modrId,
    modrNm: update.modrNm,
    changedAt: ctx.clock.stamp(),
  });
  return succeed();
}

export function registerImportRoutes(app: FastifyInstance, ctx: SimContext): void {
  registerKraRoute(app, ctx, 'selectImportItemList', ({ body, tin, bhfId }) =>
    answerList(
      ctx,
      body,
      ctx.state.imports.filter((line) => line.tin === tin && line.bhfId === bhfId),
      'itemList',
      asImportLine,
    ),
  );
  registerKraRoute(app, ctx, 'updateImportItem', (request) => updateImport(ctx, request));
}
