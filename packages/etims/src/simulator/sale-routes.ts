import type { FastifyInstance } from 'fastify';
import { formatSdcDateTime, receiptLabelOf } from '../protocol';
import { invoiceDetailsRequestSchema, saleRequestSchema } from '../schemas/sales';
import { duplicate, invalidField, noResult, parseRequest, succeed, type KraAnswer } from './answers';
import type { KraRequest, SimContext } from './context';
import { registerKraRoute } from './kra-route';
import { findCreditNoteError, findSaleFieldError } from './sale-checks';
import type { SaleRecord } from './state';
import { findTotalsError } from './totals';

const signatureOf = (sale: SaleRecord) => ({
  curRcptNo: sale.curRcptNo,
  totRcptNo: sale.totRcptNo,
  intrlData: sale.intrlData,
  rcptSign: sale.rcptSign,
  sdcDateTime: sale.sdcDateTime,
});

/** §5.15's processing order: fields → codes → duplicate → credit-note references → totals → sign. */
function signSale(ctx: SimContext, { body, tin, bhfId, device }: KraRequest): KraAnswer {
  const parsed = parseRequest(saleRequestSchema, body);
  if (!parsed.ok) return parsed.answer;
  const sale = parsed.value;
  const fieldError = findSaleFieldError(ctx, tin, sale);
  if (fieldError) return invalidField(fieldError);
  const held = ctx.state.sales.find((entry) => entry.tin === tin && entry.bhfId === bhfId && entry.invcNo === sale.invcNo);
  if (held) return ctx.state.config.duplicatePolicy === 'replay' ? succeed(signatureOf(held)) : duplicate();
  if (sale.rcptTyCd === 'R') {
    const creditError = findCreditNoteError(ctx, tin, bhfId, sale);
    if (creditError) return invalidField(creditError, 'credit note does not match the original sale');
  }
  const totalsError = findTotalsError(ctx, sale);
  if (totalsError) return invalidField(totalsError, 'amounts inconsistent');
  const rcptLabel = receiptLabelOf(sale.salesTyCd, sale.rcptTyCd);
  const ofBranch = ctx.state.sales.filter((entry) => entry.tin === tin && entry.bhfId === bhfId);
  const stamp = ctx.clock.stamp();
  // Counters: per receipt label, and of all receipts of the branch's control unit (§5.15 response, [U]).
  const record: SaleRecord = {
    ...sale,
    tin,
    bhfId,
    rcptLabel,
    curRcptNo: ofBranch.filter((entry) => entry.rcptLabel === rcptLabel).length + 1,
    totRcptNo: ofBranch.length + 1,
    intrlData: ctx.random.intrlData(),
    rcptSign: ctx.random.rcptSign(),
    sdcDateTime: stamp,
    sdcId: device?.sdcId ?? '',
    mrcNo: device?.mrcNo ?? null,
    changedAt: stamp,
  };
  ctx.state.sales.push(record);
  return succeed(signatureOf(record));
}

/** §5.21 as Odoo reads it: `salesList[0].receipt`, with `sdcDateTime` as `yyyy-MM-dd HH:mm:ss`. */
function findInvoice(ctx: SimContext, { body, tin, bhfId }: KraRequest): KraAnswer {
  const parsed = parseRequest(invoiceDetailsRequestSchema, body);
  if (!parsed.ok) return parsed.answer;
  const sale = ctx.state.sales.find((entry) => entry.tin === tin && entry.bhfId === bhfId && entry.invcNo === parsed.value.invcNo);
  if (!sale) return noResult();
  const { invcNo, orgInvcNo, trdInvcNo, custTin, custNm, rcptTyCd, salesTyCd, salesDt, totItemCnt, totTaxblAmt, totTaxAmt, totAmt } = sale;
  return succeed({
    salesList: [
      {
        invcNo,
        orgInvcNo,
        trdInvcNo,
        custTin: custTin ?? null,
        custNm: custNm ?? null,
        rcptTyCd,
        salesTyCd: salesTyCd ?? 'N',
        salesDt,
        totItemCnt,
        totTaxblAmt,
        totTaxAmt,
        totAmt,
        receipt: { ...sale.receipt, ...signatureOf(sale), sdcDateTime: formatSdcDateTime(sale.sdcDateTime) },
      },
    ],
  });
}

export function registerSaleRoutes(app: FastifyInstance, ctx: SimContext): void {
  registerKraRoute(app, ctx, 'saveTrnsSalesOsdc', (request) => signSale(ctx, request));
  registerKraRoute(app, ctx, 'selectInvoiceDetails', (request) => findInvoice(ctx, request));
}
