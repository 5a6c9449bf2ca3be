import { z } from 'zod';
import { defineRoute } from './route';
import { idParam } from './common';

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
});
export type Supplier = z.infer<typeof supplierSchema>;

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
