import type { ReviewReason } from '@dukani/contracts';
import type { SaleIssue } from '@dukani/domain';
import { msg, type Message } from '../../lib/messages';
import type { TakenStock } from '../products/take-sale-stock';
import type { OfflineTill, ResolvedLine, SaleCatalogRead } from './resolve-sale-lines';

/**
 * Issue 32 (API.md sale rule 11). An offline sale is the till's queue replaying what the till could check by itself:
 * its catalog copy as of `catalogSyncedAt` (prices, minimums, products on sale), its discount rules and its shift.
 * A product changed on the server after that sync (`updated_on` later; a stock change from another till counts, so
 * the doubt goes the sale's way) is something the till could not know: a rule it breaks holds the sale for review
 * instead of refusing it. A till that sends no sync time (an older till, or a queued sale from before this field)
 * could not be judged, so every product counts as changed. Unchanged since the sync, the normal rule refuses.
 */
export function offlineTillOf(catalogSyncedAt: string | null | undefined, read: SaleCatalogRead): OfflineTill {
  const syncedAtMs = catalogSyncedAt ? Date.parse(catalogSyncedAt) : null;
  return {
    isStale: (productId) => {
      const product = read.catalog.products.get(productId);
      return syncedAtMs === null || !product || product.updatedAtMs > syncedAtMs;
    },
  };
}

/**
 * The minimum-price issues an offline sale is refused for: those on lines whose product the till knew as it is now.
 * The others are held (`held` true): the minimum rose after the till's sync. Discount arithmetic (over 100 %, more
 * than the line) is the till's own rule and is never held.
 */
export function minimumIssuesOfOffline(
  issues: readonly SaleIssue[],
  lines: readonly ResolvedLine[],
  till: OfflineTill,
): { refused: SaleIssue[]; held: boolean } {
  const refused: SaleIssue[] = [];
  let held = false;
  for (const issue of issues) {
    const index = /itemList\[(\d+)\]/.exec(`${issue.field} ${issue.message}`)?.[1];
    const productId = index === undefined ? null : lines[Number(index)]?.productId;
    if (productId && till.isStale(productId)) held = true;
    else refused.push(issue);
  }
  return { refused, held };
}

/** Stock this offline sale took below 0 in a shop that does not allow it: sold meanwhile by another till. */
export function isStockShort(taken: readonly TakenStock[]): boolean {
  return taken.some((moved) => moved.quantityAfter < 0 && moved.quantityAfter < moved.quantityBefore);
}

/** The notice for Owners and Admins only: the cashier whose sale it names can neither see nor delete it. */
export function reviewNotice(options: { receiptNo: string; deviceReceiptNo: string | null; cashierName: string; reasons: readonly ReviewReason[] }): {
  category: 0;
  audience: 'managers';
  title: Message;
  message: Message;
} {
  return {
    category: 0,
    audience: 'managers',
    title: msg('notice.saleHeldTitle'),
    message: msg('notice.saleHeld', {
      receiptNo: options.receiptNo,
      deviceReceiptNo: options.deviceReceiptNo ?? '—',
      cashier: options.cashierName,
      count: options.reasons.length,
    }),
  };
}
