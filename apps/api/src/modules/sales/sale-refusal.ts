import { fromCents, toCents, MAX_AMOUNT, type SaleIssue, type SaleTotals } from '@dukani/domain';
import { msg, plainText, type Message, type MessageKey, type PlainText } from '../../lib/messages';
import type { ResolvedLine } from './resolve-sale-lines';

export interface SaleRefusalContext {
  lines: readonly ResolvedLine[];
  totals: SaleTotals;
  currency: string;
}

const LINE_FIELD = /^itemList\[(\d+)\]\.(\w+)$/;

/**
 * A sale refusal for the cashier (issue 12, item 2): the domain names JSON paths ("itemList[0].discount must
 * not be more than the line's total"), which the till shows as it is; this names the item and the amount
 * ("The discount on Omo 1kg cannot be more than KSh 240.00."). The `field` of the reply still carries the
 * path for clients. An issue this does not know keeps the domain's English sentence.
 */
export function describeSaleIssue(issue: SaleIssue, context: SaleRefusalContext): Message | PlainText {
  const money = (amount: number) => ({ money: amount, currency: context.currency });
  // Under a minimum (issue 36, item 1): which item, what it would sell at, by how much, and what to change.
  const below = issue.belowMinimum;
  const target = below ? context.lines[below.index] : undefined;
  if (below && target) {
    const figures = { name: target.name, price: money(below.unitPrice), shortfall: money(below.shortfall), minimum: money(below.minimum) };
    if (below.cause === 'price') return msg('sale.priceBelowMinimum', figures);
    if (below.cause === 'lineDiscount') return msg('sale.lineDiscountBelowMinimum', { ...figures, maxDiscount: money(below.maxDiscount ?? 0) });
    return msg('sale.orderDiscountBelowMinimum', figures);
  }
  const rule = issue.message.slice(issue.field.length + 1);
  const line = LINE_FIELD.exec(issue.field);
  if (line) {
    const index = Number(line[1]);
    const resolved = context.lines[index];
    const figures = context.totals.lines[index];
    if (!resolved) return plainText(issue.message);
    const name = resolved.name;
    const key = lineRule(line[2] ?? '', rule);
    if (key === 'sale.lineDiscountTooHigh') return msg(key, { name, limit: money(figures?.lineGross ?? 0) });
    if (key === 'sale.quantityTooLarge') return msg(key, { name, max: money(MAX_AMOUNT) });
    return key ? msg(key, { name }) : plainText(issue.message);
  }
  if (issue.field === 'discount.amount') {
    if (rule.includes("items' total")) {
      const limit = fromCents(toCents(context.totals.subTotal) - toCents(context.totals.lineDiscounts));
      return msg('sale.orderDiscountTooHigh', { limit: money(limit) });
    }
    if (rule.includes('100')) return msg('sale.orderDiscountOver100');
    if (rule.includes('negative')) return msg('sale.orderDiscountNegative');
  }
  if (issue.field === 'shippingFee' && rule.includes('negative')) return msg('sale.shippingNegative');
  if (issue.field === 'itemList' && rule.startsWith('add up to')) return msg('sale.tooLarge', { max: money(MAX_AMOUNT) });
  if (rule === 'must be a number') return msg('sale.notANumber');
  return plainText(issue.message);
}

function lineRule(part: string, rule: string): MessageKey | null {
  if (rule === 'must be a number') return 'sale.notANumber';
  if (part === 'quantity') return rule.startsWith('makes the line') ? 'sale.quantityTooLarge' : 'sale.quantityPositive';
  if (part === 'calcPrice') return rule.includes('negative') ? 'sale.priceNegative' : null;
  if (part === 'discount') {
    if (rule.includes('negative')) return 'sale.lineDiscountNegative';
    if (rule.includes("line's total")) return 'sale.lineDiscountTooHigh';
  }
  return null;
}
