import { useEffect, useState } from 'react';
import { Box, Chip, IconButton, InputAdornment, MenuItem, TextField } from '@mui/material';
import ClearIcon from '@mui/icons-material/Clear';
import SearchOutlinedIcon from '@mui/icons-material/SearchOutlined';
import { useTranslation } from '@/lib/translation/use-translation';
import type { TransactionKind } from '@dukani/contracts';
import type { SalesFilter } from '@/api/pos/pos-keys';
import { usePaymentModes } from '@/api/pos/use-payment-modes';
import { useDebouncedValue } from '@/lib/hooks/use-debounced-value';
import { useSession } from '@/lib/session-store';
import { buildPaymentChoices } from '@/lib/payments/payment-choices';
import { useMethodLabel } from '@/components/payments/use-method-label';
import { DatePresetFields } from '@/components/form/date-preset-fields';
import type { DatePreset } from '@/lib/format/date-presets';

/** The other filters take the full width on a 360 px phone. */
const FULL = { width: { xs: '100%', sm: 180 } } as const;
const ALL = 'all';
/** L7's Kind values, written here so the screen does not load the contracts' schemas for a constant. */
const KINDS = ['Sale', 'Refund', 'CreditNote'] as const satisfies readonly TransactionKind[];

interface TransactionFiltersProps {
  filter: SalesFilter;
  preset: DatePreset;
  /** The shop's calendar day, from which the presets count. */
  today: string;
  /** The voided-sales list filters by date and search only (API.md L8). */
  isVoidedList?: boolean;
  onChange: (filter: SalesFilter, preset: DatePreset) => void;
}

/** Date preset (or custom range), kind, payment mode, sale type, held for review (issue 32) and a search over receipt, client, phone and reference. */
export function TransactionFilters({ filter, preset, today, isVoidedList = false, onChange }: TransactionFiltersProps) {
  const { t } = useTranslation('pos');
  const businessId = useSession((s) => s.businessId) ?? 0;
  const modes = usePaymentModes(businessId);
  const methodLabel = useMethodLabel();
  const [search, setSearch] = useState(filter.search ?? '');
  const settled = useDebouncedValue(search.trim());

  useEffect(() => {
    if (settled !== (filter.search ?? '')) onChange({ ...filter, search: settled || undefined }, preset);
    // Only a settled search text starts a new query; the other filters apply at once through onChange.
  }, [settled]);

  // Split is a choice at the till, never a stored mode; Mpesa stays findable after mobile money was turned on.
  const choices = modes.data ? buildPaymentChoices(modes.data).filter((c) => c.paymentValue !== 'SplitPayment') : [];
  if (modes.data && !choices.some((c) => c.paymentValue === 'Mpesa')) choices.push({ paymentValue: 'Mpesa', displayValue: 'Mpesa', isDefault: false });

  return (
    <Box role="search" aria-label={t('transactions.filters')} sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center', mb: 2 }}>
      <DatePresetFields range={filter} preset={preset} today={today} onChange={(range, next) => onChange({ ...filter, ...range }, next)} />
      {!isVoidedList && (
        <>
          <TextField
            select
            size="small"
            label={t('transactions.kind')}
            value={filter.kind ?? ALL}
            onChange={(e) => onChange({ ...filter, kind: KINDS.find((kind) => kind === e.target.value) }, preset)}
            sx={FULL}
          >
            <MenuItem value={ALL}>{t('transactions.kinds.all')}</MenuItem>
            {KINDS.map((kind) => (
              <MenuItem key={kind} value={kind}>
                {t(`transactions.kinds.${kind}`)}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            select
            size="small"
            label={t('transactions.paymentMode')}
            value={filter.paymentMode ?? ALL}
            onChange={(e) => onChange({ ...filter, paymentMode: e.target.value === ALL ? undefined : e.target.value }, preset)}
            sx={FULL}
          >
            <MenuItem value={ALL}>{t('transactions.allModes')}</MenuItem>
            {choices.map((c) => (
              <MenuItem key={c.paymentValue} value={c.paymentValue}>
                {methodLabel(c)}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            select
            size="small"
            label={t('transactions.saleType')}
            value={filter.saleType === undefined ? ALL : String(filter.saleType)}
            onChange={(e) => onChange({ ...filter, saleType: e.target.value === ALL ? undefined : (Number(e.target.value) as 0 | 2) }, preset)}
            sx={FULL}
          >
            <MenuItem value={ALL}>{t('transactions.allTypes')}</MenuItem>
            <MenuItem value="0">{t('transactions.types.pos')}</MenuItem>
            <MenuItem value="2">{t('transactions.types.order')}</MenuItem>
          </TextField>
          <Chip
            label={t('transactions.review.filter')}
            color={filter.review ? 'warning' : 'default'}
            variant={filter.review ? 'filled' : 'outlined'}
            aria-pressed={Boolean(filter.review)}
            onClick={() => onChange({ ...filter, review: filter.review ? undefined : true }, preset)}
          />
        </>
      )}
      <TextField
        size="small"
        label={t('transactions.search')}
        placeholder={t('transactions.searchHint')}
        value={search}
        onChange={(e) => setSearch(e.target.value)}
        sx={{ width: { xs: '100%', sm: 340 } }}
        slotProps={{
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchOutlinedIcon fontSize="small" />
              </InputAdornment>
            ),
            endAdornment: search ? (
              <InputAdornment position="end">
                <IconButton size="small" aria-label={t('transactions.clearSearch')} onClick={() => setSearch('')}>
                  <ClearIcon fontSize="small" />
                </IconButton>
              </InputAdornment>
            ) : undefined,
          },
        }}
      />
    </Box>
  );
}
