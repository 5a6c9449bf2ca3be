import { z } from 'zod';
import { defineRoute } from './route';
import { MAX_ID, idParam, idSchema, moneySchema, nullResult, optionalText, pageSchema, requiredText, timestampInputSchema } from './common';
import { queryPaging, searchParam } from './catalog-fields';
import { calendarDateSchema } from './sales';

const TAG = 'Expense';
const EXPENSES = ['expenses'] as const;
const byBusiness = z.object({ businessId: idParam });

/** API.md §1.11: 0 an expense, 1 a purchase from a supplier. */
export const EXPENSE_TYPES = [0, 1] as const;
export type ExpensesType = (typeof EXPENSE_TYPES)[number];
const expensesTypeSchema = z
  .number({ message: 'must be 0 (expense) or 1 (purchase)' })
  .int()
  .refine((value) => value === 0 || value === 1, 'must be 0 (expense) or 1 (purchase)');

/** 0 means none (API.md §1.1). */
const optionalRef = z.number({ message: 'must be a whole number' }).int().nonnegative().max(MAX_ID, 'is not a valid id').nullish();

/** A quantity bought: more than 0, at most 3 decimals (API.md §1.7). */
const boughtQuantity = z
  .number({ message: 'must be a number' })
  .finite()
  .positive('must be more than 0')
  .max(1_000_000, 'must be at most 1,000,000')
  .refine((value) => Math.abs(value * 1000 - Math.round(value * 1000)) < 1e-6, 'must have at most 3 decimals');

/** API.md §2.0 ExpenseLine. itemCost is the unit cost as paid, tax included. */
export const expenseLineInputSchema = z.object({
  categoryId: optionalRef,
  item_Desc: requiredText(200),
  quantity: boughtQuantity,
  itemCost: moneySchema.positive('must be more than 0'),
  /** A VAT band of the business's country (I26); absent = no tax in the cost. */
  taxId: optionalRef,
  productType: z.union([z.literal(0), z.literal(1)], { message: 'must be 0 (product) or 1 (service)' }).default(0),
  /** The product bought (purchase lines): a tracked one gains stock through a Purchase movement. */
  productId: optionalRef,
  /** Added: the variant bought, for a product with variants. */
  variantId: optionalRef,
});
export type ExpenseLineInput = z.input<typeof expenseLineInputSchema>;

/** M1's body: an expense (expensesType 0) or a purchase (1). No id or 0 creates; an id updates. */
export const expenseInputSchema = z.object({
  id: optionalRef,
  transactionDateUTC: timestampInputSchema.nullish(),
  businessId: idSchema,
  /** Required for a purchase; 0 or absent means none. */
  supplierId: optionalRef,
  ref: optionalText(80),
  description: optionalText(500),
  /** How it was paid (a paymentValue); used when paid is 1. */
  paymentMode: z.string().trim().max(40).nullish(),
  details: z.array(expenseLineInputSchema).min(1, 'must have at least one line').max(200, 'must have at most 200 lines'),
  /** On update: null or '' removes the stored receipt, absent keeps it; a `receipt` file part replaces it. */
  receipt: z.string().max(300).nullish(),
  /** 1 records a payment of what is still owed, by paymentMode. */
  paid: z.union([z.literal(0), z.literal(1)], { message: 'must be 0 or 1' }).default(0),
  expensesType: expensesTypeSchema.default(0),
});
export type ExpenseInput = z.input<typeof expenseInputSchema>;

export const expenseLineSchema = z.object({
  id: z.number().int(),
  categoryId: z.number().int().nullable(),
  /** Added: the category's name, for lists. */
  categoryName: z.string().nullable(),
  item_Desc: z.string(),
  quantity: z.number(),
  itemCost: z.number(),
  taxId: z.number().int().nullable(),
  taxRate: z.number(),
  /** Added: quantity × itemCost, to the cent. */
  amount: z.number(),
  /** Added: the tax inside amount (an inclusive split by taxRate). */
  tax: z.number(),
  productType: z.number().int(),
  productId: z.number().int().nullable(),
  variantId: z.number().int().nullable(),
});
export type ExpenseLine = z.infer<typeof expenseLineSchema>;

export const expensePaymentSchema = z.object({
  id: z.number().int(),
  amount: z.number(),
  paymentMethod: z.string(),
  paidOn: z.string(),
});
export type ExpensePayment = z.infer<typeof expensePaymentSchema>;

export const expenseSchema = z.object({
  id: z.number().int(),
  transactionDateUTC: z.string(),
  businessId: z.number().int(),
  supplierId: z.number().int(),
  /** Added: the supplier's name, for lists. */
  supplierName: z.string().nullable(),
  ref: z.string().nullable(),
  description: z.string().nullable(),
  paymentMode: z.string().nullable(),
  details: z.array(expenseLineSchema),
  /** The stored receipt's URL (an image or a PDF), or null. */
  receipt: z.string().nullable(),
  /** 1 when nothing is owed (balance 0). */
  paid: z.number().int(),
  expensesType: z.number().int(),
  total: z.number(),
  /** Added: Σ line tax. */
  tax: z.number(),
  amountPaid: z.number(),
  balance: z.number(),
  /** Added: the day a purchase falls due, from the supplier's paymentTerms (YYYY-MM-DD); null for expenses. */
  dueDate: z.string().nullable(),
  payments: z.array(expensePaymentSchema),
});
export type Expense = z.infer<typeof expenseSchema>;

export const expenseCategorySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string().nullable(),
  businessId: z.number().int(),
});
export type ExpenseCategory = z.infer<typeof expenseCategorySchema>;

export const expenseCategoryInputSchema = z.object({ name: requiredText(80), description: optionalText(300) });
export type ExpenseCategoryInput = z.input<typeof expenseCategoryInputSchema>;

export const addExpense = defineRoute({
  id: 'M1',
  method: 'POST',
  path: '/api/Expense/add-expense/{businessId}',
  tag: TAG,
  modules: EXPENSES,
  idem: true,
  multipart: true,
  files: ['receipt'],
  summary:
    'Create (no id) or update an expense or a purchase; purchase lines of tracked products move stock (Purchase); a receipt file part (image or PDF, ≤ 5 MB)',
  params: byBusiness,
  body: expenseInputSchema,
  result: expenseSchema,
});

export const deleteExpense = defineRoute({
  id: 'M2',
  method: 'DELETE',
  path: '/api/Expense/expense/{businessId}/{expenseId}',
  tag: TAG,
  modules: EXPENSES,
  summary: 'Delete an expense and reverse its stock; a purchase with payments is 409 IN_USE',
  params: z.object({ businessId: idParam, expenseId: idParam }),
  result: nullResult,
});

export const getExpense = defineRoute({
  id: 'M3',
  method: 'GET',
  path: '/api/Expense/expense/{expenseId}',
  tag: TAG,
  modules: EXPENSES,
  summary: 'One expense with its lines and payments',
  params: z.object({ expenseId: idParam }),
  result: expenseSchema,
});

const idFilter = z.coerce.number({ message: 'must be a positive whole number' }).int().positive().max(MAX_ID, 'is not a valid id').optional();

export const expensesPageSchema = pageSchema(expenseSchema).extend({
  /** Σ total over every filtered row, not only this page. */
  sum: z.number(),
});

export const getExpenses = defineRoute({
  id: 'M4',
  method: 'GET',
  path: '/api/Expense/expenses/{businessId}',
  tag: TAG,
  modules: EXPENSES,
  summary: 'Expense list, newest first; SearchParam matches ref and description; sum = Σ total over every filtered row',
  params: byBusiness,
  query: z.object({
    StartDate: calendarDateSchema.optional(),
    EndDate: calendarDateSchema.optional(),
    CategoryId: idFilter,
    SupplierId: idFilter,
    ExpensesType: z.coerce
      .number({ message: 'must be 0 (expense) or 1 (purchase)' })
      .refine((value) => value === 0 || value === 1, 'must be 0 (expense) or 1 (purchase)')
      .optional(),
    SearchParam: searchParam,
    ...queryPaging,
  }),
  result: expensesPageSchema,
});

export const createExpenseCategory = defineRoute({
  id: 'M5',
  method: 'POST',
  path: '/api/Expense/category/create/{businessId}',
  tag: TAG,
  modules: EXPENSES,
  summary: 'Add an expense category; a name already used in the business is 409 DUPLICATE',
  params: byBusiness,
  body: expenseCategoryInputSchema,
  result: expenseCategorySchema,
});

export const getExpenseCategories = defineRoute({
  id: 'M6',
  method: 'GET',
  path: '/api/Expense/category/list/{businessId}',
  tag: TAG,
  modules: EXPENSES,
  summary: 'Expense categories by name',
  params: byBusiness,
  result: z.array(expenseCategorySchema),
});

export const deleteExpenseCategory = defineRoute({
  id: 'M7',
  method: 'DELETE',
  path: '/api/Expense/category/delete/{categoryId}',
  tag: TAG,
  modules: EXPENSES,
  summary: 'Delete a category; 409 IN_USE when a line of a live expense uses it',
  params: z.object({ categoryId: idParam }),
  result: nullResult,
});

/** R3's figures: what the month (or any period) earned and what it is made of. */
export const profitSummarySchema = z.object({
  startDate: z.string(),
  endDate: z.string(),
  /** Net sales: Σ live sales' total less refunds and credit notes (the dashboard's and L7's figure). */
  sales: z.number(),
  /** Delivery fees charged on the period's sales (added): earned, but not a sale of goods. */
  deliveryFees: z.number(),
  /** Σ quantity × buying price of the goods those sales took out, less the goods returned. */
  costOfGoodsSold: z.number(),
  /** Σ expenses (type 0) plus purchase lines that bought no product (goods bought go to stock, then to costOfGoodsSold). */
  expenses: z.number(),
  /** sales + deliveryFees − costOfGoodsSold − expenses. */
  profit: z.number(),
});
export type ProfitSummary = z.infer<typeof profitSummarySchema>;

export const getProfitSummary = defineRoute({
  id: 'R3',
  method: 'GET',
  path: '/api/Reports/GetProfitSummary/{businessId}',
  tag: 'Reports',
  modules: ['reports'],
  summary: 'Added: profit for a period (default this month): net sales + delivery fees − cost of goods sold − expenses, with each part',
  params: byBusiness,
  query: z.object({ StartDate: calendarDateSchema.optional(), EndDate: calendarDateSchema.optional() }),
  result: profitSummarySchema,
});
