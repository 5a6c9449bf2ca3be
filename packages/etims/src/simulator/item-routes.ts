import type { FastifyInstance } from 'fastify';
import { saveCompositionRequestSchema, saveItemRequestSchema, type SaveItemRequest } from '../schemas/items';
import { invalidField, parseRequest, succeed, type KraAnswer } from './answers';
import { findItem, hasCode, type Fields, type SimContext } from './context';
import { registerKraRoute } from './kra-route';
import { answerList } from './reference-routes';
import type { ItemRecord } from './state';
import { upsert } from './upsert';

/** Code-list membership of an item's fields (§5.11 simulator validation). */
function findBadItemCode(ctx: SimContext, item: SaveItemRequest): string | null {
  if (!ctx.state.itemClasses.some((entry) => entry.itemClsCd === item.itemClsCd)) return 'itemClsCd';
  if (!hasCode(ctx, '24', item.itemTyCd)) return 'itemTyCd';
  if (!hasCode(ctx, '05', item.orgnNatCd)) return 'orgnNatCd';
  if (!hasCode(ctx, '17', item.pkgUnitCd)) return 'pkgUnitCd';
  if (!hasCode(ctx, '10', item.qtyUnitCd)) return 'qtyUnitCd';
  if (!hasCode(ctx, '04', item.taxTyCd)) return 'taxTyCd';
  return null;
}

function saveItem(ctx: SimContext, body: Fields, tin: string, bhfId: string): KraAnswer {
  const parsed = parseRequest(saveItemRequestSchema, body);
  if (!parsed.ok) return parsed.answer;
  const item = parsed.value;
  const badCode = findBadItemCode(ctx, item);
  if (badCode) return invalidField(badCode, 'not in the code list');
  // §6: country then product type lead the code. KRA is not known to check it, so only strict mode refuses.
  if (!item.itemCd.startsWith(`${item.orgnNatCd}${item.itemTyCd}`)) {
    if (ctx.state.config.mode === 'strict') return invalidField('itemCd', 'must start with orgnNatCd and itemTyCd');
    ctx.log.warn({ itemCd: item.itemCd }, 'itemCd does not start with orgnNatCd + itemTyCd');
  }
  // Items belong to the taxpayer: visible from every branch; regBhfId remembers who registered it first.
  const existing = findItem(ctx, tin, item.itemCd);
  const record: ItemRecord = {
    ...item,
    tin,
    bhfId: existing?.bhfId ?? bhfId,
    regBhfId: existing?.regBhfId ?? bhfId,
    rraModYn: 'N',
    changedAt: ctx.clock.stamp(),
  };
  upsert(ctx.state.items, (entry) => entry.tin === tin && entry.itemCd === item.itemCd, record);
  return succeed();
}

export function registerItemRoutes(app: FastifyInstance, ctx: SimContext): void {
  registerKraRoute(app, ctx, 'saveItem', ({ body, tin, bhfId }) => saveItem(ctx, body, tin, bhfId));
  registerKraRoute(app, ctx, 'selectItemList', ({ body, tin }) =>
    answerList(
      ctx,
      body,
      ctx.state.items.filter((item) => item.tin === tin),
      'itemList',
      ({ changedAt: _changedAt, bhfId: _bhfId, regrId: _regrId, regrNm: _regrNm, modrId: _modrId, modrNm: _modrNm, ...item }) => item,
    ),
  );
  registerKraRoute(app, ctx, 'saveItemComposition', ({ body, tin, bhfId }) => {
    const parsed = parseRequest(saveCompositionRequestSchema, body);
    if (!parsed.ok) return parsed.answer;
    const { itemCd, cpstItemCd } = parsed.value;
    if (!findItem(ctx, tin, itemCd)) return invalidField('itemCd', 'not registered');
    if (!findItem(ctx, tin, cpstItemCd)) return invalidField('cpstItemCd', 'not registered');
    const record = { ...parsed.value, tin, bhfId, changedAt: ctx.clock.stamp() };
    upsert(ctx.state.compositions, (entry) => entry.tin === tin && entry.itemCd === itemCd && entry.cpstItemCd === cpstItemCd, record);
    return succeed();
  });
}
