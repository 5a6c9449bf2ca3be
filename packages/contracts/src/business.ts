import { z } from 'zod';
import { defineRoute } from './route';
import { countryCodeSchema, emailSchema, idParam, moduleKeySchema, optionalText, requiredText, roleTypeSchema } from './common';

const TAG = 'Business';

export const BUSINESS_STATUSES = ['Active', 'Trial', 'Expired', 'Suspended'] as const;

/** Input fields of a business (C2, C3); roleTypes and roles are read-only. */
export const businessInputSchema = z.object({
  organizationName: requiredText(120),
  fullnames: optionalText(120),
  primaryPhone: optionalText(32),
  primaryEmail: emailSchema,
  website: optionalText(200),
  city: optionalText(80),
  country: countryCodeSchema.nullish(),
  location: optionalText(200),
  address: optionalText(200),
});
export type BusinessInput = z.input<typeof businessInputSchema>;

export const businessSchema = z.object({
  businessId: z.number().int(),
  tenantId: z.number().int(),
  organizationName: z.string(),
  fullnames: z.string().nullable(),
  primaryPhone: z.string().nullable(),
  primaryEmail: z.string().nullable(),
  website: z.string().nullable(),
  city: z.string().nullable(),
  country: z.string().nullable(),
  location: z.string().nullable(),
  logo: z.string().nullable(),
  address: z.string().nullable(),
  roleTypes: roleTypeSchema,
  roles: z.array(moduleKeySchema),
});
export type Business = z.infer<typeof businessSchema>;

export const planSchema = z.object({
  planId: z.number().int(),
  name: z.string(),
  description: z.string(),
  price: z.number(),
  currency: z.string(),
  period: z.literal('Monthly'),
  modules: z.array(moduleKeySchema),
  maxUsers: z.number().int(),
  maxBusinesses: z.number().int(),
});
export type Plan = z.infer<typeof planSchema>;

export const billingStatusSchema = z.object({
  tenantId: z.number().int(),
  businessStatus: z.enum(BUSINESS_STATUSES),
  currentPlan: planSchema.extend({ startedOn: z.string(), expiresOn: z.string().nullable() }),
  planModules: z.array(moduleKeySchema),
});
export type BillingStatus = z.infer<typeof billingStatusSchema>;

export const getBusinesses = defineRoute({
  id: 'C1',
  method: 'GET',
  path: '/api/Business/GetBusinesses',
  tag: TAG,
  summary: 'Businesses the caller is linked to',
  result: z.array(businessSchema),
});

export const createBusiness = defineRoute({
  id: 'C2',
  method: 'POST',
  path: '/api/Business/CreateBusiness',
  tag: TAG,
  modules: ['settings'],
  multipart: true,
  files: ['logo'],
  summary: 'New business in the caller’s tenant, with default currency and settings; the caller is its Owner',
  body: businessInputSchema,
  result: businessSchema,
});

export const updateBusiness = defineRoute({
  id: 'C3',
  method: 'PUT',
  path: '/api/Business/UpdateBusiness/{businessId}',
  tag: TAG,
  modules: ['settings'],
  multipart: true,
  files: ['logo'],
  summary: 'Edit the business',
  params: z.object({ businessId: idParam }),
  body: businessInputSchema,
  result: businessSchema,
});

export const deleteBusiness = defineRoute({
  id: 'C4',
  method: 'DELETE',
  path: '/api/Business/DeleteBusiness/{businessId}',
  tag: TAG,
  modules: ['settings'],
  owner: 'Owner',
  summary: 'Soft delete; 409 IN_USE for the tenant’s last business',
  params: z.object({ businessId: idParam }),
  result: z.null(),
});

export const getBillingStatus = defineRoute({
  id: 'C5',
  method: 'GET',
  path: '/api/Business/GetBillingStatus/{tenantId}',
  tag: TAG,
  summary: 'Plan state; the client stores planModules from it',
  params: z.object({ tenantId: idParam }),
  result: billingStatusSchema,
});

/**
 * A file the server writes as it is sent: its name, and its bytes in pieces, so a shop with 100,000 sales never
 * holds its whole export in memory. Only the server makes one; a client receives the bytes.
 */
export interface StreamedFile {
  fileName: string;
  bytes: AsyncIterable<Uint8Array>;
}

function isStreamedFile(value: unknown): value is StreamedFile {
  if (typeof value !== 'object' || value === null) return false;
  const file = value as Partial<StreamedFile>;
  return typeof file.fileName === 'string' && typeof file.bytes === 'object' && file.bytes !== null && Symbol.asyncIterator in file.bytes;
}

/** Added: the owner's own copy of the business's records, one CSV per kind in a zip. */
export const exportBusinessData = defineRoute({
  id: 'C6',
  method: 'GET',
  path: '/api/Business/ExportData/{businessId}',
  tag: TAG,
  owner: 'Owner',
  zipDownload: true,
  summary: "The business's records as a zip of CSV files (products, stock, customers, sales, expenses, suppliers, shifts, eTIMS); Owner only (added)",
  params: z.object({ businessId: idParam }),
  result: z.custom<StreamedFile>(isStreamedFile),
});
