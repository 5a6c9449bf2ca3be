import type { SalesFilter } from '@/api/pos/pos-keys';
import { useState } from 'react';
import { Alert, Button, Paper } from '@mui/material';
import FileDownloadOutlinedIcon from '@mui/icons-material/FileDownloadOutlined';
import { useTranslation } from '@/lib/translation/use-translation';
import { SectionPageLayout } from '@/components/layout/page-layout';
import { TotalsLine } from '@/components/data-grid/totals-line';
import { findAllSales, useSalesPage } from '@/api/pos/get-sales-page';
import { useCatalogFormat } from '@/lib/format/catalog-format';
import { exportRowsCsv } from '@/lib/format/export-rows-csv';
import { showSaveError } from '@/lib/form/show-save-error';
import { seesWholeShop, useSession } from '@/lib/session-store';
import { TransactionDrawer } from '../transactions/transaction-drawer';
import { SaleCorrections } from '../transactions/sale-corrections';
import { TransactionFilters } from '../transactions/transaction-filters';
import { TransactionsGrid } from '../transactions/transactions-grid';
import { useListState } from '@/lib/hooks/use-list-state';

const CSV_HEADER = [
  'transactionDate',
  'receiptNo',
  'salesType',
  'clientName',
  'clientPhone',
  'paymentModes',
  'referenceNumbers',
  'itemCount',
  'subTotal',
  'discount',
  'taxes',
  'shippingFee',
  'total',
  'totalPaid',
  'balance',
  'cashierName',
  'kind',
  'returnedAmount',
];

/** What the totals line calls its sum: net of returns over everything, else the filtered kind's own total. */
const SUM_LABELS = { all: 'transactions.sumNet', Sale: 'transactions.sum', Refund: 'transactions.sumBack', CreditNote: 'transactions.sumBack' } as const;

/**
 * /transactions: every sale of the shop and every refund and credit note as a row of its own (L7), with filters,
 * the net totals line, CSV export and each transaction's details (L2). A user who sees only their own
 * transactions (no reports: the server narrows the list) gets no shop total and no export.
 */
export default function TransactionsPage() {
  const { t } = useTranslation('pos');
  const format = useCatalogFormat();
  const businessId = useSession((s) => s.businessId) ?? 0;
  const wholeShop = useSession(seesWholeShop);
  const { today, preset, filter, paging, setPaging, onFilterChange } = useListState<SalesFilter>();
  const sales = useSalesPage(businessId, filter, paging.page + 1, paging.pageSize);
  const [openId, setOpenId] = useState<number | null>(null);
  const [isExporting, setIsExporting] = useState(false);
  const count = sales.data?.totalRecords ?? 0;

  const onExport = async () => {
    setIsExporting(true);
    try {
      const rows = await findAllSales(businessId, filter);
      const body = rows.map((r) => [
        r.transactionDate,
        r.receiptNo,
        r.salesType,
        r.clientName,
        r.clientPhone,
        r.paymentSummary.map((p) => p.paymentValue).join(' + '),
        r.paymentSummary
          .map((p) => p.referenceNumber)
          .filter(Boolean)
          .join(' + '),
        r.itemCount,
        r.subTotal,
        r.discount,
        r.taxes,
        r.shippingFee,
        r.total,
        r.totalPaid,
        r.balance,
        r.cashierName,
        r.kind,
        r.returnedAmount,
      ]);
      exportRowsCsv(`transactions-${filter.startDate ?? 'all'}-${filter.endDate ?? today}.csv`, [CSV_HEADER, ...body]);
    } catch (error) {
      showSaveError(error, t('sales.loadFailed'));
    }
    setIsExporting(false);
  };

  return (
    <SectionPageLayout
      title={t('transactions.title')}
      description={t(wholeShop ? 'transactions.description' : 'transactions.descriptionOwn')}
      breadcrumbsLabel={t('nav.transactions')}
      rowFrom="sm"
      actions={
        wholeShop && (
          <Button
            variant="outlined"
            startIcon={<FileDownloadOutlinedIcon />}
            onClick={() => void onExport()}
            loading={isExporting}
            loadingPosition="start"
            disabled={count === 0}
          >
            {t('transactions.export')}
          </Button>
        )
      }
    >
      <TransactionFilters filter={filter} preset={preset} today={today} onChange={onFilterChange} />
      {!wholeShop && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {t('transactions.ownOnly')}
        </Alert>
      )}
      {sales.isError && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {sales.error.message || t('sales.loadFailed')}
        </Alert>
      )}
      <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
        <TotalsLine
          label={t('transactions.totals')}
          count={t('transactions.count', { count })}
          sum={wholeShop ? t(SUM_LABELS[filter.kind ?? 'all'], { amount: format.money(sales.data?.sum ?? 0) }) : undefined}
        />
        <TransactionsGrid
          label={t('transactions.title')}
          rows={sales.data?.data ?? []}
          rowCount={count}
          loading={sales.isFetching}
          paginationModel={paging}
          onPaginationModelChange={setPaging}
          onOpen={(row) => setOpenId(row.transactionId)}
        />
      </Paper>
      {openId !== null && (
        <TransactionDrawer
          businessId={businessId}
          transactionId={openId}
          onClose={() => setOpenId(null)}
          onOpen={setOpenId}
          renderCorrections={(sale) => <SaleCorrections sale={sale} onCreditNote={setOpenId} />}
        />
      )}
    </SectionPageLayout>
  );
}
