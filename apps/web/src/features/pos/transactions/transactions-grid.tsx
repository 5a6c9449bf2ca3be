import { useMemo } from 'react';
import { Box, Chip, Typography, useMediaQuery, useTheme } from '@mui/material';
import type { GridColDef, GridPaginationModel } from '@mui/x-data-grid';
import { useTranslation } from '@/lib/translation/use-translation';
import type { TransactionRow } from '@dukani/contracts';
import { ServerDataGrid } from '@/components/data-grid/server-data-grid';
import { useCatalogFormat } from '@/lib/format/catalog-format';
import { useMethodLabel } from '@/components/payments/use-method-label';

interface TransactionsGridProps {
  rows: TransactionRow[];
  rowCount: number;
  loading: boolean;
  paginationModel: GridPaginationModel;
  onPaginationModelChange: (model: GridPaginationModel) => void;
  onOpen: (row: TransactionRow) => void;
  label: string;
}

/**
 * L7/L8 rows, server-paged; a row (or Enter on it) opens the transaction. A refund or credit note is a row of its
 * own with a chip and negative amounts (L7); a sale something was returned against says how much. On phones two
 * columns carry the rest.
 */
export function TransactionsGrid({ rows, rowCount, loading, paginationModel, onPaginationModelChange, onOpen, label }: TransactionsGridProps) {
  const { t, i18n } = useTranslation('pos');
  const format = useCatalogFormat();
  const methodLabel = useMethodLabel();
  const isPhone = useMediaQuery(useTheme().breakpoints.down('sm'));

  const columns = useMemo<GridColDef<TransactionRow>[]>(() => {
    const modes = (row: TransactionRow) => row.paymentSummary.map((p) => methodLabel(p)).join(' + ');
    const caption = { color: 'text.secondary', display: 'block', lineHeight: 1.3, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' } as const;
    const kindChip = (row: TransactionRow) => <Chip size="small" color="warning" variant="outlined" label={t(`transactions.linked.kinds.${row.kind}`)} />;
    const amount: GridColDef<TransactionRow> = {
      field: 'total',
      headerName: t('transactions.columns.total'),
      width: isPhone ? 110 : 130,
      align: 'right',
      headerAlign: 'right',
      renderCell: ({ row }) => (
        <Box
          sx={{ height: '100%', display: 'flex', flexDirection: 'column', justifyContent: 'center', alignItems: 'flex-end', lineHeight: 1.3, width: '100%' }}
        >
          <Typography variant="body2" sx={{ fontWeight: 700, fontVariantNumeric: 'tabular-nums', color: row.total < 0 ? 'error.main' : undefined }}>
            {format.money(row.total)}
          </Typography>
          {/* The totals line adds up `total` (API.md L7's sum); a delivery fee is shown beside it, not inside. */}
          {row.shippingFee > 0 && (
            <Typography variant="caption" sx={caption}>
              {t('transactions.delivery', { amount: format.money(row.shippingFee) })}
            </Typography>
          )}
          {row.balance > 0 && (
            <Typography variant="caption" sx={{ ...caption, color: 'warning.main' }}>
              {t('transactions.owing', { amount: format.money(row.balance) })}
            </Typography>
          )}
          {row.returnedAmount > 0 && (
            <Typography variant="caption" sx={{ ...caption, color: 'warning.main' }}>
              {t('transactions.returned', { amount: format.money(row.returnedAmount) })}
            </Typography>
          )}
        </Box>
      ),
    };
    if (isPhone) {
      return [
        {
          field: 'receiptNo',
          headerName: t('transactions.columns.sale'),
          flex: 1,
          minWidth: 0,
          renderCell: ({ row }) => (
            <Box sx={{ lineHeight: 1.3, minWidth: 0 }}>
              <Typography variant="body2" component="div" sx={{ fontWeight: 600, display: 'flex', alignItems: 'center', gap: 0.75 }}>
                {row.receiptNo}
                {row.salesType === 2 ? ` · ${t('transactions.types.order')}` : ''}
                {row.kind !== 'Sale' && kindChip(row)}
              </Typography>
              <Typography variant="caption" sx={caption}>
                {format.dateTime(row.transactionDate)} · {modes(row)}
              </Typography>
              {row.clientName && (
                <Typography variant="caption" sx={caption}>
                  {row.clientName}
                </Typography>
              )}
            </Box>
          ),
        },
        amount,
      ];
    }
    return [
      {
        field: 'transactionDate',
        headerName: t('transactions.columns.date'),
        minWidth: 160,
        flex: 0.9,
        valueFormatter: (value: string) => format.dateTime(value),
      },
      { field: 'receiptNo', headerName: t('transactions.columns.receiptNo'), width: 110 },
      {
        field: 'clientName',
        headerName: t('transactions.columns.client'),
        minWidth: 140,
        flex: 1,
        valueGetter: (_value, row) => [row.clientName, row.clientPhone].filter(Boolean).join(' · '),
      },
      { field: 'paymentSummary', headerName: t('transactions.columns.payment'), minWidth: 140, flex: 1, valueGetter: (_value, row) => modes(row) },
      {
        field: 'salesType',
        headerName: t('transactions.columns.type'),
        width: 130,
        renderCell: ({ row }) =>
          row.kind === 'Sale' ? (
            <Chip size="small" variant="outlined" label={row.salesType === 2 ? t('transactions.types.order') : t('transactions.types.pos')} />
          ) : (
            kindChip(row)
          ),
      },
      { field: 'itemCount', headerName: t('transactions.columns.items'), width: 80, align: 'right', headerAlign: 'right' },
      { field: 'cashierName', headerName: t('transactions.columns.cashier'), minWidth: 120, flex: 0.7 },
      amount,
    ];
    // methodLabel and format follow the language; rebuilding columns each render would reset the grid's layout.
  }, [t, i18n.language, isPhone]);

  return (
    <ServerDataGrid
      aria-label={label}
      rows={rows}
      columns={columns}
      getRowId={(row) => row.transactionId}
      rowCount={rowCount}
      loading={loading}
      paginationModel={paginationModel}
      onPaginationModelChange={onPaginationModelChange}
      onRowClick={({ row }) => onOpen(row)}
      onCellKeyDown={({ row }, event) => {
        if (event.key === 'Enter') onOpen(row);
      }}
      getRowHeight={() => (isPhone ? 'auto' : null)}
      localeText={{ noRowsLabel: t('transactions.empty') }}
      sx={{ '& .MuiDataGrid-row': { cursor: 'pointer' }, '& .MuiDataGrid-cell': { py: isPhone ? 0.75 : 0 } }}
    />
  );
}
