import { useState } from 'react';
import { Autocomplete, TextField } from '@mui/material';
import { useTranslation } from '@/lib/translation/use-translation';
import type { Product } from '@dukani/contracts';
import { useProductSearch } from '@/api/products/search-products';
import { useDebouncedValue } from '@/lib/hooks/use-debounced-value';

/** Which of our products a line from the authority is: searched by name, barcode or code. */
export function ProductPicker({
  businessId,
  label,
  value,
  onChange,
}: {
  businessId: number;
  label: string;
  value: Product | null;
  onChange: (product: Product | null) => void;
}) {
  const { t } = useTranslation('etims');
  const [search, setSearch] = useState('');
  const [isOpen, setOpen] = useState(false);
  const results = useProductSearch(businessId, 'Products', useDebouncedValue(search.trim()), isOpen);
  return (
    <Autocomplete<Product>
      size="small"
      sx={{ minWidth: 220, flex: '1 1 220px' }}
      options={results.data ?? []}
      value={value}
      loading={results.isFetching}
      onOpen={() => setOpen(true)}
      onClose={() => setOpen(false)}
      onChange={(_, product) => onChange(product)}
      onInputChange={(_, text) => setSearch(text)}
      getOptionLabel={(product) => product.name}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      noOptionsText={t('picker.none')}
      renderInput={(params) => <TextField {...params} label={label} />}
    />
  );
}
