import { z } from 'zod';
import { defineRoute } from './route';
import { MAX_ID, idParam, idSchema, moneySchema, pageSchema, phoneInputSchema } from './common';
import { billingStatusSchema, planSchema } from './business';
import { stkStartedSchema, stkStatusSchema } from './payments';

const TAG = 'Billing';
const BILLING = ['billing'] as const;

export const INVOICE_STATUSES = ['Unpaid', 'PartPaid', 'Paid', 'Cancelled'] as const;

export const invoiceSchema = z.object({
  invoiceId: z.number().int(),
  invoiceNo: z.string(),
  businessId: z.number().int(),
  planId: z.number().int(),
  periodStart: z.string(),
  periodEnd: z.string(),
  amount: z.number(),
  amountPaid: z.number(),
  balance: z.number(),
  status: z.enum(INVOICE_STATUSES),
  dueDate: z.string(),
  createdOn: z.string(),
});
export type Invoice = z.infer<typeof invoiceSchema>;

export const invoiceDetailsSchema = invoiceSchema.extend({
  lines: z.array(z.object({ description: z.string(), quantity: z.number(), unitPrice: z.number(), amount: z.number() })),
  payments: z.array(z.object({ paymentCode: z.string(), phoneNumber: z.string().nullable(), amount: z.number(), paidOn: z.string() })),
});
export type InvoiceDetails = z.infer<typeof invoiceDetailsSchema>;

export const PLAN_CHANGE_KINDS = ['Upgrade', 'NewMonth', 'Downgrade'] as const;

/**
 * A change of plan asked for and not yet in force (added to G3 and G9 so the owner sees what will happen).
 * Upgrade: the price difference up to the paid-until date; the plan applies once `invoiceNo` is paid, and the
 * change lapses unpaid at `lapsesOn`. NewMonth (from a free plan or after the plan ended): a month of the plan
 * from the day `invoiceNo` is paid. Downgrade: applies at `effectiveOn`, the end of the paid time, with nothing
 * to pay. Instants are ISO; the paid-until date itself is C5's `currentPlan.expiresOn`, which no change moves.
 */
export const planChangeSchema = z.object({
  kind: z.enum(PLAN_CHANGE_KINDS),
  fromPlanId: z.number().int(),
  planId: z.number().int(),
  planName: z.string(),
  requestedOn: z.string(),
  effectiveOn: z.string().nullable(),
  lapsesOn: z.string().nullable(),
  invoiceId: z.number().int().nullable(),
  invoiceNo: z.string().nullable(),
  amount: z.number(),
  balance: z.number(),
});
export type PlanChange = z.infer<typeof planChangeSchema>;

export const billingSummarySchema = z.object({
  businessId: z.number().int(),
  totalDue: z.number(),
  overdueAmount: z.number(),
  currency: z.string(),
  nextDueDate: z.string().nullable(),
  unpaidInvoices: z.number().int(),
  /** Added: the platform's billing paybill (G6), null when this server takes no paybill payments. */
  paybill: z.string().nullable(),
  /** Added: the account number to type at that paybill; only payments made to it can be claimed by this tenant. */
  accountReference: z.string(),
  /** Added: the change of plan waiting for its payment or its date, if any. */
  pendingChange: planChangeSchema.nullable(),
});
export type BillingSummary = z.infer<typeof billingSummarySchema>;

/** A paybill payment the customer made by hand (G6), named by its M-Pesa code. */
export const billPaymentSchema = z.object({
  businessId: idSchema,
  phoneNumber: phoneInputSchema.nullish(),
  paymentCode: z
    .string({ message: 'is required' })
    .trim()
    .min(1, 'is required')
    .max(20, 'must be at most 20 characters')
    .transform((code) => code.toUpperCase()),
  amount: moneySchema.refine((amount) => amount > 0, 'must be more than 0'),
});

const paging = z
  .object({
    currentPageNumber: z.number({ message: 'must be a whole number' }).int().min(1, 'must be 1 or more').max(MAX_ID, 'is too large').default(1),
    pageSize: z.number({ message: 'must be a whole number' }).int().min(1, 'must be 1 to 100').max(100, 'must be 1 to 100').default(50),
  })
  .nullish();

export const getInvoices = defineRoute({
  id: 'G1',
  method: 'POST',
  path: '/api/Billing/GetInvoices/{businessId}',
  tag: TAG,
  modules: BILLING,
  summary: "The tenant's invoices, newest first",
  params: z.object({ businessId: idParam }),
  body: paging,
  result: pageSchema(invoiceSchema),
});

export const getInvoiceDetails = defineRoute({
  id: 'G2',
  method: 'POST',
  path: '/api/Billing/GetInvoiceDetails',
  tag: TAG,
  modules: BILLING,
  summary: 'One invoice with its lines and payments',
  body: z.object({ invoiceId: idSchema, businessId: idSchema }),
  result: invoiceDetailsSchema,
});

export const getTotalBill = defineRoute({
  id: 'G3',
  method: 'GET',
  path: '/api/Billing/GetTotalBill/{businessId}',
  tag: TAG,
  modules: BILLING,
  summary: 'Amount due now',
  params: z.object({ businessId: idParam }),
  result: billingSummarySchema,
});

export const getPlans = defineRoute({
  id: 'G4',
  method: 'GET',
  path: '/api/Billing/GetPlans',
  tag: TAG,
  summary: 'All plans',
  result: z.array(planSchema),
});

export const getPlan = defineRoute({
  id: 'G5',
  method: 'GET',
  path: '/api/Billing/GetPlan/{planId}',
  tag: TAG,
  summary: 'One plan',
  params: z.object({ planId: idParam }),
  result: planSchema,
});

export const makeBillPayment = defineRoute({
  id: 'G6',
  method: 'POST',
  path: '/api/Billing/MakePayment',
  tag: TAG,
  modules: BILLING,
  idem: true,
  summary:
    "Claim a paybill payment by its M-Pesa code; applied to the oldest unpaid invoices. Only a payment to the billing paybill with the tenant's account number (G3 accountReference) or one of its invoice numbers counts; anything else is 404 on paymentCode.",
  body: billPaymentSchema,
  result: z.object({ applied: z.number(), invoices: z.array(invoiceSchema) }),
});

export const startBillStkPush = defineRoute({
  id: 'G7',
  method: 'POST',
  path: '/api/Billing/PrePayment',
  tag: TAG,
  modules: BILLING,
  idem: true,
  callsProvider: true,
  summary: 'Start an M-Pesa prompt for the bill; once paid it is applied as in G6',
  body: z.object({
    businessId: idSchema,
    phoneNumber: phoneInputSchema,
    amount: z.number({ message: 'must be a number' }).int('must be whole shillings').min(1, 'must be at least 1').max(250_000, 'must be at most 250000'),
  }),
  result: stkStartedSchema,
});

export const confirmBillPayment = defineRoute({
  id: 'G8',
  method: 'GET',
  path: '/api/Billing/ConfirmPayment/{CheckoutRequestID}',
  tag: TAG,
  modules: BILLING,
  summary: 'Poll the prompt started by G7',
  params: z.object({ CheckoutRequestID: z.string().trim().min(1, 'is required').max(64) }),
  result: stkStatusSchema,
});

export const upgradePlan = defineRoute({
  id: 'G9',
  method: 'POST',
  path: '/api/Billing/UpgradePlan',
  tag: TAG,
  modules: BILLING,
  owner: 'Owner',
  summary:
    'Owner only. Change plan: an upgrade raises an invoice and applies once it is paid, a downgrade applies at the end of the paid time, the current plan cancels a waiting change',
  body: z.object({ businessId: idSchema, planId: idSchema }),
  // invoice is null when nothing is billed (a downgrade, a cancelled change); pendingChange is added.
  result: billingStatusSchema.extend({ invoice: invoiceSchema.nullable(), pendingChange: planChangeSchema.nullable() }),
});

/**
 * Test servers only (NODE_ENV=test): run one shop's billing time ahead, by putting its plan's end
 * `endsInDays` from now (negative: already past), then run the billing cycle. One tenant at a time, so
 * browser tests running side by side on one server never see each other's clock. The shop's Owner only.
 */
export const setPlanEnd = defineRoute({
  id: 'dev-plan-end',
  method: 'POST',
  path: '/api/Dev/SetPlanEnd',
  tag: 'Development',
  modules: BILLING,
  owner: 'Owner',
  summary: "Put a business's plan end a number of days from now and run the billing cycle (test servers only)",
  body: z.object({ businessId: idSchema, endsInDays: z.number({ message: 'must be a number' }).min(-3650).max(3650) }),
  result: z.object({ expiresOn: z.string() }),
});
