import { useState } from 'react';
import { businessDateOf } from '@dukani/domain';
import { Alert, Button, Card, Divider, Stack, TextField, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import FileDownloadOutlinedIcon from '@mui/icons-material/FileDownloadOutlined';
import UploadFileOutlinedIcon from '@mui/icons-material/UploadFileOutlined';
import { useTranslation } from '@/lib/translation/use-translation';
import { SectionPageLayout } from '@/components/layout/page-layout';
import { useCatalogFormat } from '@/lib/format/catalog-format';
import { exportRowsCsv } from '@/lib/format/export-rows-csv';
import { errorText } from '@/lib/form/show-save-error';
import { useSession } from '@/lib/session-store';
import { useBusinessSuppliers } from '@/api/suppliers/get-business-suppliers';
import { usePayables } from '@/api/suppliers/get-supplier';
import { SupplierDialog } from '../components/supplier-dialog';
import { SupplierImportDialog } from '../components/supplier-import-dialog';
import { SuppliersGrid } from '../components/suppliers-grid';
import { toSupplierCsvRows } from '../utils/supplier-csv';

/** /suppliers: every live supplier with what the shop owes them (N1, N10), search, add, import and export. */
export default function SuppliersPage() {
  const { t } = useTranslation('expenses');
  const format = useCatalogFormat();
  const businessId = useSession((s) => s.businessId);
  // The file is named by the shop's day (Nairobi), as the rows in it are dated.
  const country = useSession((s) => s.activeBusiness?.country) ?? 'KE';
  const suppliers = useBusinessSuppliers(businessId);
  const payables = usePayables(businessId);
  const [search, setSearch] = useState('');
  const [isAdding, setAdding] = useState(false);
  const [isImporting, setImporting] = useState(false);
  const wanted = search.trim().toLowerCase();
  const rows = (suppliers.data ?? []).filter(
    (row) => !wanted || [row.supplierName, row.supplierPhoneNumber, row.supplierEmail].some((value) => value?.toLowerCase().includes(wanted)),
  );

  return (
    <SectionPageLayout
      title={t('suppliers.title')}
      description={t('suppliers.description')}
      breadcrumbsLabel={t('nav.suppliers')}
      rowFrom="md"
      actions={
        <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
          <Button variant="outlined" startIcon={<UploadFileOutlinedIcon />} onClick={() => setImporting(true)}>
            {t('import.button')}
          </Button>
          <Button
            variant="outlined"
            startIcon={<FileDownloadOutlinedIcon />}
            disabled={rows.length === 0}
            onClick={() => exportRowsCsv(`suppliers-${businessDateOf(country, new Date())}.csv`, toSupplierCsvRows(rows))}
          >
            {t('suppliers.export')}
          </Button>
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setAdding(true)}>
            {t('suppliers.add')}
          </Button>
        </Stack>
      }
    >
      {payables.data && (
        <Card variant="outlined" sx={{ p: 2, mb: 2 }} role="status" aria-label={t('suppliers.owedTitle')}>
          <Typography variant="overline" color="textSecondary">
            {t('suppliers.owedTitle')}
          </Typography>
          <Typography variant="h5" component="p" data-testid="owed-total">
            {format.money(payables.data.total)}
          </Typography>
          <Typography variant="body2" color={payables.data.overdue > 0 ? 'error' : 'textSecondary'}>
            {payables.data.data.length === 0
              ? t('suppliers.owedNone')
              : t('suppliers.owedDetail', {
                  count: payables.data.data.length,
                  overdue: format.money(payables.data.overdue),
                  due: format.date(payables.data.data[0]!.dueDate),
                })}
          </Typography>
        </Card>
      )}
      <Card variant="outlined">
        <Stack sx={{ p: 2 }}>
          <TextField size="small" label={t('suppliers.search')} value={search} onChange={(event) => setSearch(event.target.value)} sx={{ maxWidth: 360 }} />
        </Stack>
        <Divider />
        {suppliers.isError && (
          <Alert severity="error" sx={{ m: 2 }}>
            {errorText(suppliers.error, t('list.loadFailed'))}
          </Alert>
        )}
        <SuppliersGrid rows={rows} isLoading={suppliers.isFetching} />
      </Card>
      {isAdding && businessId && <SupplierDialog businessId={businessId} onClose={() => setAdding(false)} />}
      {isImporting && businessId && <SupplierImportDialog businessId={businessId} onClose={() => setImporting(false)} />}
    </SectionPageLayout>
  );
}
