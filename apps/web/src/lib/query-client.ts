import { QueryClient } from '@tanstack/react-query';
import { isApiError } from './api-client';

/**
 * One client for the app. A 4xx is an answer, not a glitch: retrying it only burns a shop's
 * mobile data, so only network failures and 5xx are retried, once. Not while the browser says it has no line:
 * the till opened offline waited a second for each start-up read to fail twice before it used the copies
 * kept on the device (the session's businesses and plan, the till's snapshot).
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      retry: (failureCount, error) => {
        if (isApiError(error) && error.status >= 400 && error.status < 500) return false;
        if (typeof navigator !== 'undefined' && navigator.onLine === false) return false;
        return failureCount < 1;
      },
      refetchOnWindowFocus: false,
    },
    mutations: { retry: false },
  },
});
