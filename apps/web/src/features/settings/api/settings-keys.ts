import { receiptSettingsKey } from '@/lib/api/get-receipt-settings';

/** Query keys of the settings feature. */
export const settingsKeys = {
  all: ['settings'] as const,
  receipt: receiptSettingsKey,
  defaultCurrency: (businessId: number) => [...settingsKeys.all, 'default-currency', businessId] as const,
};
