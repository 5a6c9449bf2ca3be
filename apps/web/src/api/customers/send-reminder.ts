import { useMutation } from '@tanstack/react-query';
import { sendCustomerReminder } from '@dukani/contracts/routes/send-customer-reminder';
import { apiCall } from '@/lib/api-client';

/** H17: text the customer what they owe; nothing cached changes, so nothing is refreshed. */
export function useSendReminder() {
  return useMutation({ mutationFn: (customerId: number) => apiCall(sendCustomerReminder, { params: { customerId } }) });
}
