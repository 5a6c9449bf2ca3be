import { useMemo } from 'react';
import { Box, IconButton, Tooltip, Typography, useMediaQuery, useTheme } from '@mui/material';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import type { GridColDef, GridPaginationModel } from '@mui/x-data-grid';
import { useTranslation } from '@/lib/translation/use-translation';
import { OPENING_STOCK_REASON, type StockHistoryRow } from '@dukani/contracts';
import { useCatalogFormat } from '@/lib/format/catalog-format';
import { ServerDataGrid } from '@/components/data-grid/server-data-grid';
import { MovementTypeChip } from './movement-type-chip';
import { reasonLabelKey, splitReason } from './stock-rules';

interface StockHistoryGridProps {
  rows: StockHistoryRow[];
  rowCount: number;
  loading: boolean;
  hasVariants: boolean;
  paginationModel: GridPaginationModel;
  onPaginationModelChange: (model: GridPaginationModel) => void;
  onDelete: (row: StockHistoryRow) => void;
}

/** I28 rows in a server-paged Data Grid; on phones the secondary columns are hidden. */
export function StockHistoryGrid({ rows, rowCount, loading, hasVariants, paginationModel, onPaginationModelChange, onDelete }: StockHistoryGridProps) {
  const { t, i18n } = useTranslation('catalog');
  const format = useCatalogFormat();
  const theme = useTheme();
  const isPhone = useMediaQuery(theme.breakpoints.down('sm'));
  // Below 1536 px (a 1366 px laptop) the variant column costs the user column, so Actions stays on screen.
  const isNarrowDesk = useMediaQuery(theme.breakpoints.down('xl'));
  const reasonText = (row: Pick<StockHistoryRow, 'adjustmentType' | 'reason'>) => {
    const { reason } = row;
    // The server's own English words for a first stock: the Opening chip says it in the reader's language.
    if (!reason || (row.adjustmentType === 'Opening' && reason === OPENING_STOCK_REASON)) return '';
    const { choice, details } = splitReason(reason);
    const label = choice ? t(reasonLabelKey(choice) ?? choice) : '';
    return [label, details].filter(Boolean).join(': ');
  };

  const columns = useMemo<GridColDef<StockHistoryRow>[]>(() => {
    const signed = (change: number) => `${change > 0 ? '+' : change < 0 ? '−' : '±'}${format.quantity(Math.abs(change))}`;
    const beforeAfter = (row: StockHistoryRow) => `${format.quantity(row.quantityBefore)} → ${format.quantity(row.quantityAfter)}`;
    const changeColor = (change: number) => (change > 0 ? 'success.main' : change < 0 ? 'error.main' : 'text.secondary');
    const caption = { color: 'text.secondary', display: 'block', lineHeight: 1.3, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' } as const;
    return [
      {
        field: 'actionDate',
        headerName: isPhone ? t('stock.history.columns.dateShort') : t('stock.history.columns.date'),
        ...(isPhone ? { width: 80 } : { minWidth: 170, flex: 1 }),
        sortable: false,
        valueFormatter: (value: string) => format.dateTime(value),
        // Phones: date over time, so the change stays on screen without scrolling.
        renderCell: isPhone
          ? ({ row }) => (
              <Box sx={{ lineHeight: 1.3 }}>
                <Typography variant="body2">{format.date(row.actionDate)}</Typography>
                <Typography variant="caption" sx={caption}>
                  {format.time(row.actionDate)}
                </Typography>
              </Box>
            )
          : undefined,
      },
      {
        field: 'adjustmentType',
        headerName: t('stock.history.columns.type'),
        width: isPhone ? 116 : 104,
        sortable: false,
        renderCell: ({ row }) =>
          isPhone ? (
            <Box sx={{ minWidth: 0, width: '100%', lineHeight: 1.3 }}>
              <MovementTypeChip type={row.adjustmentType} dense />
              {reasonText(row) && (
                <Typography variant="caption" sx={{ ...caption, mt: 0.25 }}>
                  {reasonText(row)}
                </Typography>
              )}
            </Box>
          ) : (
            <MovementTypeChip type={row.adjustmentType} />
          ),
      },
      {
        field: 'change',
        headerName: t('stock.history.columns.change'),
        width: isPhone ? 88 : 90,
        sortable: false,
        align: 'right',
        headerAlign: 'right',
        renderCell: ({ row }) => (
          <Box
            sx={{ height: '100%', display: 'flex', flexDirection: 'column', justifyContent: 'center', alignItems: 'flex-end', lineHeight: 1.3, minWidth: 0 }}
          >
            <Typography variant="body2" component="span" sx={{ fontWeight: 700, fontVariantNumeric: 'tabular-nums', color: changeColor(row.change) }}>
              {signed(row.change)}
            </Typography>
            {isPhone && (
              <Typography variant="caption" sx={caption}>
                {beforeAfter(row)}
              </Typography>
            )}
          </Box>
        ),
      },
      {
        field: 'quantityAfter',
        headerName: t('stock.history.columns.beforeAfter'),
        width: 124,
        sortable: false,
        valueGetter: (_value, row) => beforeAfter(row),
      },
      { field: 'variantName', headerName: t('stock.history.columns.variant'), minWidth: 100, flex: 0.7, sortable: false },
      {
        field: 'reason',
        headerName: t('stock.history.columns.reason'),
        minWidth: 120,
        flex: 1.2,
        sortable: false,
        valueGetter: (_value: string | null, row) => reasonText(row),
      },
      {
        field: 'note',
        headerName: t('stock.history.columns.note'),
        minWidth: 100,
        flex: 1,
        sortable: false,
        // A sale's movement carries its receipt number and a purchase's its supplier and reference (the note),
        // worded here in the reader's language.
        valueGetter: (value: string | null, row) => {
          if (row.receiptNo) return [t('stock.history.saleNote', { receiptNo: row.receiptNo }), value].filter(Boolean).join(' · ');
          if (row.expenseId !== null) {
            return [t('stock.history.purchaseNote', { supplier: row.supplierName ?? '—' }), value ? t('stock.history.purchaseRef', { ref: value }) : null]
              .filter(Boolean)
              .join(' · ');
          }
          return value;
        },
      },
      { field: 'userName', headerName: t('stock.history.columns.user'), minWidth: 100, flex: 0.7, sortable: false },
      {
        field: 'actions',
        headerName: t('stock.history.columns.actions'),
        width: isPhone ? 44 : 72,
        sortable: false,
        filterable: false,
        disableColumnMenu: true,
        align: 'right',
        headerAlign: 'right',
        renderHeader: isPhone ? () => null : undefined,
        renderCell: ({ row }) => (
          <Tooltip title={t('stock.history.deleteRow')}>
            <IconButton size="small" aria-label={t('stock.history.deleteRowNamed', { date: format.dateTime(row.actionDate) })} onClick={() => onDelete(row)}>
              <DeleteOutlinedIcon fontSize="small" />
            </IconButton>
          </Tooltip>
        ),
      },
    ];
    // reasonText and format change only with the language; rebuilding columns each render would reset the grid's layout.
  }, [t, i18n.language, isPhone, onDelete]);

  return (
    <ServerDataGrid
      rows={rows}
      columns={columns}
      rowCount={rowCount}
      loading={loading}
      paginationModel={paginationModel}
      onPaginationModelChange={onPaginationModelChange}
      columnVisibilityModel={{
        quantityAfter: !isPhone,
        variantName: hasVariants && !isPhone,
        reason: !isPhone,
        note: !isPhone,
        userName: !isPhone && !(hasVariants && isNarrowDesk),
      }}
      rowHeight={isPhone ? 60 : 52}
      columnHeaderHeight={isPhone ? 44 : 52}
      localeText={{ noRowsLabel: t('stock.history.empty') }}
      aria-label={t('stock.history.title')}
      sx={{ border: 0, '& .MuiDataGrid-cell:focus, & .MuiDataGrid-cell:focus-within': { outline: 'none' } }}
    />
  );
}
