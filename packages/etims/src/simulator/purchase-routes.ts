import type { FastifyInstance } from 'fastify';
import { formatSdcDateTime } from '../protocol';
import { purchaseRequestSchema } from '../schemas/purchases';
import { duplicate, invalidField, parseRequest, succeed, type KraAnswer } from './answers';
import { findItem, hasCode, type KraRequest, type SimContext } from './context';
import { registerKraRoute } from './kra-route';
import { answerList } from './reference-routes';
import type { SaleRecord } from './state';

/** A supplier's signed sale as the buyer sees it (§5.16): stamps as `yyyy-MM-dd HH:mm:ss`, as in KRA's samples. */
function asPurchaseSale(ctx: SimContext, sale: SaleRecord) {
  return {
    spplrTin: sale.tin,
    spplrNm: ctx.state.taxpayers.find((taxpayer) => taxpayer.tin === sale.tin)?.taxprNm ?? null,
    spplrBhfId: sale.bhfId,
    spplrInvcNo: sale.invcNo,
    spplrSdcId: sale.sdcId,
    spplrMrcNo: sale.mrcNo,
    rcptTyCd: sale.rcptTyCd,
    pmtTyCd: sale.pmtTyCd ?? null,
    cfmDt: formatSdcDateTime(sale.cfmDt),
    salesDt: sale.salesDt,
    stockRlsDt: sale.stockRlsDt ? formatSdcDateTime(sale.stockRlsDt) : null,
    totItemCnt: sale.totItemCnt,
    taxblAmtA: sale.taxblAmtA,
    taxblAmtB: sale.taxblAmtB,
    taxblAmtC: sale.taxblAmtC,
    taxblAmtD: sale.taxblAmtD,
    taxblAmtE: sale.taxblAmtE,
    taxRtA: sale.taxRtA,
    taxRtB: sale.taxRtB,
    taxRtC: sale.taxRtC,
    taxRtD: sale.taxRtD,
    taxRtE: sale.taxRtE,
    taxAmtA: sale.taxAmtA,
    taxAmtB: sale.taxAmtB,
    taxAmtC: sale.taxAmtC,
    taxAmtD: sale.taxAmtD,
    taxAmtE: sale.taxAmtE,
    totTaxblAmt: sale.totTaxblAmt,
    totTaxAmt: sale.totTaxAmt,
    totAmt: sale.totAmt,
    remark: sale.remark ?? null,
    itemList: sale.itemList.map(({ isrccCd: _a, isrccNm: _b, isrcRt: _c, isrcAmt: _d, ...line }) => line),
  };
}

function recordPurchase(ctx: SimContext, { body, tin, bhfId }: KraRequest): KraAnswer {
  const parsed = parseRequest(purchaseRequestSchema, body);
  if (!parsed.ok) return parsed.answer;
  const purchase = parsed.value;
  if (!hasCode(ctx, '07', purchase.pmtTyCd)) return invalidField('pmtTyCd');
  if (!hasCode(ctx, '14', purchase.pchsTyCd)) return invalidField('pchsTyCd');
  if (!hasCode(ctx, '34', purchase.pchsSttsCd)) return invalidField('pchsSttsCd');
  if (purchase.totItemCnt !== purchase.itemList.length) return invalidField('totItemCnt');
  for (const [index, line] of purchase.itemList.entries()) {
    // Empty when confirming a pulled purchase (Odoo): only a given code must be registered.
    if (line.itemCd && !findItem(ctx, tin, line.itemCd)) return invalidField(`itemList[${index}].itemCd`, 'not registered');
    if (!hasCode(ctx, '10', line.qtyUnitCd)) return invalidField(`itemList[${index}].qtyUnitCd`);
  }
  if (ctx.state.purchases.some((entry) => entry.tin === tin && entry.bhfId === bhfId && entry.invcNo === purchase.invcNo)) return duplicate();
  ctx.state.purchases.push({ ...purchase, tin, bhfId, changedAt: ctx.clock.stamp() });
  return succeed();
}

export function registerPurchaseRoutes(app: FastifyInstance, ctx: SimContext): void {
  // §12.5: a normal sale naming another taxpayer as buyer shows in every branch of that buyer.
  registerKraRoute(app, ctx, 'selectTrnsPurchaseSalesList', ({ body, tin }) =>
    answerList(
      ctx,
      body,
      ctx.state.sales.filter((sale) => sale.custTin === tin && sale.tin !== tin && (sale.salesTyCd ?? 'N') === 'N'),
      'saleList',
      (sale) => asPurchaseSale(ctx, sale),
    ),
  );
  registerKraRoute(app, ctx, 'insertTrnsPurchase', (request) => recordPurchase(ctx, request));
}
