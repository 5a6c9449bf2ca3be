import { signOutCashier as signOutCashierRoute } from '@dukani/contracts/routes/sign-out-cashier';
import { apiCall } from '@/lib/api-client';

/** T4: revoke this cashier's refresh token before the device shows the sign-in to the next one. */
export function signOutCashier(refreshToken: string): Promise<null> {
  return apiCall(signOutCashierRoute, { body: { refreshToken } });
}
