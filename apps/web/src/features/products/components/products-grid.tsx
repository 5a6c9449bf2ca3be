import { useMemo } from 'react';
import { Box, Stack, Typography, useMediaQuery, useTheme } from '@mui/material';
import type { GridColDef, GridColumnVisibilityModel } from '@mui/x-data-grid';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import Inventory2OutlinedIcon from '@mui/icons-material/Inventory2Outlined';
import WarehouseOutlinedIcon from '@mui/icons-material/WarehouseOutlined';
import { useTranslation } from '@/lib/translation/use-translation';
import type { Product } from '@dukani/contracts';
import { formatMoney } from '@/lib/format/catalog-format';
import { ServerDataGrid } from '@/components/data-grid/server-data-grid';
import { isService, ProductActiveCell, ProductCodesCell, ProductNameCell, ProductQuantityCell } from './product-cells';
import { VISUALLY_HIDDEN } from '../utils/visually-hidden';
import { RowActionsMenu, type RowAction } from './row-actions-menu';

interface ProductsGridProps {
  rows: Product[];
  rowCount: number;
  page: number;
  pageSize: number;
  isLoading: boolean;
  isFiltered: boolean;
  onPageChange: (page: number, pageSize: number) => void;
  onDelete: (product: Product) => void;
}

/** Secondary columns give way on narrow screens; name, quantity and the actions always stay. */
function useColumnVisibility(): GridColumnVisibilityModel {
  const theme = useTheme();
  const isPhone = useMediaQuery(theme.breakpoints.down('sm'));
  const isTablet = useMediaQuery(theme.breakpoints.down('md'));
  const isSmallDesk = useMediaQuery(theme.breakpoints.down('xl'));
  return {
    codes: !isTablet,
    sellingPrice: !isPhone,
    buyingPrice: !isSmallDesk,
    taxCode: !isTablet,
    active: !isPhone,
  };
}

function NoProducts({ isFiltered }: { isFiltered: boolean }) {
  const { t } = useTranslation('products');
  return (
    <Stack sx={{ height: '100%', alignItems: 'center', justifyContent: 'center', p: 3, textAlign: 'center' }}>
      <Inventory2OutlinedIcon sx={{ fontSize: 44, color: 'text.disabled' }} />
      <Typography variant="subtitle1" component="p" sx={{ fontWeight: 600, mt: 1 }}>
        {isFiltered ? t('list.noMatchTitle') : t('list.emptyTitle')}
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary', maxWidth: 420 }}>
        {isFiltered ? t('list.noMatchText') : t('list.emptyText')}
      </Typography>
    </Stack>
  );
}

/** I34's page of products and services in a server-paged Data Grid. */
export function ProductsGrid({ rows, rowCount, page, pageSize, isLoading, isFiltered, onPageChange, onDelete }: ProductsGridProps) {
  const { t, i18n } = useTranslation('products');
  const language = i18n.language;
  const visibility = useColumnVisibility();
  const isPhone = visibility.sellingPrice === false;

  const columns = useMemo<GridColDef<Product>[]>(() => {
    const money = (value: number) => formatMoney(value, language);
    return [
      {
        field: 'name',
        headerName: t('columns.name'),
        flex: 1,
        minWidth: isPhone ? 140 : 240,
        display: 'flex',
        renderCell: ({ row }) => <ProductNameCell product={row} isCompact={isPhone} />,
      },
      {
        field: 'codes',
        headerName: t('columns.codes'),
        width: 160,
        sortable: false,
        display: 'flex',
        renderCell: ({ row }) => <ProductCodesCell product={row} />,
      },
      { field: 'sellingPrice', headerName: t('columns.sellingPrice'), width: 130, type: 'number', valueFormatter: (value: number) => money(value) },
      { field: 'buyingPrice', headerName: t('columns.buyingPrice'), width: 130, type: 'number', valueFormatter: (value: number) => money(value) },
      {
        field: 'quantity',
        headerName: t('columns.quantity'),
        width: isPhone ? 110 : 170,
        display: 'flex',
        renderCell: ({ row }) => <ProductQuantityCell product={row} isCompact={isPhone} />,
      },
      {
        field: 'taxCode',
        headerName: t('columns.tax'),
        width: 90,
        valueGetter: (_value, row) => `${row.taxCode} · ${Math.round(row.taxRate * 1000) / 10}%`,
      },
      { field: 'active', headerName: t('columns.active'), width: 110, display: 'flex', renderCell: ({ row }) => <ProductActiveCell product={row} /> },
      {
        field: 'actions',
        headerName: t('columns.actions'),
        renderHeader: () => (
          <Box component="span" sx={VISUALLY_HIDDEN}>
            {t('columns.actions')}
          </Box>
        ),
        width: isPhone ? 52 : 60,
        sortable: false,
        filterable: false,
        align: 'right',
        display: 'flex',
        renderCell: ({ row }) => {
          const actions: RowAction[] = [{ label: t('actions.edit'), icon: <EditOutlinedIcon fontSize="small" />, to: `/products/${row.id}/edit` }];
          if (!isService(row)) actions.push({ label: t('actions.stock'), icon: <WarehouseOutlinedIcon fontSize="small" />, to: `/products/${row.id}/stock` });
          actions.push({ label: t('actions.delete'), icon: <DeleteOutlineIcon fontSize="small" />, onClick: () => onDelete(row), isDestructive: true });
          return <RowActionsMenu label={t('actions.menu', { name: row.name })} actions={actions} />;
        },
      },
    ];
  }, [t, language, isPhone, onDelete]);

  return (
    <ServerDataGrid
      rows={rows}
      columns={columns}
      rowCount={rowCount}
      loading={isLoading}
      sortingMode="server"
      paginationModel={{ page, pageSize }}
      onPaginationModelChange={(model) => onPageChange(model.page, model.pageSize)}
      columnVisibilityModel={visibility}
      rowHeight={68}
      disableColumnMenu
      label={t('list.gridLabel')}
      slots={{ noRowsOverlay: () => <NoProducts isFiltered={isFiltered} /> }}
      slotProps={{ loadingOverlay: { variant: 'linear-progress', noRowsVariant: 'skeleton' } }}
      sx={{ border: 0, '--DataGrid-overlayHeight': '260px', '& .MuiDataGrid-columnHeaderTitle': { fontWeight: 600 } }}
    />
  );
}
