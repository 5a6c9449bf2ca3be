import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReceiptSettings, RouteBodyInput } from '@dukani/contracts';
import { saveReceiptSettings as saveReceiptSettingsRoute } from '@dukani/contracts/routes/save-receipt-settings';
import { apiCall } from '@/lib/api-client';
import { settingsKeys } from './settings-keys';
import type { ReceiptAndRegisterSettings } from './get-receipt-settings';

export interface SaveReceiptSettingsOptions {
  data: RouteBodyInput<typeof saveReceiptSettingsRoute>;
  /** A new receipt logo; null keeps the stored one. */
  logo: File | null;
}

/** E1: create or update the receipt settings (no id = create), with the logo as a multipart part. */
export function saveReceiptSettings({ data, logo }: SaveReceiptSettingsOptions): Promise<ReceiptSettings> {
  return apiCall(saveReceiptSettingsRoute, { body: data, files: { logo } });
}

export function useSaveReceiptSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveReceiptSettings,
    onSuccess: (saved) => {
      // Keep the register settings E2 returned; E1 only answers with the receipt part.
      queryClient.setQueryData<ReceiptAndRegisterSettings>(settingsKeys.receipt(saved.businessId), (old) => (old ? { ...old, ...saved } : old));
    },
  });
}
