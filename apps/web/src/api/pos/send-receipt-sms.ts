import { useMutation } from '@tanstack/react-query';
import { sendReceiptSms } from '@dukani/contracts/routes/send-receipt-sms';
import { apiCall } from '@/lib/api-client';

/** K8: the receipt's link by SMS through the shop's outbox. It changes no data a screen shows, so nothing is invalidated. */
export function useSendReceiptSms(businessId: number, transactionId: number) {
  return useMutation({
    mutationFn: (phone: string) => apiCall(sendReceiptSms, { params: { businessId, transactionId }, body: { phone } }),
  });
}
