import { InputAdornment, Stack, TextField, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import SearchOutlinedIcon from '@mui/icons-material/SearchOutlined';
import { useTranslation } from '@/lib/translation/use-translation';
import type { CustomerListFilters } from '@/api/customers/customer-keys';

type BalanceFilter = CustomerListFilters['Balance'];

interface CustomersToolbarProps {
  search: string;
  balance: BalanceFilter;
  /** How many customers the filter matches; null while unknown. */
  total: number | null;
  onSearch: (search: string) => void;
  onBalance: (balance: BalanceFilter) => void;
}

/** Search (name, phone, email) and who-owes filter above the list. */
export function CustomersToolbar({ search, balance, total, onSearch, onBalance }: CustomersToolbarProps) {
  const { t } = useTranslation('customers');
  return (
    <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1.5, alignItems: 'center', p: 2 }}>
      <TextField
        type="search"
        size="small"
        value={search}
        onChange={(event) => onSearch(event.target.value)}
        label={t('list.search')}
        placeholder={t('list.searchPlaceholder')}
        sx={{ width: { xs: '100%', sm: 320 } }}
        slotProps={{
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchOutlinedIcon fontSize="small" />
              </InputAdornment>
            ),
          },
        }}
      />
      <ToggleButtonGroup
        exclusive
        size="small"
        value={balance}
        aria-label={t('list.balanceFilter')}
        onChange={(_, next: BalanceFilter | null) => next && onBalance(next)}
      >
        <ToggleButton value="All">{t('list.filterAll')}</ToggleButton>
        <ToggleButton value="Owing">{t('list.filterOwing')}</ToggleButton>
        <ToggleButton value="Clear">{t('list.filterClear')}</ToggleButton>
      </ToggleButtonGroup>
      {total !== null && (
        <Typography variant="body2" sx={{ color: 'text.secondary', ml: { sm: 'auto' } }} aria-live="polite">
          {t('list.total', { count: total })}
        </Typography>
      )}
    </Stack>
  );
}
