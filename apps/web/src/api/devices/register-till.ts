import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RouteBodyInput, RouteResult } from '@dukani/contracts';
import { registerTill as registerTillRoute } from '@dukani/contracts/routes/register-till';
import { apiCall } from '@/lib/api-client';
import { invalidateResources } from '../invalidate';
import { deviceKeys } from './device-keys';

/** T1: mark this device as a shop till; the answer's token is the device's to keep. */
export function registerTill(body: RouteBodyInput<typeof registerTillRoute>): Promise<RouteResult<typeof registerTillRoute>> {
  return apiCall(registerTillRoute, { body, idempotencyKey: crypto.randomUUID() });
}

export function useRegisterTill() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: registerTill, onSuccess: () => invalidateResources(queryClient, deviceKeys) });
}
