import { z } from 'zod';
import { defineRoute } from './route';
import { idParam } from './common';

const dayFigures = z.object({
  /** YYYY-MM-DD on the shop's calendar. */
  date: z.string(),
  /** Σ total of the day's sales, as L7's `sum` counts them (voided sales left out, refunds not netted). */
  sales: z.number(),
  transactions: z.number().int(),
  averageBasket: z.number(),
});

export const dashboardSchema = z.object({
  today: dayFigures,
  /** The same weekday a week before, to compare like with like. */
  sameDayLastWeek: dayFigures,
  /** The last 30 days, oldest first, every day present (0 when nothing sold). */
  daily: z.array(dayFigures.pick({ date: true, sales: true, transactions: true })),
  /** Today's sales per hour of the shop's clock, 0–23. */
  byHour: z.array(z.object({ hour: z.number().int(), sales: z.number() })),
  /** Last 30 days: money in by payment mode; Cash net of change, PayLater the credit given. */
  paymentMix: z.array(z.object({ paymentValue: z.string(), amount: z.number() })),
  /** Last 30 days, by sales amount (line amounts after discounts). */
  topItems: z.array(z.object({ name: z.string(), quantity: z.number(), salesAmount: z.number() })),
  topCategories: z.array(z.object({ name: z.string(), salesAmount: z.number() })),
  lowStock: z.array(z.object({ productId: z.number().int(), name: z.string(), quantity: z.number(), lowstock: z.number() })),
  owedToShop: z.object({ customers: z.number().int(), amount: z.number() }),
  sessionsAwaitingApproval: z.number().int(),
});
export type Dashboard = z.infer<typeof dashboardSchema>;

/** Added: the owner's overview in one call; every figure is summed in SQL over the same rows as L7. */
export const getDashboard = defineRoute({
  id: 'R2',
  method: 'GET',
  path: '/api/Reports/GetDashboard/{businessId}',
  tag: 'Reports',
  modules: ['reports'],
  summary: "The owner's dashboard: today against the same day last week, 30 days, hours, payment mix, best sellers, low stock, debts (added)",
  params: z.object({ businessId: idParam }),
  result: dashboardSchema,
});
