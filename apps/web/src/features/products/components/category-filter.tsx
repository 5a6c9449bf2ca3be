import { ListSubheader, MenuItem, TextField } from '@mui/material';
import { useTranslation } from '@/lib/translation/use-translation';
import type { Category } from '@dukani/contracts';
import { categoryFilterValue, toCategoryFilterOptions } from '../utils/category-options';

interface CategoryFilterProps {
  categories: Category[];
  categoryId: number | null;
  subcategoryId: number | null;
  onChange: (categoryId: number | null, subcategoryId: number | null) => void;
  disabled?: boolean;
}

/** One select for category or subcategory: a subcategory also narrows to its category (I34 takes both). */
export function CategoryFilter({ categories, categoryId, subcategoryId, onChange, disabled }: CategoryFilterProps) {
  const { t } = useTranslation('products');
  const options = toCategoryFilterOptions(categories);
  const value = categoryFilterValue(categoryId, subcategoryId);
  // A category the list no longer offers (another tab, deleted) still shows its id rather than a blank.
  const known = value === '' || options.some((option) => option.value === value);
  return (
    <TextField
      select
      size="small"
      label={t('list.category')}
      value={known ? value : ''}
      disabled={disabled}
      onChange={(event) => {
        const picked = options.find((option) => option.value === event.target.value);
        onChange(picked?.categoryId ?? null, picked?.subcategoryId ?? null);
      }}
      sx={{ flex: { xs: '1 1 160px', sm: '0 0 220px' }, minWidth: 0 }}
      slotProps={{ select: { displayEmpty: true, MenuProps: { slotProps: { paper: { sx: { maxHeight: 420 } } } } }, inputLabel: { shrink: true } }}
    >
      <MenuItem value="">{t('list.allCategories')}</MenuItem>
      {categories.length === 0 && <ListSubheader>{t('list.noCategories')}</ListSubheader>}
      {options.map((option) => (
        <MenuItem key={option.value} value={option.value} sx={option.subcategoryId ? { pl: 4, color: 'text.secondary' } : { fontWeight: 600 }}>
          {option.label}
        </MenuItem>
      ))}
    </TextField>
  );
}
