import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { RouteBodyInput } from '@dukani/contracts';
import { getBranchInsurances } from '@dukani/contracts/routes/get-branch-insurances';
import { getBranchNotices } from '@dukani/contracts/routes/get-branch-notices';
import { getBranchUsers } from '@dukani/contracts/routes/get-branch-users';
import { getItemCompositions } from '@dukani/contracts/routes/get-item-compositions';
import { getEtimsCodeList } from '@dukani/contracts/routes/get-etims-code-list';
import { saveBranchInsurance } from '@dukani/contracts/routes/save-branch-insurance';
import { saveBranchUser } from '@dukani/contracts/routes/save-branch-user';
import { saveItemComposition } from '@dukani/contracts/routes/save-item-composition';
import { apiCall } from '@/lib/api-client';
import { etimsKeys } from './etims';

/** P8: the authority's notices for the device's branch (pulled since the last pull, kept ones when it is away). */
export function useBranchNotices(businessId: number, device: { pin: string; branchId: string } | null) {
  return useQuery({
    queryKey: [...etimsKeys.all, 'notices', businessId, device?.branchId ?? ''],
    queryFn: ({ signal }) => apiCall(getBranchNotices, { body: { businessId, pin: device!.pin, branchId: device!.branchId }, signal }),
    enabled: device !== null,
  });
}

/** P15: every code list synced from the authority (read-only). */
export function useEtimsCodeList(businessId: number) {
  return useQuery({
    queryKey: [...etimsKeys.all, 'codes', businessId],
    queryFn: ({ signal }) => apiCall(getEtimsCodeList, { query: { businessId }, signal }),
    staleTime: 10 * 60_000,
  });
}

const usersKey = (businessId: number) => [...etimsKeys.all, 'users', businessId] as const;

/** P19: the branch users registered through P7, newest first. */
export function useBranchUsers(businessId: number) {
  return useQuery({
    queryKey: usersKey(businessId),
    queryFn: ({ signal }) => apiCall(getBranchUsers, { query: { businessId }, signal }),
  });
}

/** P7: registers a branch user at the authority (the password never leaves the shop). */
export function useSaveBranchUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RouteBodyInput<typeof saveBranchUser>) => apiCall(saveBranchUser, { body }),
    onSuccess: (user) => queryClient.invalidateQueries({ queryKey: usersKey(user.businessId) }),
  });
}

const insurancesKey = (businessId: number) => [...etimsKeys.all, 'insurances', businessId] as const;
const compositionsKey = (businessId: number) => [...etimsKeys.all, 'compositions', businessId] as const;

/** P20: the insurers saved through P9, by branch and code. */
export function useBranchInsurances(businessId: number) {
  return useQuery({
    queryKey: insurancesKey(businessId),
    queryFn: ({ signal }) => apiCall(getBranchInsurances, { query: { businessId }, signal }),
  });
}

/** P9: saves an insurer the branch accepts. */
export function useSaveBranchInsurance() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RouteBodyInput<typeof saveBranchInsurance>) => apiCall(saveBranchInsurance, { body }),
    onSuccess: (entry) => queryClient.invalidateQueries({ queryKey: insurancesKey(entry.businessId) }),
  });
}

/** P21: the item compositions recorded through P14, with the products' names. */
export function useItemCompositions(businessId: number) {
  return useQuery({
    queryKey: compositionsKey(businessId),
    queryFn: ({ signal }) => apiCall(getItemCompositions, { query: { businessId }, signal }),
  });
}

/** P14: records one component of a produced item. */
export function useSaveItemComposition() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RouteBodyInput<typeof saveItemComposition>) => apiCall(saveItemComposition, { body }),
    onSuccess: (line) => queryClient.invalidateQueries({ queryKey: compositionsKey(line.businessId) }),
  });
}
