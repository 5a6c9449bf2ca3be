import { sumMoney } from '@dukani/domain';
import type { SaleRequest } from '../schemas/sales';
import { findItem, hasCode, isInFuture, type SimContext } from './context';
import type { SaleRecord } from './state';

/** Code-list membership, registered items, counts and dates of a sale (§5.15 rules 2, 5; §12.3 rule 5). */
export function findSaleFieldError(ctx: SimContext, tin: string, sale: SaleRequest): string | null {
  if (sale.pmtTyCd && !hasCode(ctx, '07', sale.pmtTyCd)) return 'pmtTyCd';
  if (!hasCode(ctx, '11', sale.salesSttsCd)) return 'salesSttsCd';
  if (sale.rfdRsnCd && !hasCode(ctx, '32', sale.rfdRsnCd)) return 'rfdRsnCd';
  if (sale.totItemCnt !== sale.itemList.length) return 'totItemCnt';
  for (const [field, stamp] of [
    ['cfmDt', sale.cfmDt],
    ['salesDt', sale.salesDt],
    ['receipt.rcptPbctDt', sale.receipt.rcptPbctDt],
  ] as const) {
    if (isInFuture(ctx, stamp)) return field;
  }
  for (const [index, line] of sale.itemList.entries()) {
    if (!findItem(ctx, tin, line.itemCd)) return `itemList[${index}].itemCd`;
    if (!hasCode(ctx, '17', line.pkgUnitCd)) return `itemList[${index}].pkgUnitCd`;
    if (!hasCode(ctx, '10', line.qtyUnitCd)) return `itemList[${index}].qtyUnitCd`;
    if (!hasCode(ctx, '04', line.taxTyCd)) return `itemList[${index}].taxTyCd`;
  }
  return null;
}

const pinOf = (value: string | null | undefined) => value ?? '';

/**
 * §5.15 rule 4: a credit note refers to a sale this branch already signed, has a reason, the same buyer PIN,
 * is not dated before the sale, and never credits more (per item quantity, and in total) than was sold.
 */
export function findCreditNoteError(ctx: SimContext, tin: string, bhfId: string, note: SaleRequest): string | null {
  const original = ctx.state.sales.find((sale) => sale.tin === tin && sale.bhfId === bhfId && sale.invcNo === note.orgInvcNo && sale.rcptTyCd === 'S');
  if (!original) return 'orgInvcNo';
  if (!note.rfdRsnCd) return 'rfdRsnCd';
  if (pinOf(note.custTin) !== pinOf(original.custTin)) return 'custTin';
  if (note.salesDt < original.salesDt) return 'salesDt';
  const earlier: SaleRecord[] = ctx.state.sales.filter(
    (sale) => sale.tin === tin && sale.bhfId === bhfId && sale.rcptTyCd === 'R' && sale.orgInvcNo === note.orgInvcNo,
  );
  const quantityOf = (lines: readonly { itemCd: string; qty: number }[], itemCd: string) =>
    lines.filter((line) => line.itemCd === itemCd).reduce((sum, line) => sum + line.qty, 0);
  for (const [index, line] of note.itemList.entries()) {
    const credited =
      earlier.reduce((sum, sale) => sum + quantityOf(sale.itemList, line.itemCd), 0) + quantityOf(note.itemList.slice(0, index + 1), line.itemCd);
    if (credited > quantityOf(original.itemList, line.itemCd) + 1e-9) return `itemList[${index}].qty`;
  }
  if (sumMoney([...earlier.map((sale) => sale.totAmt), note.totAmt]) > original.totAmt + 0.01) return 'totAmt';
  return null;
}
