import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { deleteNotifications } from '@dukani/contracts/routes/delete-notifications';
import { getAllNotifications } from '@dukani/contracts/routes/get-all-notifications';
import { markNotificationsRead } from '@dukani/contracts/routes/mark-notifications-read';
import { apiCall } from '@/lib/api-client';

/**
 * Polled, not pushed: a 30 s poll of one small indexed query costs the server less than an open event stream
 * per tab on a cheap phone with a flaky line, and a low-stock notice 30 s late is still in time.
 */
export const NOTIFICATION_POLL_MS = 30_000;

export const notificationKeys = {
  all: ['notifications'] as const,
  list: (businessId: number, unreadOnly: boolean, pageSize: number) => ['notifications', businessId, unreadOnly, pageSize] as const,
};

/** The product spec: notification errors are logged, never shown to the user. */
const logFailure = (what: string) => (error: unknown) => console.error(`notifications: ${what} failed`, error);

/** O1: the newest notices of the business and its unread count, refreshed every 30 s and when the tab returns. */
export function useNotifications(businessId: number | null, unreadOnly: boolean, pageSize: number) {
  return useQuery({
    queryKey: notificationKeys.list(businessId ?? 0, unreadOnly, pageSize),
    queryFn: ({ signal }) =>
      apiCall(getAllNotifications, {
        query: { businessId: businessId!, ...(unreadOnly ? { isRead: 'false' as const } : {}) },
        body: { currentPageNumber: 1, pageSize },
        signal,
      }).catch((error: unknown) => {
        logFailure('loading')(error);
        throw error;
      }),
    enabled: businessId !== null,
    refetchInterval: NOTIFICATION_POLL_MS,
    refetchOnWindowFocus: true,
    placeholderData: keepPreviousData,
    retry: false,
  });
}

/** O2 and O3; every list and the bell's count refresh after either. */
export function useChangeNotifications(businessId: number | null) {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: notificationKeys.all });
  const markRead = useMutation({
    mutationFn: (notificationIds: number[]) => apiCall(markNotificationsRead, { body: { businessId: businessId!, notificationIds } }),
    onSuccess: refresh,
    onError: logFailure('marking read'),
  });
  const remove = useMutation({
    mutationFn: (notificationIds: number[]) => apiCall(deleteNotifications, { body: { businessId: businessId!, notificationIds } }),
    onSuccess: refresh,
    onError: logFailure('deleting'),
  });
  return { markRead, remove };
}
