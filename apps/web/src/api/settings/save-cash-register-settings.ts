import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CashRegisterSettings, RouteBodyInput } from '@dukani/contracts';
import { saveCashRegisterSettings as saveCashRegisterSettingsRoute } from '@dukani/contracts/routes/save-cash-register-settings';
import { apiCall } from '@/lib/api-client';
import { settingsKeys } from './settings-keys';
import { getReceiptSettings, type ReceiptAndRegisterSettings } from './get-receipt-settings';

/** E3: save the cash-register settings (the POS reads them back through E2). */
export function saveCashRegisterSettings(body: RouteBodyInput<typeof saveCashRegisterSettingsRoute>): Promise<CashRegisterSettings> {
  return apiCall(saveCashRegisterSettingsRoute, { body });
}

export function useSaveCashRegisterSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveCashRegisterSettings,
    onSuccess: (saved) => {
      queryClient.setQueryData<ReceiptAndRegisterSettings>(settingsKeys.receipt(saved.businessId), (old) =>
        old ? { ...old, cashRegisterSettings: saved } : old,
      );
    },
  });
}

/**
 * Set only "Require an open register session" (the sign-up's first-run question): E3 takes every switch, so the
 * others are read first and sent back as they are.
 */
export async function saveRequireOpenSession(businessId: number, requireOpenSession: boolean): Promise<CashRegisterSettings> {
  const current = (await getReceiptSettings(businessId)).cashRegisterSettings;
  return saveCashRegisterSettings({ ...current, businessId, requireOpenSession });
}
