import { useCallback, useState } from 'react';
import { Alert, Box, Button, Card, Stack, Typography } from '@mui/material';
import ClearAllOutlinedIcon from '@mui/icons-material/ClearAllOutlined';
import FileDownloadOutlinedIcon from '@mui/icons-material/FileDownloadOutlined';
import type { GridPaginationModel } from '@mui/x-data-grid';
import { useTranslation } from '@/lib/translation/use-translation';
import toast from 'react-hot-toast/headless';
import type { Product, StockHistoryRow } from '@dukani/contracts';
import { ConfirmDialog } from '@/components/form/confirm-dialog';
import { errorText, showSaveError } from '@/lib/form/show-save-error';
import { exportRowsCsv } from '@/lib/format/export-rows-csv';
import { PAGE_SIZES } from '@/components/data-grid/server-data-grid';
import { useClearStockHistory } from '@/api/stock/clear-stock-history';
import { useDeleteStockEntry } from '@/api/stock/delete-stock-entry';
import { findAllStockHistory } from '@/api/stock/export-stock-history';
import { useStockActivity } from '@/api/stock/get-stock-activity';
import type { StockHistoryFilter } from '@/api/stock/stock-keys';
import { StockHistoryGrid } from './stock-history-grid';
import { DateTextField } from '@/components/form/date-text-field';

/** Two date fields side by side on a 360 px phone: slimmer input padding keeps "dd/mm/yyyy" and its calendar icon whole. */
const DATE_FIELD_STYLE = {
  width: { xs: 'calc(50% - 6px)', sm: 170 },
  '& input': { px: { xs: 1.25, sm: 1.75 }, fontSize: { xs: '0.875rem', sm: '1rem' } },
} as const;

const CSV_HEADER = ['actionDate', 'adjustmentType', 'change', 'quantityBefore', 'quantityAfter', 'variantName', 'reason', 'note', 'userName'];

/** The product's history: date range, server-paged grid, CSV export, delete one row or all (quantities stay). */
export function StockHistorySection({ product }: { product: Product }) {
  const { t } = useTranslation('catalog');
  const [filter, setFilter] = useState<StockHistoryFilter>({});
  const [paging, setPaging] = useState<GridPaginationModel>({ page: 0, pageSize: PAGE_SIZES[0] });
  const history = useStockActivity(product.id, filter, paging.page + 1, paging.pageSize);
  const removeRow = useDeleteStockEntry(product.id);
  const clearAll = useClearStockHistory(product.id);
  const [deleting, setDeleting] = useState<StockHistoryRow | null>(null);
  const [isClearing, setIsClearing] = useState(false);
  const [isExporting, setIsExporting] = useState(false);
  const total = history.data?.totalRecords ?? 0;

  const onDateChange = (key: keyof StockHistoryFilter, value: string) => {
    setFilter((current) => ({ ...current, [key]: value || undefined }));
    setPaging((current) => ({ ...current, page: 0 }));
  };
  const onDelete = useCallback((row: StockHistoryRow) => setDeleting(row), []);

  const onConfirmDelete = async () => {
    if (!deleting) return;
    try {
      await removeRow.mutateAsync(deleting.id);
      toast.success(t('stock.history.rowDeleted'));
    } catch (error) {
      showSaveError(error, t('errors.deleteFailed'));
    }
    setDeleting(null);
  };

  const onConfirmClear = async () => {
    try {
      const { deleted } = await clearAll.mutateAsync();
      toast.success(t('stock.history.cleared', { count: deleted }));
      setPaging((current) => ({ ...current, page: 0 }));
    } catch (error) {
      showSaveError(error, t('errors.deleteFailed'));
    }
    setIsClearing(false);
  };

  const onExport = async () => {
    setIsExporting(true);
    try {
      const rows = await findAllStockHistory(product.id, filter);
      const body = rows.map((r) => [r.actionDate, r.adjustmentType, r.change, r.quantityBefore, r.quantityAfter, r.variantName, r.reason, r.note, r.userName]);
      const slug =
        product.name
          .toLowerCase()
          .replace(/[^a-z0-9]+/g, '-')
          .replace(/^-|-$/g, '') || String(product.id);
      exportRowsCsv(`stock-history-${slug}.csv`, [CSV_HEADER, ...body]);
    } catch (error) {
      showSaveError(error, t('errors.loadFailed'));
    }
    setIsExporting(false);
  };

  return (
    <Card component="section" aria-labelledby="stock-history-title">
      <Stack
        direction={{ xs: 'column', lg: 'row' }}
        spacing={2}
        sx={{ p: { xs: 2, sm: 3 }, pb: 2, alignItems: { lg: 'center' }, justifyContent: 'space-between' }}
      >
        <Box>
          <Typography id="stock-history-title" variant="h6" component="h2">
            {t('stock.history.title')}
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {t('stock.history.subtitle', { count: total })}
          </Typography>
        </Box>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center' }}>
          <DateTextField
            size="small"
            label={t('stock.history.from')}
            value={filter.startDate ?? ''}
            onChange={(day) => onDateChange('startDate', day)}
            sx={DATE_FIELD_STYLE}
          />
          <DateTextField
            size="small"
            label={t('stock.history.to')}
            value={filter.endDate ?? ''}
            onChange={(day) => onDateChange('endDate', day)}
            sx={DATE_FIELD_STYLE}
          />
          <Button
            variant="outlined"
            startIcon={<FileDownloadOutlinedIcon />}
            onClick={() => void onExport()}
            loading={isExporting}
            loadingPosition="start"
            disabled={total === 0}
            sx={{ flexGrow: { xs: 1, sm: 0 } }}
          >
            {t('stock.history.export')}
          </Button>
          <Button
            color="error"
            startIcon={<ClearAllOutlinedIcon />}
            onClick={() => setIsClearing(true)}
            disabled={total === 0}
            sx={{ flexGrow: { xs: 1, sm: 0 } }}
          >
            {t('stock.history.clear')}
          </Button>
        </Box>
      </Stack>
      {history.isError && (
        <Alert severity="error" sx={{ mx: 3, mb: 2 }}>
          {errorText(history.error, t('errors.loadFailed'))}
        </Alert>
      )}
      <Box aria-busy={history.isPending ? 'true' : undefined}>
        <StockHistoryGrid
          rows={history.data?.data ?? []}
          rowCount={total}
          loading={history.isFetching}
          hasVariants={product.variants.length > 0}
          paginationModel={paging}
          onPaginationModelChange={setPaging}
          onDelete={onDelete}
        />
      </Box>
      <ConfirmDialog
        open={deleting !== null}
        title={t('stock.history.deleteTitle')}
        message={t('stock.history.deleteText')}
        confirmLabel={t('stock.history.deleteRow')}
        busy={removeRow.isPending}
        onConfirm={() => void onConfirmDelete()}
        onClose={() => setDeleting(null)}
      />
      <ConfirmDialog
        open={isClearing}
        title={t('stock.history.clearTitle')}
        message={t('stock.history.clearText', { name: product.name })}
        confirmLabel={t('stock.history.clear')}
        busy={clearAll.isPending}
        onConfirm={() => void onConfirmClear()}
        onClose={() => setIsClearing(false)}
      />
    </Card>
  );
}
