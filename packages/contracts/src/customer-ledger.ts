import { z } from 'zod';
import { defineRoute } from './route';
import { idParam, moneySchema, optionalText, timestampInputSchema } from './common';
import { customerRowSchema } from './customers';
import { storedDaySchema } from './sales';

const TAG = 'Customer';
const CUSTOMERS = ['customers'] as const;
const byCustomer = z.object({ customerId: idParam });
const requiredDay = z.string({ message: 'is required' }).regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date YYYY-MM-DD');

/** A payment or debt of 0 or less records nothing: refused so a slip of the finger is not silently kept. */
const positiveMoney = moneySchema.positive('must be more than 0');

/** H7: money received from the customer (lowers the balance). */
export const debitInputSchema = z.object({
  transactionDate: timestampInputSchema.nullish(),
  debitAmount: positiveMoney,
  /** A paymentValue (Cash, Mpesa, …); Cash when left out. */
  paymentModes: z.string().trim().min(1, 'is required').max(40).default('Cash'),
  note: optionalText(500),
});
export type DebitInput = z.input<typeof debitInputSchema>;

/** H8: an amount the customer owes (raises the balance). */
export const creditInputSchema = z.object({
  credit: positiveMoney,
  /** 0 = not tied to a sale. */
  transactionId: z.number({ message: 'must be a whole number' }).int().nonnegative().max(2_147_483_647, 'is not a valid id').default(0),
  transactionDate: timestampInputSchema.nullish(),
  dueDate: storedDaySchema.nullish(),
  note: optionalText(500),
});
export type CreditInput = z.input<typeof creditInputSchema>;

export const creditHistoryRowSchema = z.object({
  id: z.number().int(),
  transactionDate: z.string(),
  type: z.enum(['Credit', 'Debit']),
  amount: z.number(),
  transactionId: z.number().int(),
  paymentModes: z.string().nullable(),
  dueDate: z.string().nullable(),
  note: z.string().nullable(),
  /** What the customer owed after this row (credits − debits up to and including it). */
  balanceAfter: z.number(),
});
export type CreditHistoryRow = z.infer<typeof creditHistoryRowSchema>;

export const creditDetailsSchema = z.object({
  customerId: z.number().int(),
  totalCredit: z.number(),
  totalDebit: z.number(),
  balance: z.number(),
  /** Owed on credits whose dueDate has passed, once payments have settled the oldest credits first. */
  overdueAmount: z.number(),
  /** The earliest due date, today or later, of a credit not yet settled. */
  nextDueDate: z.string().nullable(),
  /** Σ of the customer's live (not voided) sales, less refunds and credit notes; 0 before any sale. */
  totalBought: z.number().nullable(),
  /** When the customer last bought (ISO timestamp); null before any live sale. */
  lastVisit: z.string().nullable(),
});
export type CreditDetails = z.infer<typeof creditDetailsSchema>;

export const creditReportSchema = z.object({
  customerId: z.number().int(),
  startDate: z.string(),
  endDate: z.string(),
  openingBalance: z.number(),
  /** The period's rows, oldest first, as a statement reads. */
  rows: z.array(creditHistoryRowSchema),
  closingBalance: z.number(),
});
export type CreditReport = z.infer<typeof creditReportSchema>;

export const addCustomerDebit = defineRoute({
  id: 'H7',
  method: 'POST',
  path: '/api/Customer/AddDebit/{customerId}',
  tag: TAG,
  modules: CUSTOMERS,
  idem: true,
  summary: 'Record money received from the customer; more than the balance leaves a negative balance (an advance)',
  params: byCustomer,
  body: debitInputSchema,
  result: customerRowSchema,
});

export const addCustomerCredit = defineRoute({
  id: 'H8',
  method: 'POST',
  path: '/api/Customer/AddCredit/{customerId}',
  tag: TAG,
  modules: CUSTOMERS,
  idem: true,
  summary: 'Record an amount the customer owes',
  params: byCustomer,
  body: creditInputSchema,
  result: customerRowSchema,
});

export const getCreditHistory = defineRoute({
  id: 'H9',
  method: 'GET',
  path: '/api/Customer/GetCreditHistory/{customerId}',
  tag: TAG,
  modules: CUSTOMERS,
  summary: 'Every credit and debit, newest first, with the balance after each',
  params: byCustomer,
  result: z.array(creditHistoryRowSchema),
});

export const getCreditReport = defineRoute({
  id: 'H10',
  method: 'GET',
  path: '/api/Customer/GetCreditReport/{customerId}',
  tag: TAG,
  modules: ['customers', 'reports'],
  summary: 'Statement for a period (inclusive business days): opening balance, the rows, closing balance',
  params: byCustomer,
  query: z.object({ StartDate: requiredDay, EndDate: requiredDay }),
  result: creditReportSchema,
});

export const getCreditDetails = defineRoute({
  id: 'H11',
  method: 'GET',
  path: '/api/Customer/GetCreditDetails/{customerId}',
  tag: TAG,
  modules: CUSTOMERS,
  summary: 'Balance summary: totals, balance, overdue amount, next due date',
  params: byCustomer,
  result: creditDetailsSchema,
});

/** What H17 queued: the number in international form and the text the customer will read. */
export const reminderResultSchema = z.object({ phone: z.string(), message: z.string() });
export type ReminderResult = z.infer<typeof reminderResultSchema>;

export const sendCustomerReminder = defineRoute({
  id: 'H17',
  method: 'POST',
  path: '/api/Customer/SendReminder/{customerId}',
  tag: TAG,
  modules: CUSTOMERS,
  summary: "SMS the customer what they owe and the shop's name (added); 409 when nothing is owed, 400 without a usable phoneNumber",
  params: byCustomer,
  result: reminderResultSchema,
});

/** What H18 made: the signed token, the PDF's address to share, and the last day it opens. */
export const statementLinkSchema = z.object({ token: z.string(), link: z.string(), expiresOn: z.string() });
export type StatementLinkResult = z.infer<typeof statementLinkSchema>;

export const shareCreditReport = defineRoute({
  id: 'H18',
  method: 'POST',
  path: '/api/Customer/ShareCreditReport/{customerId}',
  tag: TAG,
  modules: ['customers', 'reports'],
  summary: 'A link to the statement for a period as a PDF, to send the customer (added); it opens for 90 days',
  params: byCustomer,
  body: z.object({ StartDate: requiredDay, EndDate: requiredDay }),
  result: statementLinkSchema,
});

/** Added: the statement behind a shared link, as an A4 PDF (the signed token is the secret). */
export const getSharedCreditReportPdf = defineRoute({
  id: 'H19',
  method: 'GET',
  path: '/api/Customer/StatementPdf/{token}',
  tag: TAG,
  auth: 'pub',
  pdfDownload: 'statement.pdf',
  summary: 'A customer statement as a PDF, from a shared link (added)',
  params: z.object({ token: z.string().regex(/^[A-Za-z0-9_-]{30,80}$/, 'is not a statement link') }),
  result: z.custom<Uint8Array>((value) => value instanceof Uint8Array),
});
