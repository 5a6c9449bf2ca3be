import { useMemo } from 'react';
import { Link as RouterLink } from 'react-router';
import { Avatar, Box, Link, Stack, Typography, useMediaQuery, useTheme } from '@mui/material';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import WorkspacesOutlinedIcon from '@mui/icons-material/WorkspacesOutlined';
import { useTranslation } from '@/lib/translation/use-translation';
import type { Bundle } from '@dukani/contracts';
import { formatMoney, formatQuantity } from '@/lib/format/catalog-format';
import { gridLocaleText, PAGE_SIZES } from '@/components/data-grid/server-data-grid';
import { VISUALLY_HIDDEN } from '../utils/visually-hidden';
import { RowActionsMenu } from './row-actions-menu';

interface BundlesGridProps {
  rows: Bundle[];
  isLoading: boolean;
  isFiltered: boolean;
  onDelete: (bundle: Bundle) => void;
}

function NoBundles({ isFiltered }: { isFiltered: boolean }) {
  const { t } = useTranslation('products');
  return (
    <Stack sx={{ height: '100%', alignItems: 'center', justifyContent: 'center', p: 3, textAlign: 'center' }}>
      <WorkspacesOutlinedIcon sx={{ fontSize: 44, color: 'text.disabled' }} />
      <Typography variant="subtitle1" component="p" sx={{ fontWeight: 600, mt: 1 }}>
        {isFiltered ? t('bundles.noMatchTitle') : t('bundles.emptyTitle')}
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary', maxWidth: 420 }}>
        {isFiltered ? t('list.noMatchText') : t('bundles.emptyText')}
      </Typography>
    </Stack>
  );
}

/** I4's bundles: a small list, so the grid pages it in the browser. */
export function BundlesGrid({ rows, isLoading, isFiltered, onDelete }: BundlesGridProps) {
  const { t, i18n } = useTranslation('products');
  const language = i18n.language;
  const theme = useTheme();
  const isPhone = useMediaQuery(theme.breakpoints.down('sm'));
  const isTablet = useMediaQuery(theme.breakpoints.down('md'));

  const columns = useMemo<GridColDef<Bundle>[]>(
    () => [
      {
        field: 'name',
        headerName: t('columns.name'),
        flex: 1,
        minWidth: isPhone ? 150 : 240,
        display: 'flex',
        renderCell: ({ row }) => (
          <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', minWidth: 0 }}>
            <Avatar
              variant="rounded"
              src={row.productImagesPath ?? undefined}
              alt=""
              sx={{ width: 40, height: 40, bgcolor: 'action.hover', color: 'text.secondary', border: 1, borderColor: 'divider' }}
            >
              <WorkspacesOutlinedIcon fontSize="small" />
            </Avatar>
            <Box sx={{ minWidth: 0 }}>
              <Link
                component={RouterLink}
                to={`/products/bundles/${row.id}`}
                color="text.primary"
                noWrap
                sx={{ display: 'block', fontWeight: 600, fontSize: 14 }}
              >
                {row.name}
              </Link>
              <Typography variant="caption" component="div" noWrap sx={{ color: 'text.secondary' }}>
                {isPhone ? formatMoney(row.price, language) : (row.productCode ?? t('bundles.componentCount', { count: row.batchStore.length }))}
              </Typography>
            </Box>
          </Stack>
        ),
      },
      { field: 'price', headerName: t('columns.price'), width: 130, type: 'number', valueFormatter: (value: number) => formatMoney(value, language) },
      { field: 'discount', headerName: t('columns.discount'), width: 120, type: 'number', valueFormatter: (value: number) => formatMoney(value, language) },
      { field: 'components', headerName: t('columns.components'), width: 130, type: 'number', valueGetter: (_value, row) => row.batchStore.length },
      {
        field: 'quantity',
        headerName: t('columns.available'),
        width: isPhone ? 100 : 140,
        type: 'number',
        valueFormatter: (value: number | null) => (value === null ? t('bundles.notTracked') : formatQuantity(value, language)),
      },
      {
        field: 'actions',
        headerName: t('columns.actions'),
        renderHeader: () => (
          <Box component="span" sx={VISUALLY_HIDDEN}>
            {t('columns.actions')}
          </Box>
        ),
        width: 60,
        sortable: false,
        align: 'right',
        display: 'flex',
        renderCell: ({ row }) => (
          <RowActionsMenu
            label={t('actions.menu', { name: row.name })}
            actions={[
              { label: t('actions.edit'), icon: <EditOutlinedIcon fontSize="small" />, to: `/products/bundles/${row.id}` },
              { label: t('actions.delete'), icon: <DeleteOutlineIcon fontSize="small" />, onClick: () => onDelete(row), isDestructive: true },
            ]}
          />
        ),
      },
    ],
    [t, language, isPhone, onDelete],
  );

  return (
    <DataGrid
      rows={rows}
      columns={columns}
      loading={isLoading}
      initialState={{ pagination: { paginationModel: { pageSize: 50 } } }}
      pageSizeOptions={[...PAGE_SIZES]}
      columnVisibilityModel={{ discount: !isPhone, components: !isTablet }}
      rowHeight={68}
      autoHeight
      disableRowSelectionOnClick
      disableColumnMenu
      label={t('bundles.gridLabel')}
      localeText={gridLocaleText(language)}
      slots={{ noRowsOverlay: () => <NoBundles isFiltered={isFiltered} /> }}
      slotProps={{ loadingOverlay: { variant: 'linear-progress', noRowsVariant: 'skeleton' } }}
      sx={{ border: 0, '--DataGrid-overlayHeight': '260px', '& .MuiDataGrid-columnHeaderTitle': { fontWeight: 600 } }}
    />
  );
}
