import { z } from 'zod';
import { defineRoute } from './route';
import { emailSchema, idParam, idSchema, moneySchema, nullResult, optionalText, requiredText } from './common';
import { expenseSchema } from './expenses';
import { importResultSchema } from './product-import';

const TAG = 'Supplier';
const SUPPLIERS = ['suppliers'] as const;

/** API.md §2.0 Supplier. */
export const supplierSchema = z.object({
  id: z.number().int(),
  supplierName: z.string(),
  supplierEmail: z.string().nullable(),
  supplierPhoneNumber: z.string().nullable(),
  businessId: z.number().int(),
  createdById: z.number().int().nullable(),
  isActive: z.boolean(),
  kraPin: z.string().nullable(),
  billingAddress: z.string().nullable(),
  county: z.string().nullable(),
  bankAccount: z.string().nullable(),
  bankName: z.string().nullable(),
  branchName: z.string().nullable(),
  swiftCode: z.string().nullable(),
  postalCode: z.string().nullable(),
  /** Read-only echo: written through the `paymentTerms` query of N2/N4. */
  paymentTerms: z.string().nullable(),
  /** Added, read-only: Σ purchases − Σ payments towards them, to the cent (> 0: the shop owes). */
  balance: z.number(),
});
export type Supplier = z.infer<typeof supplierSchema>;

/** N2/N4's body. createdById, isActive and paymentTerms are not written through it. */
export const supplierInputSchema = z.object({
  supplierName: requiredText(160),
  supplierEmail: emailSchema,
  supplierPhoneNumber: optionalText(32),
  businessId: idSchema,
  kraPin: optionalText(20),
  billingAddress: optionalText(200),
  county: optionalText(80),
  bankAccount: optionalText(40),
  bankName: optionalText(80),
  branchName: optionalText(80),
  swiftCode: optionalText(20),
  postalCode: optionalText(20),
});
export type SupplierInput = z.input<typeof supplierInputSchema>;

/** Free text of at most 50 characters ("30 days", "COD"); a number in it is the days until a purchase is due. */
const paymentTermsQuery = z.object({ paymentTerms: z.string().trim().max(50, 'must be at most 50 characters').nullish() });

export const getAllBusinessSuppliers = defineRoute({
  id: 'N1',
  method: 'GET',
  path: '/api/Supplier/GetAllBusinessSuppliers/{businessId}',
  tag: TAG,
  modules: SUPPLIERS,
  summary: 'A business’s suppliers',
  params: z.object({ businessId: idParam }),
  result: z.array(supplierSchema),
});

export const addSupplier = defineRoute({
  id: 'N2',
  method: 'POST',
  path: '/api/Supplier/AddSupplier',
  tag: TAG,
  modules: SUPPLIERS,
  summary: 'Add a supplier; a supplierName a live supplier of the business has is 409 DUPLICATE',
  query: paymentTermsQuery,
  body: supplierInputSchema,
  result: supplierSchema,
});

export const getSupplier = defineRoute({
  id: 'N3',
  method: 'GET',
  path: '/api/Supplier/GetSupplier/{id}',
  tag: TAG,
  modules: SUPPLIERS,
  summary: 'One supplier, with its balance',
  params: z.object({ id: idParam }),
  result: supplierSchema,
});

export const updateSupplier = defineRoute({
  id: 'N4',
  method: 'PUT',
  path: '/api/Supplier/UpdateSupplier/{id}',
  tag: TAG,
  modules: SUPPLIERS,
  summary: 'Edit a supplier; paymentTerms through the query (absent keeps them)',
  params: z.object({ id: idParam }),
  query: paymentTermsQuery,
  body: supplierInputSchema,
  result: supplierSchema,
});

export const deleteSupplier = defineRoute({
  id: 'N5',
  method: 'DELETE',
  path: '/api/Supplier/DeleteSupplierTransaction/{id}',
  tag: TAG,
  modules: SUPPLIERS,
  summary: 'Soft delete: isActive false, gone from lists and pickers; its purchases and what is owed on them are kept',
  params: z.object({ id: idParam }),
  result: nullResult,
});

export const getSupplierPurchases = defineRoute({
  id: 'N6',
  method: 'POST',
  path: '/api/Supplier/GetSupplierPurchases',
  tag: TAG,
  modules: SUPPLIERS,
  summary: "The supplier's purchases, newest first, each with what is paid and owed",
  body: z.object({ supplierId: idSchema }),
  result: z.array(expenseSchema),
});

export const purchasePaymentInputSchema = z.object({
  purchaseId: idSchema,
  amount: moneySchema.positive('must be more than 0'),
  /** A paymentValue (Cash, Mpesa, Bank, …); Cash when left out. */
  paymentMethod: z.string().trim().min(1, 'is required').max(40).default('Cash'),
});
export type PurchasePaymentInput = z.input<typeof purchasePaymentInputSchema>;

export const recordPurchasePayment = defineRoute({
  id: 'N7',
  method: 'POST',
  path: '/api/Supplier/RecordPurchasePayment',
  tag: TAG,
  modules: SUPPLIERS,
  idem: true,
  summary: 'Pay towards a purchase; paid becomes 1 at balance 0; above the balance is 409 INVALID_STATE',
  body: purchasePaymentInputSchema,
  result: expenseSchema,
});

/** N8's header row, in order (API.md N8). */
export const SUPPLIER_IMPORT_COLUMNS = [
  'supplierName',
  'supplierEmail',
  'supplierPhoneNumber',
  'kraPin',
  'billingAddress',
  'county',
  'bankAccount',
  'bankName',
  'branchName',
  'swiftCode',
  'postalCode',
  'paymentTerms',
] as const;

export const getSupplierImportTemplate = defineRoute({
  id: 'N8',
  method: 'GET',
  path: '/api/Supplier/GetSupplierBulkSampleCsv',
  tag: TAG,
  modules: SUPPLIERS,
  csvDownload: 'supplier-import-template.csv',
  summary: 'CSV template: the header row of N9',
  result: z.string(),
});

export const bulkUploadSuppliers = defineRoute({
  id: 'N9',
  method: 'POST',
  path: '/api/Supplier/AddSupplierBulk/{businessId}',
  tag: TAG,
  modules: SUPPLIERS,
  multipart: true,
  csvPart: 'csvFile',
  summary: 'Import suppliers from a CSV built from the N8 template; good rows are saved, each bad row is reported',
  params: z.object({ businessId: idParam }),
  result: importResultSchema,
});

/** One purchase not yet fully paid (N10). */
export const payableSchema = z.object({
  purchaseId: z.number().int(),
  supplierId: z.number().int(),
  supplierName: z.string(),
  ref: z.string().nullable(),
  transactionDateUTC: z.string(),
  dueDate: z.string(),
  total: z.number(),
  amountPaid: z.number(),
  balance: z.number(),
  /** dueDate is before today in the shop's zone. */
  isOverdue: z.boolean(),
});
export type Payable = z.infer<typeof payableSchema>;

export const getPayables = defineRoute({
  id: 'N10',
  method: 'GET',
  path: '/api/Supplier/GetPayables/{businessId}',
  tag: TAG,
  modules: SUPPLIERS,
  summary: 'Added: what the shop owes all suppliers, purchase by purchase, oldest first, with due dates from payment terms',
  params: z.object({ businessId: idParam }),
  result: z.object({ total: z.number(), overdue: z.number(), data: z.array(payableSchema) }),
});
