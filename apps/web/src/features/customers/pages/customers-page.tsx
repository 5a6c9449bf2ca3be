import { useState } from 'react';
import { businessDateOf } from '@dukani/domain';
import { Alert, Button, Card, Divider, Stack } from '@mui/material';
import FileDownloadOutlinedIcon from '@mui/icons-material/FileDownloadOutlined';
import UploadFileOutlinedIcon from '@mui/icons-material/UploadFileOutlined';
import { useTranslation } from '@/lib/translation/use-translation';
import toast from 'react-hot-toast/headless';
import { SectionPageLayout } from '@/components/layout/page-layout';
import { exportRowsCsv } from '@/lib/format/export-rows-csv';
import { errorText, showSaveError } from '@/lib/form/show-save-error';
import { useDebouncedValue } from '@/lib/hooks/use-debounced-value';
import { useSession } from '@/lib/session-store';
import type { CustomerListFilters } from '@/api/customers/customer-keys';
import { findAllCustomers, usePaginatedCustomers } from '@/api/customers/get-paginated-customers';
import { CustomerImportDialog } from '../components/customer-import-dialog';
import { CustomersGrid } from '../components/customers-grid';
import { CustomersToolbar } from '../components/customers-toolbar';
import { toCustomerCsvRows } from '../utils/customer-csv';

/** /customers: every live customer with what they owe (H16), search, the Owing filter, import and export. */
export function CustomersPage() {
  const { t } = useTranslation('customers');
  const businessId = useSession((state) => state.businessId);
  // The file is named by the shop's day (Nairobi), as the rows in it are dated.
  const country = useSession((state) => state.activeBusiness?.country) ?? 'KE';
  const [search, setSearch] = useState('');
  const [balance, setBalance] = useState<CustomerListFilters['Balance']>('All');
  const [paging, setPaging] = useState({ page: 1, pageSize: 25 });
  const [isImporting, setImporting] = useState(false);
  const [isExporting, setExporting] = useState(false);
  const searchParam = useDebouncedValue(search.trim());
  const filters: CustomerListFilters = {
    ...(searchParam ? { SearchParam: searchParam } : {}),
    Balance: balance,
    CurrentPageNumber: paging.page,
    PageSize: paging.pageSize,
  };
  const customers = usePaginatedCustomers(businessId, filters);

  const onExport = async () => {
    if (!businessId || isExporting) return;
    setExporting(true);
    try {
      const rows = await findAllCustomers(businessId, { ...(searchParam ? { SearchParam: searchParam } : {}), Balance: balance });
      exportRowsCsv(`${t('export.fileName')}-${businessDateOf(country, new Date())}.csv`, toCustomerCsvRows(rows));
      toast.success(t('export.done', { count: rows.length }));
    } catch (error) {
      showSaveError(error, t('errors.operationFailed'));
    } finally {
      setExporting(false);
    }
  };

  return (
    <SectionPageLayout
      title={t('list.title')}
      description={t('list.description')}
      breadcrumbsLabel={t('layout.breadcrumbs')}
      rowFrom="md"
      actions={
        <Stack direction="row" spacing={1}>
          <Button variant="outlined" startIcon={<UploadFileOutlinedIcon />} onClick={() => setImporting(true)}>
            {t('import.button')}
          </Button>
          <Button variant="outlined" startIcon={<FileDownloadOutlinedIcon />} loading={isExporting} loadingPosition="start" onClick={() => void onExport()}>
            {t('export.button')}
          </Button>
        </Stack>
      }
    >
      <Card variant="outlined">
        <CustomersToolbar
          search={search}
          balance={balance}
          total={customers.data?.totalRecords ?? null}
          onSearch={(next) => {
            setSearch(next);
            setPaging((old) => ({ ...old, page: 1 }));
          }}
          onBalance={(next) => {
            setBalance(next);
            setPaging((old) => ({ ...old, page: 1 }));
          }}
        />
        <Divider />
        {customers.error && (
          <Alert severity="error" sx={{ m: 2 }}>
            {errorText(customers.error, t('list.loadFailed'))}
          </Alert>
        )}
        <CustomersGrid
          rows={customers.data?.data ?? []}
          rowCount={customers.data?.totalRecords ?? 0}
          page={paging.page}
          pageSize={paging.pageSize}
          isLoading={customers.isFetching}
          isFiltered={Boolean(searchParam) || balance !== 'All'}
          onPageChange={(page, pageSize) => setPaging({ page: pageSize === paging.pageSize ? page : 1, pageSize })}
        />
      </Card>
      {isImporting && businessId && <CustomerImportDialog businessId={businessId} onClose={() => setImporting(false)} />}
    </SectionPageLayout>
  );
}

export default CustomersPage;
