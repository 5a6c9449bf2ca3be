import { useState } from 'react';
import { Autocomplete, TextField } from '@mui/material';
import { useTranslation } from '@/lib/translation/use-translation';
import type { Product } from '@dukani/contracts';
import { useDebouncedValue } from '@/lib/hooks/use-debounced-value';
import { useProductSearch } from '@/api/products/search-products';

/** Search the catalog's products (I34) by name, barcode or code, and add the one picked as a purchase line. */
export function ProductPicker({ businessId, onPick }: { businessId: number; onPick: (product: Product) => void }) {
  const { t } = useTranslation('expenses');
  const [text, setText] = useState('');
  const search = useDebouncedValue(text.trim());
  const found = useProductSearch(businessId, 'Products', search);
  return (
    <Autocomplete<Product>
      options={found.data ?? []}
      loading={found.isFetching}
      filterOptions={(options) => options}
      getOptionLabel={(product) => product.name}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      value={null}
      inputValue={text}
      onInputChange={(_, value, reason) => reason !== 'reset' && setText(value)}
      onChange={(_, product) => {
        if (!product) return;
        onPick(product);
        setText('');
      }}
      renderOption={(props, product) => (
        <li {...props} key={product.id}>
          {product.name}
          {product.productCode ? ` · ${product.productCode}` : ''} ({t('purchase.inStock', { quantity: product.quantity })})
        </li>
      )}
      renderInput={(params) => <TextField {...params} label={t('purchase.searchProduct')} placeholder={t('purchase.searchHint')} />}
      noOptionsText={t('purchase.noProducts')}
    />
  );
}
