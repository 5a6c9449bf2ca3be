import type { Dashboard } from '@dukani/contracts';
import { businessDateOf, roundMoney, sumMoney, utcOffsetHoursOf } from '@dukani/domain';
import type { DbOrTx } from '../../db/client';
import { businessDayRange } from '../../lib/business-day-range';
import { getBusinessCountry } from '../business/get-business-country';
import { countSessionsAwaitingApproval } from '../cash-register/count-sessions-awaiting-approval';
import { findOwedToShop } from '../customers/find-owed-to-shop';
import { findLowStock, findProductCategoryNames } from '../products/find-low-stock';
import { bookedDocuments, paymentMix, profitOnSales, salesByDay, salesByHour, type DaySales, type DocumentRead } from '../sales/sales-figures';
import { salesByProductOverDays } from '../sales/sales-rollup';
import { findPayables } from '../expenses/find-payables';
import { countUnsignedDocuments } from '../sales/find-etims-documents';

const DAY_MS = 86_400_000;
const shiftDay = (day: string, days: number) => new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

type DayTotals = DaySales | undefined;
const totalsOf = (date: string, day: DayTotals) => ({
  date,
  sales: day?.sales ?? 0,
  grossSales: day?.grossSales ?? 0,
  returns: day?.returns ?? 0,
  transactions: day?.transactions ?? 0,
});
/** The average basket is what a sale came to: gross sales over the number of sales. */
const figuresOf = (date: string, day: DayTotals, profit: { profit: number; costKnownShare: number }) => ({
  ...totalsOf(date, day),
  averageBasket: day && day.transactions > 0 ? roundMoney(day.grossSales / day.transactions) : 0,
  ...profit,
});

/** R2: the owner's dashboard for the shop's today and its last 30 days (today included). */
export async function getDashboard(db: DbOrTx, options: { businessId: number; now?: Date }): Promise<Dashboard> {
  const { businessId } = options;
  const country = await getBusinessCountry(db, businessId);
  const offsetHours = utcOffsetHoursOf(country);
  const today = businessDateOf(country, options.now ?? new Date());
  const firstDay = shiftDay(today, -29);
  const lastWeekDay = shiftDay(today, -7);
  const salesOn = (from: string, to: string) => {
    const range = businessDayRange(country, from, to);
    return bookedDocuments(businessId, range.from!, range.to!);
  };
  const month = salesOn(firstDay, today);
  const todaysSales = salesOn(today, today);
  const lastWeekSales = salesOn(lastWeekDay, lastWeekDay);
  // 30 days and single days: their lines and payments are read document by document (sales-figures.ts, readFor).
  const read: DocumentRead = 'by-document';

  // The same day last week is one of the 30 days (today − 7): its totals come from the month's per-day sums.
  const [perDay, profitToday, profitLastWeek, byHour, mix, perProduct, lowStock, owedToShop, payables, sessionsAwaitingApproval, taxAuthority] =
    await Promise.all([
      salesByDay(db, month, offsetHours),
      profitOnSales(db, todaysSales, read),
      profitOnSales(db, lastWeekSales, read),
      salesByHour(db, todaysSales, offsetHours),
      paymentMix(db, month, read),
      // The month's 29 closed days from their stored per-day sums, today from its lines (sales-rollup.ts).
      salesByProductOverDays(db, { businessId, offsetHours, startDate: firstDay, endDate: today, today }),
      findLowStock(db, businessId, 10),
      findOwedToShop(db, businessId),
      findPayables(db, { businessId, now: options.now }),
      countSessionsAwaitingApproval(db, businessId),
      countUnsignedDocuments(db, businessId),
    ]);

  const categoryOf = await findProductCategoryNames(
    db,
    businessId,
    perProduct.flatMap((row) => (row.productId === null ? [] : [row.productId])),
  );
  const byCategory = new Map<string, number[]>();
  for (const row of perProduct) {
    const name = row.productId === null ? undefined : categoryOf.get(row.productId);
    if (name) byCategory.set(name, [...(byCategory.get(name) ?? []), row.salesAmount]);
  }

  return {
    today: figuresOf(today, perDay.get(today), profitToday),
    sameDayLastWeek: figuresOf(lastWeekDay, perDay.get(lastWeekDay), profitLastWeek),
    daily: Array.from({ length: 30 }, (_unused, index) => totalsOf(shiftDay(firstDay, index), perDay.get(shiftDay(firstDay, index)))),
    byHour,
    paymentMix: mix,
    topItems: perProduct.slice(0, 10).map(({ name, quantity, salesAmount }) => ({ name, quantity, salesAmount })),
    topCategories: [...byCategory]
      .map(([name, amounts]) => ({ name, salesAmount: sumMoney(amounts) }))
      .sort((a, b) => b.salesAmount - a.salesAmount)
      .slice(0, 10),
    lowStock,
    owedToShop,
    owedByShop: {
      suppliers: new Set(payables.data.map((row) => row.supplierId)).size,
      amount: payables.total,
      overdue: payables.overdue,
    },
    sessionsAwaitingApproval,
    taxAuthority,
  };
}
