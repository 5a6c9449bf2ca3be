import { useQuery } from '@tanstack/react-query';
import { getDashboard } from '@dukani/contracts/routes/get-dashboard';
import { apiCall } from '@/lib/api-client';

/** Its root is under the sales keys' refresh: a sale, refund or void refreshes the dashboard too. */
export const reportKeys = {
  all: ['reports'] as const,
  dashboard: (businessId: number) => ['reports', 'dashboard', businessId] as const,
};

/** R2: the owner's dashboard; refreshed every minute while open, so the day's figures move with the till. */
export function useDashboard(businessId: number | null, enabled: boolean) {
  return useQuery({
    queryKey: reportKeys.dashboard(businessId ?? 0),
    queryFn: ({ signal }) => apiCall(getDashboard, { params: { businessId: businessId! }, signal }),
    enabled: enabled && businessId !== null,
    refetchInterval: 60_000,
  });
}
