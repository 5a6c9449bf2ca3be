import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { getCashRegisterReport } from '@dukani/contracts/routes/get-cash-register-report';
import { getSalesReport } from '@dukani/contracts/routes/get-sales-report';
import { getZReport } from '@dukani/contracts/routes/get-z-report';
import { getZReportPdf } from '@dukani/contracts/routes/get-z-report-pdf';
import { apiCall } from '@/lib/api-client';
import { apiBlob } from '@/lib/api-download';
import { saveBlob } from '@/lib/format/download-csv';

const registerReportKeys = {
  all: ['reports', 'register'] as const,
  period: (businessId: number, startDate: string, endDate: string, userId: number | null) =>
    ['reports', 'register', businessId, startDate, endDate, userId] as const,
  zReport: (businessId: number, sessionId: number) => ['reports', 'register', 'z', businessId, sessionId] as const,
};

/** R1: the shifts opened in the period, for one user or all, and their totals. */
export function useRegisterReport(businessId: number, startDate: string, endDate: string, userId: number | null) {
  return useQuery({
    queryKey: registerReportKeys.period(businessId, startDate, endDate, userId),
    queryFn: ({ signal }) =>
      apiCall(getCashRegisterReport, {
        query: { BusinessId: businessId, StartDate: startDate, EndDate: endDate, ...(userId ? { UserId: userId } : {}) },
        signal,
      }),
    enabled: businessId > 0 && startDate !== '' && endDate !== '' && startDate <= endDate,
    placeholderData: keepPreviousData,
  });
}

/** R4: one shift's Z report. */
export function useZReport(businessId: number, sessionId: number) {
  return useQuery({
    queryKey: registerReportKeys.zReport(businessId, sessionId),
    queryFn: ({ signal }) => apiCall(getZReport, { params: { businessId, sessionId }, signal }),
  });
}

/** R5: the Z report as a PDF file, saved by the browser's own download. */
export async function downloadZReportPdf(businessId: number, sessionId: number): Promise<void> {
  const pdf = await apiBlob(getZReportPdf, { params: { businessId, sessionId } });
  saveBlob(`z-report-${sessionId}.pdf`, pdf);
}

/** R6: what sold in the period, per product and per category. */
export function useSalesReport(businessId: number, startDate: string, endDate: string) {
  return useQuery({
    queryKey: ['reports', 'sales', businessId, startDate, endDate] as const,
    queryFn: ({ signal }) => apiCall(getSalesReport, { params: { businessId }, query: { StartDate: startDate, EndDate: endDate }, signal }),
    enabled: businessId > 0 && startDate !== '' && endDate !== '' && startDate <= endDate,
    placeholderData: keepPreviousData,
  });
}
