import { useMemo } from 'react';
import { Link as RouterLink } from 'react-router';
import { Link, Stack, Typography, useMediaQuery, useTheme } from '@mui/material';
import type { GridColDef } from '@mui/x-data-grid';
import PeopleAltOutlinedIcon from '@mui/icons-material/PeopleAltOutlined';
import { useTranslation } from '@/lib/translation/use-translation';
import type { CustomerRow } from '@dukani/contracts';
import { ServerDataGrid } from '@/components/data-grid/server-data-grid';
import { BalanceText } from './balance-text';

interface CustomersGridProps {
  rows: CustomerRow[];
  rowCount: number;
  page: number;
  pageSize: number;
  isLoading: boolean;
  isFiltered: boolean;
  onPageChange: (page: number, pageSize: number) => void;
}

function NoCustomers({ isFiltered }: { isFiltered: boolean }) {
  const { t } = useTranslation('customers');
  return (
    <Stack sx={{ height: '100%', alignItems: 'center', justifyContent: 'center', p: 3, textAlign: 'center' }}>
      <PeopleAltOutlinedIcon sx={{ fontSize: 44, color: 'text.disabled' }} />
      <Typography variant="subtitle1" component="p" sx={{ fontWeight: 600, mt: 1 }}>
        {isFiltered ? t('list.noMatchTitle') : t('list.emptyTitle')}
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary', maxWidth: 420 }}>
        {isFiltered ? t('list.noMatchText') : t('list.emptyText')}
      </Typography>
    </Stack>
  );
}

/** H16's page of customers in a server-paged grid; the name opens the customer's page. */
export function CustomersGrid({ rows, rowCount, page, pageSize, isLoading, isFiltered, onPageChange }: CustomersGridProps) {
  const { t } = useTranslation('customers');
  const theme = useTheme();
  const isPhone = useMediaQuery(theme.breakpoints.down('sm'));
  const isTablet = useMediaQuery(theme.breakpoints.down('md'));

  const columns = useMemo<GridColDef<CustomerRow>[]>(
    () => [
      {
        field: 'clientName',
        headerName: t('columns.name'),
        flex: 1,
        minWidth: isPhone ? 150 : 220,
        display: 'flex',
        renderCell: ({ row }) => (
          <Stack sx={{ minWidth: 0 }}>
            <Link component={RouterLink} to={`/customers/${row.id}`} sx={{ fontWeight: 600 }} noWrap>
              {row.clientName}
            </Link>
            {isPhone && row.phoneNumber && (
              <Typography variant="caption" sx={{ color: 'text.secondary' }} noWrap>
                {row.phoneNumber}
              </Typography>
            )}
          </Stack>
        ),
      },
      { field: 'phoneNumber', headerName: t('columns.phone'), width: 170, sortable: false },
      { field: 'email', headerName: t('columns.email'), flex: 1, minWidth: 180, sortable: false },
      {
        field: 'balance',
        headerName: t('columns.balance'),
        width: isPhone ? 140 : 180,
        align: 'right',
        headerAlign: 'right',
        display: 'flex',
        renderCell: ({ row }) => <BalanceText balance={row.balance} />,
      },
    ],
    [t, isPhone],
  );

  return (
    <ServerDataGrid
      aria-label={t('list.title')}
      rows={rows}
      columns={columns}
      rowCount={rowCount}
      loading={isLoading}
      getRowHeight={() => (isPhone ? 60 : 52)}
      columnVisibilityModel={{ phoneNumber: !isPhone, email: !isTablet }}
      paginationModel={{ page: page - 1, pageSize }}
      onPaginationModelChange={(model) => onPageChange(model.page + 1, model.pageSize)}
      slots={{ noRowsOverlay: () => <NoCustomers isFiltered={isFiltered} /> }}
      sx={{ minHeight: 300, border: 0 }}
    />
  );
}
