import { z } from 'zod';
import { defineRoute } from './route';
import { MAX_ID, idParam } from './common';
import { cashSessionSchema, debtPaymentsSchema } from './cash-register';

const dayFigures = z.object({
  /** YYYY-MM-DD on the shop's calendar. */
  date: z.string(),
  /** Net sales: grossSales − returns, as L7's `sum` counts the day (voided sales left out). */
  sales: z.number(),
  /** Σ total of the day's live sales (added). */
  grossSales: z.number(),
  /** Σ total of the refunds and credit notes made that day (added). */
  returns: z.number(),
  /** How many sales (refunds and credit notes are not counted). */
  transactions: z.number().int(),
  averageBasket: z.number(),
  /**
   * Σ (line amount − quantity × buying price) over the day's sale lines whose product had a buying price
   * (added): the profit where costs are known. Line amounts are after discounts, before VAT added on top.
   */
  profit: z.number(),
  /** The share (0–1) of the day's line amounts whose cost was known, so 0.4 says the profit covers 40 % of sales (added). */
  costKnownShare: z.number(),
});

export const dashboardSchema = z.object({
  today: dayFigures,
  /** The same weekday a week before, to compare like with like. */
  sameDayLastWeek: dayFigures,
  /** The last 30 days, oldest first, every day present (0 when nothing sold). */
  daily: z.array(dayFigures.pick({ date: true, sales: true, grossSales: true, returns: true, transactions: true })),
  /** Today's net sales per hour of the shop's clock, 0–23. */
  byHour: z.array(z.object({ hour: z.number().int(), sales: z.number() })),
  /** Last 30 days: takings by payment mode (Cash net of change, refunds given back taken off), PayLater the credit given. */
  paymentMix: z.array(z.object({ paymentValue: z.string(), amount: z.number() })),
  /** Last 30 days, by net sales amount (what the lines sold for, less what came back). */
  topItems: z.array(z.object({ name: z.string(), quantity: z.number(), salesAmount: z.number() })),
  topCategories: z.array(z.object({ name: z.string(), salesAmount: z.number() })),
  lowStock: z.array(z.object({ productId: z.number().int(), name: z.string(), quantity: z.number(), lowstock: z.number() })),
  owedToShop: z.object({ customers: z.number().int(), amount: z.number() }),
  /** What the shop owes its suppliers (N10's totals): suppliers with a balance, the amount, and how much of it is overdue (added). */
  owedByShop: z.object({ suppliers: z.number().int(), amount: z.number(), overdue: z.number() }),
  sessionsAwaitingApproval: z.number().int(),
  /** With an eTIMS device (else null): sales and credit notes made since it was registered that KRA has not signed yet, and those it refused (added). */
  taxAuthority: z.object({ notSigned: z.number().int(), refused: z.number().int() }).nullable(),
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

const reportDay = z.string({ message: 'is required' }).regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date YYYY-MM-DD');
const modeTotals = z.array(z.object({ paymentValue: z.string(), amount: z.number() }));

export const registerReportSchema = z.object({
  sessions: z.array(cashSessionSchema),
  totals: z.object({
    openingBalance: z.number(),
    totalSales: z.number(),
    salesByMode: modeTotals,
    /** Σ of the sessions' debt payments (added). */
    debtPayments: debtPaymentsSchema,
    expectedCash: z.number(),
    /** Σ over the sessions already counted (closed or approved). */
    closingBalance: z.number(),
    difference: z.number(),
  }),
});
export type RegisterReport = z.infer<typeof registerReportSchema>;

export const getCashRegisterReport = defineRoute({
  id: 'R1',
  method: 'GET',
  path: '/api/Reports/GetCashRegisterReport',
  tag: 'Reports',
  modules: ['reports', 'pos'],
  summary: 'Register sessions opened in a period and their totals; UserId left out = every user (needs reports; pos only for oneself)',
  query: z.object({
    StartDate: reportDay,
    EndDate: reportDay,
    UserId: z.coerce.number({ message: 'must be a positive whole number' }).int().positive().max(MAX_ID, 'is not a valid id').optional(),
    BusinessId: idParam,
  }),
  result: registerReportSchema,
});

export const zReportSchema = z.object({
  businessName: z.string(),
  currencySymbol: z.string(),
  session: cashSessionSchema,
  /** Refunds and credit notes given back during the shift, by the way the money went back (the takings by mode are net of them). */
  refunds: z.object({ count: z.number().int(), amount: z.number(), byMode: modeTotals }),
  /** The shift's sales, its returns (refunds and credit notes) and net sales = sales − returns (added). */
  sales: z.object({ grossSales: z.number(), returns: z.number(), netSales: z.number() }),
  approverName: z.string().nullable(),
});
export type ZReport = z.infer<typeof zReportSchema>;

const zReportParams = z.object({ businessId: idParam, sessionId: idParam });

/** Added: one register shift's end-of-day (Z) report. A cashier with only `pos` reads their own shifts. */
export const getZReport = defineRoute({
  id: 'R4',
  method: 'GET',
  path: '/api/Reports/GetZReport/{businessId}/{sessionId}',
  tag: 'Reports',
  modules: ['reports', 'pos'],
  summary: "A register shift's Z report: float, takings and refunds by mode, expected against counted, approver (added)",
  params: zReportParams,
  result: zReportSchema,
});

/** Added: the same Z report as an A4 PDF. */
export const getZReportPdf = defineRoute({
  id: 'R5',
  method: 'GET',
  path: '/api/Reports/ZReportPdf/{businessId}/{sessionId}',
  tag: 'Reports',
  modules: ['reports', 'pos'],
  pdfDownload: 'z-report.pdf',
  summary: "A register shift's Z report as a PDF (added)",
  params: zReportParams,
  result: z.custom<Uint8Array>((value) => value instanceof Uint8Array),
});

/** Quantities in one unit (I7's unit id; null for a quick-sale line or a product with no unit): kilograms are never added to pieces. */
const quantitiesByUnit = z.array(z.object({ unitId: z.number().int().nullable(), quantity: z.number() }));

export const salesReportSchema = z.object({
  /** Best seller first. A bundle sold is one row under its own name. Quantities and amounts are net of returns. */
  products: z.array(
    z.object({
      productId: z.number().int().nullable(),
      name: z.string(),
      categoryName: z.string().nullable(),
      /** The product's unit (added). */
      unitId: z.number().int().nullable(),
      quantity: z.number(),
      salesAmount: z.number(),
    }),
  ),
  /** Per category: the net amount, and the quantities per unit (added: a category may hold kilograms and pieces). */
  categories: z.array(z.object({ categoryName: z.string().nullable(), quantities: quantitiesByUnit, salesAmount: z.number() })),
  /** salesAmount = the period's net sales (the dashboard's and L7's); quantities per unit. */
  totals: z.object({ quantities: quantitiesByUnit, salesAmount: z.number() }),
});
export type SalesReport = z.infer<typeof salesReportSchema>;

/** Added: what sold in a period, per product and per category, net of returns (voided sales left out). */
export const getSalesReport = defineRoute({
  id: 'R6',
  method: 'GET',
  path: '/api/Reports/GetSalesReport/{businessId}',
  tag: 'Reports',
  modules: ['reports'],
  summary: 'Sales of a period by product and by category (added)',
  params: z.object({ businessId: idParam }),
  query: z.object({ StartDate: reportDay, EndDate: reportDay }),
  result: salesReportSchema,
});
