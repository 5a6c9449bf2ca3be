import { useMemo } from 'react';
import { Link as RouterLink } from 'react-router';
import { Link, Stack, Typography, useMediaQuery, useTheme } from '@mui/material';
import type { GridColDef } from '@mui/x-data-grid';
import { useTranslation } from '@/lib/translation/use-translation';
import type { Supplier } from '@dukani/contracts';
import { ServerDataGrid } from '@/components/data-grid/server-data-grid';
import { useCatalogFormat } from '@/lib/format/catalog-format';

/** N1's suppliers with what the shop owes each; the name opens the supplier's page. */
export function SuppliersGrid({ rows, isLoading }: { rows: Supplier[]; isLoading: boolean }) {
  const { t } = useTranslation('expenses');
  const format = useCatalogFormat();
  const theme = useTheme();
  const isPhone = useMediaQuery(theme.breakpoints.down('sm'));
  const columns = useMemo<GridColDef<Supplier>[]>(
    () => [
      {
        field: 'supplierName',
        headerName: t('suppliers.columns.name'),
        flex: 1,
        minWidth: 160,
        display: 'flex',
        renderCell: ({ row }) => (
          <Stack sx={{ minWidth: 0 }}>
            <Link component={RouterLink} to={`/suppliers/${row.id}`} sx={{ fontWeight: 600 }} noWrap>
              {row.supplierName}
            </Link>
            {isPhone && row.supplierPhoneNumber && (
              <Typography variant="caption" sx={{ color: 'text.secondary' }} noWrap>
                {row.supplierPhoneNumber}
              </Typography>
            )}
          </Stack>
        ),
      },
      { field: 'supplierPhoneNumber', headerName: t('suppliers.columns.phone'), width: 160 },
      { field: 'paymentTerms', headerName: t('suppliers.columns.terms'), width: 140 },
      {
        field: 'balance',
        headerName: t('suppliers.columns.balance'),
        width: isPhone ? 130 : 170,
        align: 'right',
        headerAlign: 'right',
        display: 'flex',
        renderCell: ({ row }) => (
          <Typography
            variant="body2"
            sx={{
              fontWeight: 700,
              fontVariantNumeric: 'tabular-nums',
              color: row.balance > 0 ? 'warning.main' : 'text.secondary',
              width: '100%',
              textAlign: 'right',
            }}
          >
            {format.money(row.balance)}
          </Typography>
        ),
      },
    ],
    [t, format, isPhone],
  );
  return (
    <ServerDataGrid
      aria-label={t('suppliers.title')}
      rows={rows}
      columns={columns}
      rowCount={rows.length}
      loading={isLoading}
      paginationMode="client"
      initialState={{ pagination: { paginationModel: { page: 0, pageSize: 25 } } }}
      getRowHeight={() => (isPhone ? 60 : 52)}
      columnVisibilityModel={{ supplierPhoneNumber: !isPhone, paymentTerms: !isPhone }}
      localeText={{ noRowsLabel: t('suppliers.empty') }}
      sx={{ minHeight: 300, border: 0 }}
    />
  );
}
