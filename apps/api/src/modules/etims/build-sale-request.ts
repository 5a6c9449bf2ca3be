import { roundMoney, sumMoney } from '@dukani/domain';
import { DEFAULT_TAX_RATES, formatEatDate, formatEatDateTime, summariseLines, type SaleLine, type SaleRequest, type TaxType } from '@dukani/etims';
import type { SaleForEtims } from '../sales/get-sale-for-etims';
import { toTaxType, type ItemFacts } from './register-item';

export interface BuildSaleRequestOptions {
  sale: SaleForEtims;
  invcNo: number;
  /** A credit note's original invoice number; 0 on sales (§8). */
  orgInvcNo: number;
  /** Per line of the sale, the item it was registered as and its code. */
  items: readonly { facts: ItemFacts; itemCd: string }[];
}

/** §4.3 refund reasons: L5's reason when it is one of the codes, else `06` Refund (an L4 refund gives none). */
export const refundReasonCodeOf = (reason: string | null) => (reason && /^0[1-6]$/.test(reason.trim()) ? reason.trim() : '06');

/** §4.3 payment types from our payment modes (cash `01`, credit `02`, card `05`, mobile money `06`, other `07`). */
export function paymentTypeOf(paymentValue: string | null): string {
  const mode = (paymentValue ?? '').toLowerCase();
  if (mode.includes('cash')) return '01';
  if (mode.includes('credit') || mode.includes('later')) return '02';
  if (mode.includes('cheque') || mode.includes('bank')) return '04';
  if (mode.includes('card')) return '05';
  if (mode.includes('mpesa') || mode.includes('m-pesa') || mode.includes('mobile')) return '06';
  return '07';
}

/** The line's own band; a line sold tax-free (a tax-exempt sale) under a taxed band is sent as exempt `A`. */
function lineTaxTypeOf(line: SaleForEtims['lines'][number]): TaxType {
  const type = toTaxType(line.taxCode, line.taxRate);
  return line.tax === 0 && DEFAULT_TAX_RATES[type] > 0 ? 'A' : type;
}

const AUDIT = { regrId: 'dukani', regrNm: 'Dukani', modrId: 'dukani', modrNm: 'Dukani' };

/**
 * saveTrnsSalesOsdc (§5.15) from the sale's stored figures, in the inclusive convention (§7): a line's taxable
 * amount is what the customer pays for it (the stored line amount, plus its tax when the price excluded tax), its
 * discount the line's own plus its share of the order's, its tax the stored tax. So the header's total equals
 * the sale's total to the cent, and the authority's check (taxable × r / (100 + r)) holds for every line.
 */
export function buildSaleRequest(o: BuildSaleRequestOptions): SaleRequest {
  const { sale } = o;
  const itemList: SaleLine[] = sale.lines.map((line, index) => {
    const { facts, itemCd } = o.items[index]!;
    const qty = Math.abs(line.quantity);
    const tax = Math.abs(line.tax);
    const amount = Math.abs(line.lineAmount);
    const taxblAmt = line.taxInclusive ? amount : sumMoney([amount, tax]);
    const dcAmt = roundMoney(Math.abs(line.discount) + Math.abs(line.orderDiscountShare));
    const splyAmt = sumMoney([taxblAmt, dcAmt]);
    return {
      itemSeq: index + 1,
      itemCd,
      itemClsCd: facts.itemClsCd,
      itemNm: line.name.slice(0, 200) || facts.name,
      bcd: null,
      pkgUnitCd: facts.pkgUnitCd,
      pkg: qty,
      qtyUnitCd: facts.qtyUnitCd,
      qty,
      // An exclusive price is shown with its tax, as the receipt's line total is.
      prc: line.taxInclusive ? line.calcPrice : splyAmt / qty,
      splyAmt,
      dcRt: splyAmt === 0 ? 0 : Math.min(100, roundMoney((dcAmt / splyAmt) * 100)),
      dcAmt,
      isrccCd: null,
      isrccNm: null,
      isrcRt: null,
      isrcAmt: null,
      taxTyCd: lineTaxTypeOf(line),
      taxblAmt,
      taxAmt: tax,
      totAmt: taxblAmt,
    };
  });
  const totals = summariseLines(itemList, DEFAULT_TAX_RATES);
  const stamp = formatEatDateTime(sale.transactionDate);
  const isCreditNote = sale.kind !== 'Sale';
  return {
    ...totals,
    ...AUDIT,
    invcNo: o.invcNo,
    orgInvcNo: o.orgInvcNo,
    trdInvcNo: sale.receiptNo.slice(0, 50),
    custTin: null,
    custNm: sale.clientName?.slice(0, 60) || null,
    salesTyCd: 'N',
    rcptTyCd: isCreditNote ? 'R' : 'S',
    pmtTyCd: paymentTypeOf(sale.paymentValue),
    salesSttsCd: '02',
    cfmDt: stamp,
    salesDt: formatEatDate(sale.transactionDate),
    stockRlsDt: stamp,
    cnclReqDt: null,
    cnclDt: null,
    rfdDt: isCreditNote ? stamp : null,
    rfdRsnCd: isCreditNote ? refundReasonCodeOf(sale.refundReason) : null,
    prchrAcptcYn: 'N',
    remark: null,
    receipt: {
      custTin: null,
      custMblNo: sale.clientPhone?.slice(0, 20) || null,
      rptNo: null,
      rcptPbctDt: stamp,
      trdeNm: null,
      adrs: null,
      topMsg: null,
      btmMsg: null,
      prchrAcptcYn: 'N',
    },
    itemList,
  };
}
