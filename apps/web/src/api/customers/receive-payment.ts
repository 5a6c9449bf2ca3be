import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DebitInput } from '@dukani/contracts';
import { addCustomerDebit } from '@dukani/contracts/routes/add-customer-debit';
import { apiCall } from '@/lib/api-client';
import { invalidateResources } from '@/api/invalidate';
import { customerKeys } from './customer-keys';

export interface ReceivePaymentOptions {
  customerId: number;
  input: DebitInput;
  /** One key per payment the user confirms, reused if that payment is retried (API.md §1.8). */
  idempotencyKey: string;
}

/** H7: money received from the customer; every balance on screen (list, picker, page) refreshes. */
export function useReceivePayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ customerId, input, idempotencyKey }: ReceivePaymentOptions) =>
      apiCall(addCustomerDebit, { params: { customerId }, body: input, idempotencyKey }),
    onSuccess: () => invalidateResources(queryClient, customerKeys),
  });
}
