import { useMutation } from '@tanstack/react-query';
import { shareCreditReport } from '@dukani/contracts/routes/share-credit-report';
import { apiCall } from '@/lib/api-client';

/** H18: a signed link to the statement PDF of a period, to open or send to the customer. */
export function useShareStatement(customerId: number) {
  return useMutation({
    mutationFn: ({ startDate, endDate }: { startDate: string; endDate: string }) =>
      apiCall(shareCreditReport, { params: { customerId }, body: { StartDate: startDate, EndDate: endDate } }),
  });
}

/** The PDF's address on this site (the server's PUBLIC_URL may not be where this browser reaches it). */
export const statementPdfUrl = (token: string) => `${window.location.origin}/api/Customer/StatementPdf/${token}`;
