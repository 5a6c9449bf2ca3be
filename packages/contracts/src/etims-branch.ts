import { z } from 'zod';
import { defineRoute } from './route';
import { idParam, idSchema, optionalText, requiredText } from './common';
import { kraBranchIdSchema, kraPinSchema } from './etims';

const TAG = 'Tax authority';
const ETIMS = ['etims'] as const;
const yesNo = z.enum(['Y', 'N'], { message: 'must be Y or N' });
/** Audit names the authority keeps with a record (regrNm/regrId, modrNm/modrId): at most 60 and 20 characters. */
const auditFields = {
  registrationName: optionalText(60),
  registrationId: optionalText(20),
  modifierName: optionalText(60),
  modifierId: optionalText(20),
};

/** API.md `BranchUser`: a cashier or operator registered at a branch (§5.8). The password is never stored or sent on. */
export const branchUserInputSchema = z.object({
  businessId: idSchema,
  branchId: kraBranchIdSchema,
  pin: kraPinSchema,
  /** 0 for a new user; the id P7 answered to update one. */
  userId: z.number({ message: 'must be a number' }).int().min(0).max(2_147_483_647).default(0),
  userName: requiredText(60),
  password: z.string().max(255).nullish(),
  address: optionalText(200),
  contact: optionalText(20),
  authorityCode: optionalText(100),
  remark: optionalText(2000),
  usedUnused: yesNo.default('Y'),
  ...auditFields,
});
export const branchUserSchema = branchUserInputSchema.omit({ password: true }).extend({ userId: z.number().int().positive() });
export type BranchUser = z.infer<typeof branchUserSchema>;

export const noticeOutSchema = z.object({
  noticeNo: z.number().int(),
  title: z.string(),
  content: z.string(),
  detailUrl: z.string().nullable(),
  /** ISO UTC; the authority's EAT stamp `20250301120000` is `2025-03-01T09:00:00.000Z`. */
  registeredAt: z.string().nullable(),
});
export type Notice = z.infer<typeof noticeOutSchema>;

export const branchInsuranceSchema = z.object({
  businessId: idSchema,
  pin: kraPinSchema,
  branchId: kraBranchIdSchema,
  insuranceCode: requiredText(10),
  insuranceName: requiredText(100),
  premiumRate: z.number({ message: 'must be a number' }).int('must be a whole percent').min(0).max(100),
  usedUnused: yesNo.default('Y'),
  ...auditFields,
});
export type BranchInsurance = z.infer<typeof branchInsuranceSchema>;

export const itemCompositionSchema = z.object({
  businessId: idSchema,
  itemCode: requiredText(20),
  compositionItemCode: requiredText(20),
  compositionItemQuantity: z.number({ message: 'must be a number' }).positive('must be more than 0').max(1_000_000_000),
});
export type ItemComposition = z.infer<typeof itemCompositionSchema>;

export const saveBranchUser = defineRoute({
  id: 'P7',
  method: 'POST',
  path: '/v1/api/SaveBranchUser',
  tag: TAG,
  modules: ETIMS,
  callsProvider: true,
  summary: 'Create or update a branch user at the authority (a placeholder is sent for the password)',
  body: branchUserInputSchema,
  result: branchUserSchema,
});

export const getBranchUsers = defineRoute({
  id: 'P19',
  method: 'GET',
  path: '/v1/api/GetBranchUsers',
  tag: TAG,
  modules: ETIMS,
  summary: 'The branch users registered through P7, newest first (added; never a password)',
  query: z.object({ businessId: idParam }),
  result: z.array(branchUserSchema),
});

export const getBranchNotices = defineRoute({
  id: 'P8',
  method: 'POST',
  path: '/v1/api/BranchNotices',
  tag: TAG,
  modules: ETIMS,
  callsProvider: true,
  summary: "The authority's notices for a branch, newest first (pulled since the last pull, kept by number)",
  body: z.object({ pin: kraPinSchema, branchId: kraBranchIdSchema, businessId: idSchema }),
  result: z.array(noticeOutSchema),
});

export const saveBranchInsurance = defineRoute({
  id: 'P9',
  method: 'POST',
  path: '/v1/api/SaveBranchInsurance',
  tag: TAG,
  modules: ETIMS,
  callsProvider: true,
  summary: 'Save a branch insurance entry at the authority',
  body: branchInsuranceSchema,
  result: branchInsuranceSchema,
});

export const saveItemComposition = defineRoute({
  id: 'P14',
  method: 'POST',
  path: '/v1/api/SaveItemComposition',
  tag: TAG,
  modules: ETIMS,
  callsProvider: true,
  summary: 'Record a component of a produced item (both items registered first)',
  body: itemCompositionSchema,
  result: itemCompositionSchema,
});

export const itemCompositionRowSchema = itemCompositionSchema.extend({ itemName: z.string().nullable(), compositionItemName: z.string().nullable() });
export type ItemCompositionRow = z.infer<typeof itemCompositionRowSchema>;

export const getBranchInsurances = defineRoute({
  id: 'P20',
  method: 'GET',
  path: '/v1/api/GetBranchInsurances',
  tag: TAG,
  modules: ETIMS,
  summary: 'The insurance schemes saved through P9, by code (added)',
  query: z.object({ businessId: idParam }),
  result: z.array(branchInsuranceSchema),
});

export const getItemCompositions = defineRoute({
  id: 'P21',
  method: 'GET',
  path: '/v1/api/GetItemCompositions',
  tag: TAG,
  modules: ETIMS,
  summary: 'The item compositions recorded through P14, by item, with the products named (added)',
  query: z.object({ businessId: idParam }),
  result: z.array(itemCompositionRowSchema),
});
