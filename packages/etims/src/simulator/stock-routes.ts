import type { FastifyInstance } from 'fastify';
import { stockIoRequestSchema, stockMasterRequestSchema, STOCK_IN_TYPES } from '../schemas/stock';
import { duplicate, invalidField, parseRequest, succeed, type KraAnswer } from './answers';
import { findItem, hasCode, type KraRequest, type SimContext } from './context';
import { registerKraRoute } from './kra-route';
import { answerList } from './reference-routes';
import type { StockIoRecord } from './state';
import { upsert } from './upsert';

const ledgerKey = (tin: string, bhfId: string, itemCd: string) => `${tin}|${bhfId}|${itemCd}`;
const isIncoming = (sarTyCd: string) => (STOCK_IN_TYPES as readonly string[]).includes(sarTyCd);

/** §5.19: numbers are unique per branch; items must be registered stock items (services are never reported). */
function recordMovement(ctx: SimContext, { body, tin, bhfId }: KraRequest): KraAnswer {
  const parsed = parseRequest(stockIoRequestSchema, body);
  if (!parsed.ok) return parsed.answer;
  const movement = parsed.value;
  if (movement.totItemCnt !== movement.itemList.length) return invalidField('totItemCnt');
  for (const [index, line] of movement.itemList.entries()) {
    const item = findItem(ctx, tin, line.itemCd);
    if (!item) return invalidField(`itemList[${index}].itemCd`, 'not registered');
    if (item.itemTyCd === '3') return invalidField(`itemList[${index}].itemCd`, 'a service has no stock');
    if (!hasCode(ctx, '10', line.qtyUnitCd)) return invalidField(`itemList[${index}].qtyUnitCd`);
  }
  if (ctx.state.stockIO.some((entry) => entry.tin === tin && entry.bhfId === bhfId && entry.sarNo === movement.sarNo)) return duplicate();
  // The simulator's own per-branch ledger: for reporting mismatches, never for refusing (§5.19).
  const sign = isIncoming(movement.sarTyCd) ? 1 : -1;
  for (const line of movement.itemList) {
    const key = ledgerKey(tin, bhfId, line.itemCd);
    ctx.state.ledger[key] = Math.round(((ctx.state.ledger[key] ?? 0) + sign * line.qty) * 1000) / 1000;
  }
  ctx.state.stockIO.push({ ...movement, tin, bhfId, changedAt: ctx.clock.stamp() });
  return succeed();
}

function recordStockMaster(ctx: SimContext, { body, tin, bhfId }: KraRequest): KraAnswer {
  const parsed = parseRequest(stockMasterRequestSchema, body);
  if (!parsed.ok) return parsed.answer;
  const master = parsed.value;
  if (!findItem(ctx, tin, master.itemCd)) return invalidField('itemCd', 'not registered');
  const ledgerQty = ctx.state.ledger[ledgerKey(tin, bhfId, master.itemCd)] ?? 0;
  const isMismatch = Math.abs(ledgerQty - master.rsdQty) > 0.001;
  if (isMismatch) ctx.log.warn({ tin, bhfId, itemCd: master.itemCd, rsdQty: master.rsdQty, ledgerQty }, 'stock master differs from the reported movements');
  const record = { ...master, tin, bhfId, ledgerQty, isMismatch, changedAt: ctx.clock.stamp() };
  upsert(ctx.state.stockMaster, (entry) => entry.tin === tin && entry.bhfId === bhfId && entry.itemCd === master.itemCd, record);
  return succeed();
}

/** §5.18 as Navari reads it: transfers (`13`) another branch of ours sent here, the sender in custTin/custBhfId. */
const asStockMove = (movement: StockIoRecord) => ({
  custTin: movement.tin,
  custBhfId: movement.bhfId,
  sarNo: movement.sarNo,
  ocrnDt: movement.ocrnDt,
  totItemCnt: movement.totItemCnt,
  totTaxblAmt: movement.totTaxblAmt,
  totTaxAmt: movement.totTaxAmt,
  totAmt: movement.totAmt,
  remark: movement.remark ?? null,
  itemList: movement.itemList,
});

export function registerStockRoutes(app: FastifyInstance, ctx: SimContext): void {
  registerKraRoute(app, ctx, 'insertStockIO', (request) => recordMovement(ctx, request));
  registerKraRoute(app, ctx, 'saveStockMaster', (request) => recordStockMaster(ctx, request));
  registerKraRoute(app, ctx, 'selectStockMoveList', ({ body, tin, bhfId }) =>
    answerList(
      ctx,
      body,
      ctx.state.stockIO.filter((movement) => movement.tin === tin && movement.sarTyCd === '13' && movement.custBhfId === bhfId && movement.bhfId !== bhfId),
      'stockList',
      asStockMove,
    ),
  );
}
