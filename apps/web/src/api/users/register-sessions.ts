import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { approveRegisterSession } from '@dukani/contracts/routes/approve-register-session';
import { getUserCashSessions } from '@dukani/contracts/routes/get-user-cash-sessions';
import { apiCall } from '@/lib/api-client';
import { invalidateResources } from '@/api/invalidate';
import { posKeys } from '@/api/pos/pos-keys';

const sessionKeys = {
  all: ['register-sessions'] as const,
  ofUser: (businessId: number, userId: number, pageSize: number) => ['register-sessions', businessId, userId, pageSize] as const,
};

/** F11: a user's register shifts in this business, newest first. */
export function useUserCashSessions(businessId: number, userId: number, pageSize: number) {
  return useQuery({
    queryKey: sessionKeys.ofUser(businessId, userId, pageSize),
    queryFn: ({ signal }) => apiCall(getUserCashSessions, { body: { businessId, userId, currentPageNumber: 1, pageSize }, signal }),
    placeholderData: keepPreviousData,
  });
}

/** F12: an Owner or Admin approves a closed shift; the shift lists and the register screen refresh. */
export function useApproveCashSession(businessId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ sessionId, note }: { sessionId: number; note: string }) =>
      apiCall(approveRegisterSession, { body: { sessionId, businessId, note: note.trim() || null } }),
    onSuccess: () => invalidateResources(queryClient, sessionKeys, posKeys),
  });
}
