import type { SalesFilter } from '@/api/pos/pos-keys';
import { useState } from 'react';
import { Alert, Paper } from '@mui/material';
import { useTranslation } from '@/lib/translation/use-translation';
import { SectionPageLayout } from '@/components/layout/page-layout';
import { useVoidedSalesPage } from '@/api/pos/get-sales-page';
import { useSession } from '@/lib/session-store';
import { TransactionDrawer } from '../transactions/transaction-drawer';
import { TransactionFilters } from '../transactions/transaction-filters';
import { TransactionsGrid } from '../transactions/transactions-grid';
import { useListState } from '@/lib/hooks/use-list-state';

/** /transactions/voided: the sales that were voided (L8), each still opening its receipt. */
export default function VoidedSalesPage() {
  const { t } = useTranslation('pos');
  const businessId = useSession((s) => s.businessId) ?? 0;
  const { today, preset, filter, paging, setPaging, onFilterChange } = useListState<SalesFilter>();
  const sales = useVoidedSalesPage(businessId, filter, paging.page + 1, paging.pageSize);
  const [openId, setOpenId] = useState<number | null>(null);
  return (
    <SectionPageLayout
      title={t('transactions.voided.title')}
      description={t('transactions.voided.description')}
      breadcrumbsLabel={t('nav.voidedSales')}
      rowFrom="sm"
    >
      <TransactionFilters filter={filter} preset={preset} today={today} onChange={onFilterChange} isVoidedList />
      {sales.isError && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {sales.error.message || t('sales.loadFailed')}
        </Alert>
      )}
      <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
        <TransactionsGrid
          label={t('transactions.voided.title')}
          rows={sales.data?.data ?? []}
          rowCount={sales.data?.totalRecords ?? 0}
          loading={sales.isFetching}
          paginationModel={paging}
          onPaginationModelChange={setPaging}
          onOpen={(row) => setOpenId(row.transactionId)}
        />
      </Paper>
      {openId !== null && <TransactionDrawer businessId={businessId} transactionId={openId} onClose={() => setOpenId(null)} />}
    </SectionPageLayout>
  );
}
