import { z } from 'zod';
import { defineRoute } from './route';
import { MAX_ID, idSchema, moneySchema, optionalText, pageSchema } from './common';

const TAG = 'Cash register';
const POS = ['pos'] as const;

export const CASH_SESSION_STATUSES = ['Open', 'Closed', 'Approved'] as const;

const modeAmountSchema = z.object({ paymentValue: z.string(), amount: z.number() });

/** Customers' payments of their balance received in a shift, by mode (added; their cash is in the drawer). */
export const debtPaymentsSchema = z.object({ count: z.number().int(), amount: z.number(), byMode: z.array(modeAmountSchema) });

export const cashSessionSchema = z.object({
  id: z.number().int(),
  businessId: z.number().int(),
  userId: z.number().int(),
  userName: z.string(),
  status: z.enum(CASH_SESSION_STATUSES),
  openingBalance: z.number(),
  openedAt: z.string(),
  closingBalance: z.number().nullable(),
  closedAt: z.string().nullable(),
  /** Opening float + cash takings + cash debt payments (cash refunds are off the takings). Live while Open; frozen at close. */
  expectedCash: z.number(),
  /** Net sales: the shift's sales less its refunds and credit notes. */
  totalSales: z.number(),
  salesCount: z.number().int(),
  /** Takings by mode: money in (cash net of change) less money given back by that mode. */
  salesByMode: z.array(modeAmountSchema),
  debtPayments: debtPaymentsSchema,
  difference: z.number().nullable(),
  /** Per payment mode at close: what the sales say, what was counted, and the gap (added). */
  modes: z.array(z.object({ paymentValue: z.string(), expected: z.number(), counted: z.number().nullable(), difference: z.number().nullable() })),
  note: z.string().nullable(),
  approvedById: z.number().int().nullable(),
  approvedAt: z.string().nullable(),
});
export type CashSession = z.infer<typeof cashSessionSchema>;

const countedByModeSchema = z.array(z.object({ paymentValue: z.string().trim().min(1, 'is required').max(40), amount: moneySchema })).max(30);

export const openSessionInputSchema = z.object({ businessId: idSchema, openingBalance: moneySchema, note: optionalText(500) });
export const closeSessionInputSchema = z.object({
  sessionId: idSchema,
  businessId: idSchema,
  /** The cash counted in the drawer. */
  closingBalance: moneySchema,
  /** Counted totals of the other modes (card slips, M-Pesa statement), optional (added). */
  countedByMode: countedByModeSchema.nullish(),
  note: optionalText(500),
});
export const editSessionInputSchema = z.object({
  sessionId: idSchema,
  businessId: idSchema,
  openingBalance: moneySchema.nullish(),
  closingBalance: moneySchema.nullish(),
  note: optionalText(500),
});

export const getUserCashRegisterSession = defineRoute({
  id: 'K2',
  method: 'GET',
  path: '/api/CashRegister/GetUserCashRegisterSession',
  tag: TAG,
  modules: POS,
  summary: "The caller's open session in the business, or null",
  query: z.object({ BusinessId: z.coerce.number({ message: 'must be a positive whole number' }).int().positive().max(MAX_ID, 'is not a valid id') }),
  result: cashSessionSchema.nullable(),
});

export const createCashRegisterSession = defineRoute({
  id: 'K3',
  method: 'POST',
  path: '/api/CashRegister/CreateCashRegisterSession',
  tag: TAG,
  modules: POS,
  summary: 'Open a session; one already open is 409 SESSION_OPEN',
  body: openSessionInputSchema,
  result: cashSessionSchema,
});

export const endCashRegisterSession = defineRoute({
  id: 'K4',
  method: 'POST',
  path: '/api/CashRegister/EndCashRegisterSession',
  tag: TAG,
  modules: POS,
  summary: 'Close a session and compute its totals; not Open is 409 INVALID_STATE',
  body: closeSessionInputSchema,
  result: cashSessionSchema,
});

export const editCashRegister = defineRoute({
  id: 'K5',
  method: 'POST',
  path: '/api/CashRegister/EditCashRegister',
  tag: TAG,
  modules: POS,
  summary: 'Edit openingBalance, closingBalance or note; Approved is 409 INVALID_STATE',
  body: editSessionInputSchema,
  result: cashSessionSchema,
});

const optionalDay = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date YYYY-MM-DD')
  .nullish();

/** F11: one user's sessions in one business; days are inclusive in the shop's zone, either end may be open. */
export const userCashSessionsInputSchema = z.object({
  userId: idSchema,
  businessId: idSchema,
  startDate: optionalDay,
  endDate: optionalDay,
  currentPageNumber: z.number({ message: 'must be a whole number' }).int().min(1, 'must be 1 or more').max(MAX_ID, 'is too large').default(1),
  pageSize: z.number({ message: 'must be a whole number' }).int().min(1, 'must be 1 to 100').max(100, 'must be 1 to 100').default(20),
});

export const getUserCashSessions = defineRoute({
  id: 'F11',
  method: 'POST',
  path: '/api/User/GetUserCashSessions',
  tag: 'Users',
  modules: ['users'],
  summary: "A user's register sessions in a business, newest first",
  body: userCashSessionsInputSchema,
  result: pageSchema(cashSessionSchema),
});

export const approveRegisterSession = defineRoute({
  id: 'F12',
  method: 'POST',
  path: '/api/User/ApproveRegisterSession',
  tag: 'Users',
  modules: ['users'],
  owner: 'OwnerOrAdmin',
  summary: 'Approve a closed session with a note; Open or already Approved is 409 INVALID_STATE',
  body: z.object({ sessionId: idSchema, businessId: idSchema, note: optionalText(500) }),
  result: cashSessionSchema,
});
