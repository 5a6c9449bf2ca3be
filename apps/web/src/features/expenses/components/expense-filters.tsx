import { useEffect, useState } from 'react';
import { Box, MenuItem, TextField } from '@mui/material';
import { useTranslation } from '@/lib/translation/use-translation';
import type { ExpenseCategory, Supplier } from '@dukani/contracts';
import { DatePresetFields } from '@/components/form/date-preset-fields';
import type { DatePreset } from '@/lib/format/date-presets';
import { useDebouncedValue } from '@/lib/hooks/use-debounced-value';

export interface ExpenseFilter {
  startDate?: string;
  endDate?: string;
  categoryId?: number;
  supplierId?: number;
  expensesType?: 0 | 1;
  search?: string;
}

const FULL = { width: { xs: '100%', sm: 180 } } as const;
const ALL = 'all';

interface ExpenseFiltersProps {
  filter: ExpenseFilter;
  preset: DatePreset;
  today: string;
  categories: ExpenseCategory[];
  suppliers: Supplier[];
  onChange: (filter: ExpenseFilter, preset: DatePreset) => void;
}

/** Period, category, supplier, expense or purchase, and a search over reference and description. */
export function ExpenseFilters({ filter, preset, today, categories, suppliers, onChange }: ExpenseFiltersProps) {
  const { t } = useTranslation('expenses');
  const [search, setSearch] = useState(filter.search ?? '');
  const settled = useDebouncedValue(search.trim());
  useEffect(() => {
    if (settled !== (filter.search ?? '')) onChange({ ...filter, search: settled || undefined }, preset);
    // Only a settled search text starts a new query; the other filters apply at once.
  }, [settled]);
  const pick = (value: string) => (value === ALL ? undefined : Number(value));
  return (
    <Box role="search" aria-label={t('list.filters')} sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center', mb: 2 }}>
      <DatePresetFields range={filter} preset={preset} today={today} onChange={(range, next) => onChange({ ...filter, ...range }, next)} />
      <TextField
        select
        size="small"
        label={t('list.category')}
        value={filter.categoryId ?? ALL}
        onChange={(e) => onChange({ ...filter, categoryId: pick(e.target.value) }, preset)}
        sx={FULL}
      >
        <MenuItem value={ALL}>{t('list.allCategories')}</MenuItem>
        {categories.map((category) => (
          <MenuItem key={category.id} value={category.id}>
            {category.name}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        size="small"
        label={t('list.supplier')}
        value={filter.supplierId ?? ALL}
        onChange={(e) => onChange({ ...filter, supplierId: pick(e.target.value) }, preset)}
        sx={FULL}
      >
        <MenuItem value={ALL}>{t('list.allSuppliers')}</MenuItem>
        {suppliers.map((supplier) => (
          <MenuItem key={supplier.id} value={supplier.id}>
            {supplier.supplierName}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        size="small"
        label={t('list.type')}
        value={filter.expensesType ?? ALL}
        onChange={(e) => onChange({ ...filter, expensesType: pick(e.target.value) as 0 | 1 | undefined }, preset)}
        sx={FULL}
      >
        <MenuItem value={ALL}>{t('list.allTypes')}</MenuItem>
        <MenuItem value={0}>{t('list.expenses')}</MenuItem>
        <MenuItem value={1}>{t('list.purchases')}</MenuItem>
      </TextField>
      <TextField size="small" label={t('list.search')} value={search} onChange={(e) => setSearch(e.target.value)} sx={{ width: { xs: '100%', sm: 260 } }} />
    </Box>
  );
}
