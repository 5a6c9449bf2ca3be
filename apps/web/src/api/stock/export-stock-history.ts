import type { StockHistoryRow } from '@dukani/contracts';
import { getStockActivity } from './get-stock-activity';
import type { StockHistoryFilter } from './stock-keys';

/** The largest page I28 serves (API.md §1.5). */
const EXPORT_PAGE_SIZE = 100;

/** Every history row of the filter, newest first, read page by page for the CSV export. */
export async function findAllStockHistory(productId: number, filter: StockHistoryFilter): Promise<StockHistoryRow[]> {
  const first = await getStockActivity(productId, filter, 1, EXPORT_PAGE_SIZE);
  const rows = [...first.data];
  for (let page = 2; page <= first.totalPages; page += 1) {
    const next = await getStockActivity(productId, filter, page, EXPORT_PAGE_SIZE);
    rows.push(...next.data);
  }
  return rows;
}
