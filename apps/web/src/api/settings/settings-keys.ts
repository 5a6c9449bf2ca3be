import { receiptSettingsKey } from './get-receipt-settings';

/** Query keys of the settings feature. */
export const settingsKeys = {
  all: ['settings'] as const,
  receipt: receiptSettingsKey,
};
