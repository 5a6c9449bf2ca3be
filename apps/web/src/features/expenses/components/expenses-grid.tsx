import { useMemo } from 'react';
import { Chip, Link, Stack, Typography, useMediaQuery, useTheme } from '@mui/material';
import type { GridColDef, GridPaginationModel } from '@mui/x-data-grid';
import { useTranslation } from '@/lib/translation/use-translation';
import type { Expense } from '@dukani/contracts';
import { ServerDataGrid } from '@/components/data-grid/server-data-grid';
import { useCatalogFormat } from '@/lib/format/catalog-format';

interface ExpensesGridProps {
  rows: Expense[];
  rowCount: number;
  loading: boolean;
  paginationModel: GridPaginationModel;
  onPaginationModelChange: (model: GridPaginationModel) => void;
  onOpen: (row: Expense) => void;
}

/** M4's page: date, what it was for, category or supplier, the amount and what is still owed. */
export function ExpensesGrid({ rows, rowCount, loading, paginationModel, onPaginationModelChange, onOpen }: ExpensesGridProps) {
  const { t } = useTranslation('expenses');
  const format = useCatalogFormat();
  const theme = useTheme();
  const isPhone = useMediaQuery(theme.breakpoints.down('sm'));
  const columns = useMemo<GridColDef<Expense>[]>(
    () => [
      { field: 'transactionDateUTC', headerName: t('columns.date'), width: isPhone ? 78 : 120, valueFormatter: (value: string) => format.date(value) },
      {
        field: 'description',
        headerName: t('columns.what'),
        flex: 1,
        minWidth: isPhone ? 110 : 160,
        display: 'flex',
        renderCell: ({ row }) => (
          <Stack sx={{ minWidth: 0 }}>
            <Link component="button" type="button" onClick={() => onOpen(row)} sx={{ fontWeight: 600, textAlign: 'left' }} noWrap>
              {row.description || row.details.map((line) => line.item_Desc).join(', ')}
            </Link>
            <Typography variant="caption" sx={{ color: 'text.secondary' }} noWrap>
              {row.expensesType === 1
                ? t('columns.purchaseFrom', { supplier: row.supplierName ?? '' })
                : [...new Set(row.details.map((line) => line.categoryName).filter(Boolean))].join(', ') || t('columns.noCategory')}
            </Typography>
          </Stack>
        ),
      },
      { field: 'ref', headerName: t('columns.ref'), width: 120 },
      {
        field: 'receipt',
        headerName: t('columns.receipt'),
        width: 96,
        renderCell: ({ row }) =>
          row.receipt ? (
            <Link href={row.receipt} target="_blank" rel="noopener">
              {t('columns.viewReceipt')}
            </Link>
          ) : null,
      },
      {
        field: 'total',
        headerName: t('columns.total'),
        width: isPhone ? 124 : 150,
        align: 'right',
        headerAlign: 'right',
        display: 'flex',
        renderCell: ({ row }) => (
          <Stack sx={{ alignItems: 'flex-end', width: '100%' }}>
            <Typography variant="body2" sx={{ fontWeight: 700, fontVariantNumeric: 'tabular-nums' }}>
              {format.money(row.total)}
            </Typography>
            {row.balance > 0 && <Chip size="small" color="warning" variant="outlined" label={t('columns.owed', { amount: format.money(row.balance) })} />}
          </Stack>
        ),
      },
    ],
    [t, format, isPhone, onOpen],
  );
  return (
    <ServerDataGrid
      aria-label={t('list.title')}
      rows={rows}
      columns={columns}
      rowCount={rowCount}
      loading={loading}
      getRowHeight={() => 60}
      columnVisibilityModel={{ ref: !isPhone, receipt: !isPhone }}
      paginationModel={paginationModel}
      onPaginationModelChange={onPaginationModelChange}
      localeText={{ noRowsLabel: t('list.empty') }}
      sx={{ minHeight: 300, border: 0 }}
    />
  );
}
