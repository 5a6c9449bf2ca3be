import type { FastifyInstance } from 'fastify';
import { formatCuInvoiceNumber, formatSdcDateTime, RECEIPT_VERIFICATION_PATH } from '../protocol';
import type { SimContext } from './context';
import type { SaleRecord } from './state';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** `Data` is PIN (11) + branch (2) + signature, no separators (§9.3). */
function findSigned(ctx: SimContext, data: string): SaleRecord | undefined {
  const [tin, bhfId, rcptSign] = [data.slice(0, 11), data.slice(11, 13), data.slice(13)];
  return rcptSign ? ctx.state.sales.find((sale) => sale.tin === tin && sale.bhfId === bhfId && sale.rcptSign === rcptSign) : undefined;
}

function describe(ctx: SimContext, sale: SaleRecord) {
  return {
    isValid: true,
    tin: sale.tin,
    taxprNm: ctx.state.taxpayers.find((taxpayer) => taxpayer.tin === sale.tin)?.taxprNm ?? null,
    bhfId: sale.bhfId,
    invcNo: sale.invcNo,
    cuInvoiceNo: formatCuInvoiceNumber(sale.sdcId, sale.invcNo),
    trdInvcNo: sale.trdInvcNo,
    rcptLabel: sale.rcptLabel,
    curRcptNo: sale.curRcptNo,
    totRcptNo: sale.totRcptNo,
    sdcId: sale.sdcId,
    sdcDateTime: formatSdcDateTime(sale.sdcDateTime),
    rcptSign: sale.rcptSign,
    intrlData: sale.intrlData,
    custTin: sale.custTin ?? null,
    totTaxAmt: sale.totTaxAmt,
    totAmt: sale.totAmt,
  };
}

/**
 * The page a receipt's QR code opens (§9.3), served on the simulator's host so printed receipts can be checked
 * end to end. HTML for people; JSON for tests (`Accept: application/json` or `format=json`).
 */
export function registerReceiptPage(app: FastifyInstance, ctx: SimContext): void {
  app.get(RECEIPT_VERIFICATION_PATH, async (req, reply) => {
    const query = req.query as { Data?: string; format?: string };
    const sale = findSigned(ctx, query.Data ?? '');
    const isJson = query.format === 'json' || /application\/json/.test(req.headers.accept ?? '');
    if (isJson) return sale ? describe(ctx, sale) : reply.status(404).send({ isValid: false, error: 'No receipt with this signature' });
    if (!sale)
      return reply
        .status(404)
        .type('text/html')
        .send('<!doctype html><title>eTIMS receipt</title><h1>Receipt not found</h1><p>No receipt with this signature.</p>');
    const rows = Object.entries(describe(ctx, sale))
      .filter(([key]) => key !== 'isValid')
      .map(([key, value]) => `<tr><th>${escapeHtml(key)}</th><td>${escapeHtml(String(value ?? ''))}</td></tr>`)
      .join('');
    return reply.type('text/html').send(`<!doctype html><title>eTIMS receipt</title><h1>Valid eTIMS receipt</h1><table>${rows}</table>`);
  });
}
