import { z } from 'zod';
import { defineRoute } from './route';
import { MAX_ID, idParam, idSchema, optionalText } from './common';

const TAG = 'Settings';

export const receiptSettingsInputSchema = z.object({
  id: z.number().int().nonnegative().max(MAX_ID, 'is not a valid id').nullish(),
  businessId: idSchema,
  tenantId: z.number().int().nonnegative().max(MAX_ID, 'is not a valid id').nullish(),
  showOrganizationName: z.boolean().default(true),
  showPhone: z.boolean().default(true),
  showEmail: z.boolean().default(true),
  showThankYouMessage: z.boolean().default(true),
  message: optionalText(300),
});
export type ReceiptSettingsInput = z.input<typeof receiptSettingsInputSchema>;

export const receiptSettingsSchema = z.object({
  id: z.number().int(),
  businessId: z.number().int(),
  tenantId: z.number().int(),
  logoUrl: z.string().nullable(),
  showOrganizationName: z.boolean(),
  showPhone: z.boolean(),
  showEmail: z.boolean(),
  showThankYouMessage: z.boolean(),
  message: z.string().nullable(),
});
export type ReceiptSettings = z.infer<typeof receiptSettingsSchema>;

export const cashRegisterSettingsSchema = z.object({
  businessId: idSchema,
  requireOpenSession: z.boolean().default(false),
  allowNegativeInventory: z.boolean().default(false),
  mobileMoneyEnabled: z.boolean().default(false),
  /** Uganda and Rwanda: with mobileMoneyEnabled, the till offers an MTN MoMo prompt (J1, J4). */
  mtnMomoEnabled: z.boolean().default(false),
  /** Uganda and Rwanda: with mobileMoneyEnabled, the till offers an Airtel Money prompt (J1, J4). */
  airtelMoneyEnabled: z.boolean().default(false),
});
export type CashRegisterSettings = z.infer<typeof cashRegisterSettingsSchema>;

export const saveReceiptSettings = defineRoute({
  id: 'E1',
  method: 'POST',
  path: '/api/Settings/SaveReceiptSettings',
  tag: TAG,
  modules: ['settings'],
  multipart: true,
  files: ['logo'],
  summary: 'Create or update receipt settings',
  body: receiptSettingsInputSchema,
  result: receiptSettingsSchema,
});

export const getReceiptSettings = defineRoute({
  id: 'E2',
  method: 'GET',
  path: '/api/Settings/GetReceiptSettings/{businessId}',
  tag: TAG,
  summary: 'Receipt settings plus the register settings',
  params: z.object({ businessId: idParam }),
  result: receiptSettingsSchema.extend({ cashRegisterSettings: cashRegisterSettingsSchema }),
});

export const saveCashRegisterSettings = defineRoute({
  id: 'E3',
  method: 'POST',
  path: '/api/Settings/SaveCashRegisterSettings',
  tag: TAG,
  modules: ['settings'],
  summary: 'Save the cash-register settings',
  body: cashRegisterSettingsSchema,
  result: cashRegisterSettingsSchema,
});
