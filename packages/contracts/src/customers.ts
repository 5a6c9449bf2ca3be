import { z } from 'zod';
import { defineRoute } from './route';
import { emailSchema, idParam, idSchema, optionalText } from './common';

const TAG = 'Customer';
const CUSTOMERS_OR_POS = ['customers', 'pos'] as const;

export const customerInputSchema = z.object({
  firstName: optionalText(80),
  lastName: optionalText(80),
  /** Shown on receipts and pickers; built from first and last name when left blank. */
  clientName: optionalText(160),
  email: emailSchema,
  phoneNumber: optionalText(32),
  customerInfoCustId: idSchema,
  active: z.boolean().default(true),
  favourite: z.boolean().default(false),
  approved: z.boolean().default(true),
  billingCompany: optionalText(160),
  billingAddress: optionalText(200),
  billingCity: optionalText(80),
  billingPostcode: optionalText(20),
  billingCountry: optionalText(80),
  billingEmail: emailSchema,
  billingPhone: optionalText(32),
});
export type CustomerInput = z.input<typeof customerInputSchema>;

export const customerSchema = z.object({
  id: z.number().int(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  email: z.string().nullable(),
  phoneNumber: z.string().nullable(),
  clientName: z.string(),
  customerInfoCustId: z.number().int(),
  active: z.boolean(),
  favourite: z.boolean(),
  approved: z.boolean(),
  billingCompany: z.string().nullable(),
  billingAddress: z.string().nullable(),
  billingCity: z.string().nullable(),
  billingPostcode: z.string().nullable(),
  billingCountry: z.string().nullable(),
  billingEmail: z.string().nullable(),
  billingPhone: z.string().nullable(),
});
export type Customer = z.infer<typeof customerSchema>;

/** balance = credits − debits; > 0 means the customer owes. */
export const customerRowSchema = customerSchema.extend({ balance: z.number() });
export type CustomerRow = z.infer<typeof customerRowSchema>;

export const getCustomers = defineRoute({
  id: 'H1',
  method: 'GET',
  path: '/api/Customer/GetCustomers/{businessId}',
  tag: TAG,
  modules: CUSTOMERS_OR_POS,
  summary: "All of a business's customers, with balances (for pickers)",
  params: z.object({ businessId: idParam }),
  result: z.array(customerRowSchema),
});

export const addCustomer = defineRoute({
  id: 'H2',
  method: 'POST',
  path: '/api/Customer/AddCustomer',
  tag: TAG,
  modules: CUSTOMERS_OR_POS,
  summary: 'Add a customer; a phone number already used in the business is 409 DUPLICATE',
  body: customerInputSchema,
  result: customerSchema,
});

export const getCustomer = defineRoute({
  id: 'H4',
  method: 'GET',
  path: '/api/Customer/GetCustomer/{id}',
  tag: TAG,
  modules: CUSTOMERS_OR_POS,
  summary: 'One customer with balance',
  params: z.object({ id: idParam }),
  result: customerRowSchema,
});
