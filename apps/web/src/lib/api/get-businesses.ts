import { queryOptions, useQuery } from '@tanstack/react-query';
import { getBusinesses } from '@dukani/contracts';
import { apiCall } from '../api-client';
import { queryKeys } from '../query-keys';

/** C1: the businesses the caller is linked to. */
export const fetchBusinesses = (signal?: AbortSignal) => apiCall(getBusinesses, { signal });

export const businessesQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.businesses(), queryFn: ({ signal }) => fetchBusinesses(signal) });

export const useBusinesses = () => useQuery(businessesQueryOptions());
