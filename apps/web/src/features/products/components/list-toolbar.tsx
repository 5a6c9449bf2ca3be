import { Chip, Stack, Typography } from '@mui/material';
import WarningAmberOutlinedIcon from '@mui/icons-material/WarningAmberOutlined';
import { useTranslation } from '@/lib/translation/use-translation';
import type { Category } from '@dukani/contracts';
import { CategoryFilter } from './category-filter';
import { ProductSearchField } from './product-search-field';
import type { ProductListParams } from './use-product-list-params';

interface ListToolbarProps {
  params: ProductListParams;
  categories: Category[];
  /** Shown at the end: how many rows the filter matches; null while unknown. */
  total: number | null;
  onChange: (changes: Partial<ProductListParams>) => void;
}

/** Search, category and low-stock filters above the list; the Bundles tab only searches. */
export function ListToolbar({ params, categories, total, onChange }: ListToolbarProps) {
  const { t } = useTranslation('products');
  const isBundles = params.tab === 'Bundles';
  const canFilterStock = params.tab === 'All' || params.tab === 'Products';
  return (
    <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1.5, alignItems: 'center', p: 2 }}>
      <ProductSearchField value={params.search} onSearch={(search) => onChange({ search })} />
      {!isBundles && (
        <CategoryFilter
          categories={categories}
          categoryId={params.categoryId}
          subcategoryId={params.subcategoryId}
          onChange={(categoryId, subcategoryId) => onChange({ categoryId, subcategoryId })}
        />
      )}
      {canFilterStock && (
        <Chip
          icon={<WarningAmberOutlinedIcon />}
          label={t('list.lowStockFilter')}
          color={params.isLowStock ? 'error' : 'default'}
          variant={params.isLowStock ? 'filled' : 'outlined'}
          aria-pressed={params.isLowStock}
          onClick={() => onChange({ isLowStock: !params.isLowStock })}
          sx={{ height: 40, borderRadius: 2.5, px: 0.5 }}
        />
      )}
      {total !== null && (
        <Typography variant="body2" sx={{ color: 'text.secondary', ml: { sm: 'auto' } }} aria-live="polite">
          {t('list.total', { count: total })}
        </Typography>
      )}
    </Stack>
  );
}
