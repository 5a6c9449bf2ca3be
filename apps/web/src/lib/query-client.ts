import { QueryClient } from '@tanstack/react-query';
import { isApiError } from './api-client';

/**
 * One client for the app. A 4xx is an answer, not a glitch: retrying it only burns a shop's
 * mobile data, so only network failures and 5xx are retried, once.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      retry: (failureCount, error) => {
        if (isApiError(error) && error.status >= 400 && error.status < 500) return false;
        return failureCount < 1;
      },
      refetchOnWindowFocus: false,
    },
    mutations: { retry: false },
  },
});
