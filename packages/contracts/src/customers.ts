import { z } from 'zod';
import { defineRoute } from './route';
import { emailSchema, idParam, idSchema, nullResult, optionalText, pageSchema, requiredText } from './common';
import { queryPaging, searchParam } from './catalog-fields';
import { importResultSchema } from './product-import';

const TAG = 'Customer';
const CUSTOMERS_OR_POS = ['customers', 'pos'] as const;
const CUSTOMERS = ['customers'] as const;

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

/** H15's header row, in order (API.md H15). */
export const CUSTOMER_IMPORT_COLUMNS = [
  'firstName',
  'lastName',
  'clientName',
  'phoneNumber',
  'email',
  'billingCompany',
  'billingAddress',
  'billingCity',
  'billingPostcode',
  'billingCountry',
  'billingEmail',
  'billingPhone',
] as const;

export const bulkUploadCustomers = defineRoute({
  id: 'H3',
  method: 'POST',
  path: '/api/Customer/BulkUploadCustomers/{businessId}',
  tag: TAG,
  modules: CUSTOMERS,
  idem: true,
  multipart: true,
  csvPart: 'file',
  summary: 'Import a CSV built from the H15 template; good rows are saved, each bad row is reported',
  params: z.object({ businessId: idParam }),
  result: importResultSchema,
});

export const updateCustomer = defineRoute({
  id: 'H5',
  method: 'PUT',
  path: '/api/Customer/UpdateCustomer/{id}',
  tag: TAG,
  modules: CUSTOMERS,
  summary: "Replace the customer's fields; a phone number another live customer of the business has is 409 DUPLICATE",
  params: z.object({ id: idParam }),
  body: customerInputSchema,
  result: customerSchema,
});

export const deleteCustomer = defineRoute({
  id: 'H6',
  method: 'DELETE',
  path: '/api/Customer/DeleteCustomer/{id}',
  tag: TAG,
  modules: CUSTOMERS,
  summary: 'Soft delete: hidden from lists, past sales and ledger kept, the phone number free for another customer; 409 IN_USE while the customer owes money',
  params: z.object({ id: idParam }),
  result: nullResult,
});

export const customerNoteSchema = z.object({
  id: z.number().int(),
  customerId: z.number().int(),
  businesId: z.number().int(),
  note: z.string(),
  createdOn: z.string(),
});
export type CustomerNote = z.infer<typeof customerNoteSchema>;

export const addCustomerNote = defineRoute({
  id: 'H12',
  method: 'POST',
  path: '/api/Customer/AddNote',
  tag: TAG,
  modules: CUSTOMERS,
  summary: 'Add a note to a customer of the business named by businesId',
  body: z.object({ customerId: idSchema, businesId: idSchema, note: requiredText(2000) }),
  result: customerNoteSchema,
});

export const getCustomerNotes = defineRoute({
  id: 'H13',
  method: 'GET',
  path: '/api/Customer/GetNotes/{customerId}',
  tag: TAG,
  modules: CUSTOMERS,
  summary: "The customer's notes, newest first",
  params: z.object({ customerId: idParam }),
  result: z.array(customerNoteSchema),
});

export const deleteCustomerNote = defineRoute({
  id: 'H14',
  method: 'DELETE',
  path: '/api/Customer/DeleteNote/{noteId}',
  tag: TAG,
  modules: CUSTOMERS,
  summary: 'Delete a note',
  params: z.object({ noteId: idParam }),
  result: nullResult,
});

export const getCustomerImportTemplate = defineRoute({
  id: 'H15',
  method: 'GET',
  path: '/api/Customer/GetImportTemplate',
  tag: TAG,
  modules: CUSTOMERS,
  csvDownload: 'customer-import-template.csv',
  summary: 'CSV template: the header row of H3',
  result: z.string(),
});

export const BALANCE_FILTERS = ['All', 'Owing', 'Clear'] as const;

export const getPaginatedCustomers = defineRoute({
  id: 'H16',
  method: 'GET',
  path: '/api/Customer/GetPaginatedCustomers/{businessId}',
  tag: TAG,
  modules: CUSTOMERS,
  summary: 'Paged list with balances, by clientName; SearchParam matches clientName, firstName, lastName, phoneNumber and email',
  params: z.object({ businessId: idParam }),
  query: z.object({
    SearchParam: searchParam,
    /** Owing: balance > 0; Clear: balance ≤ 0 (API.md §1.11). */
    Balance: z.enum(BALANCE_FILTERS, { message: 'must be All, Owing or Clear' }).default('All'),
    ...queryPaging,
  }),
  result: pageSchema(customerRowSchema),
});
