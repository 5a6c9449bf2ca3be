import { useState } from 'react';
import { Autocomplete, Box, FormHelperText, IconButton, Stack, TextField, Tooltip, Typography } from '@mui/material';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import SearchOutlinedIcon from '@mui/icons-material/SearchOutlined';
import { useFieldArray, useWatch, type Control, type FieldErrors } from 'react-hook-form';
import { useTranslation } from '@/lib/translation/use-translation';
import type { BundleInput, Product } from '@dukani/contracts';
import { QUANTITY_DECIMALS } from '@dukani/domain';
import { CatalogNumberField } from '@/components/form/catalog-number-field';
import { useCatalogFormat } from '@/lib/format/catalog-format';
import { useDebouncedValue } from '@/lib/hooks/use-debounced-value';
import { useProductSearch } from '@/api/products/search-products';
import { componentsTotal } from '@dukani/domain';

interface BundleComponentsFieldProps {
  control: Control<BundleInput>;
  errors: FieldErrors<BundleInput>;
  businessId: number | null;
}

/** The bundle's products (batchStore): search and add (I34), set each quantity, see each line's price. */
export function BundleComponentsField({ control, errors, businessId }: BundleComponentsFieldProps) {
  const { t } = useTranslation('catalog');
  const format = useCatalogFormat();
  const { fields, append, remove, update } = useFieldArray({ control, name: 'batchStore', keyName: 'key' });
  const lines = useWatch({ control, name: 'batchStore' }) ?? [];
  const [search, setSearch] = useState('');
  const [isOpen, setIsOpen] = useState(false);
  const results = useProductSearch(businessId, 'Products', useDebouncedValue(search.trim()), isOpen);

  const onAdd = (product: Product | null) => {
    if (!product) return;
    const index = lines.findIndex((line) => line.productId === product.id);
    const existing = index >= 0 ? lines[index] : undefined;
    if (existing) update(index, { ...existing, quantity: (Number.isFinite(existing.quantity) ? existing.quantity : 0) + 1 });
    else append({ productId: product.id, quantity: 1, name: product.name, sellingPrice: product.sellingPrice });
    setSearch('');
  };

  const listError = errors.batchStore?.root?.message ?? errors.batchStore?.message;
  return (
    <Stack spacing={2}>
      <Autocomplete<Product>
        options={results.data ?? []}
        value={null}
        inputValue={search}
        onInputChange={(_, value, reason) => {
          if (reason !== 'reset') setSearch(value);
        }}
        onChange={(_, product) => onAdd(product)}
        onOpen={() => setIsOpen(true)}
        onClose={() => setIsOpen(false)}
        filterOptions={(options) => options}
        getOptionLabel={(product) => product.name}
        isOptionEqualToValue={(a, b) => a.id === b.id}
        loading={results.isFetching}
        loadingText={t('common.loading')}
        noOptionsText={search.trim() ? t('bundles.components.noMatch') : t('bundles.components.noProducts')}
        renderOption={({ key, ...props }, product) => (
          <li key={key} {...props}>
            <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, width: '100%' }}>
              <Box sx={{ minWidth: 0 }}>
                <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                  {product.name}
                </Typography>
                <Typography variant="caption" sx={{ color: 'text.secondary' }}>
                  {[product.productCode, t('bundles.components.inStock', { quantity: format.quantity(product.quantity) })].filter(Boolean).join(' · ')}
                </Typography>
              </Box>
              <Typography variant="body2" sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
                {format.money(product.sellingPrice)}
              </Typography>
            </Box>
          </li>
        )}
        renderInput={(params) => (
          <TextField
            {...params}
            label={t('bundles.components.add')}
            placeholder={t('bundles.components.searchPlaceholder')}
            slotProps={{
              ...params.slotProps,
              input: { ...params.slotProps.input, startAdornment: <SearchOutlinedIcon fontSize="small" sx={{ color: 'text.secondary', ml: 0.5 }} /> },
            }}
          />
        )}
      />
      {fields.length === 0 ? (
        <Box sx={{ border: 1, borderStyle: 'dashed', borderColor: listError ? 'error.main' : 'divider', borderRadius: 2, p: 3, textAlign: 'center' }}>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {t('bundles.components.empty')}
          </Typography>
        </Box>
      ) : (
        <Box
          component="ul"
          aria-label={t('bundles.components.listLabel')}
          sx={{ listStyle: 'none', m: 0, p: 0, border: 1, borderColor: 'divider', borderRadius: 2 }}
        >
          {fields.map((field, index) => {
            const line = lines[index];
            const name = line?.name ?? field.name ?? '';
            const price = line?.sellingPrice ?? 0;
            const quantity = line?.quantity ?? Number.NaN;
            return (
              <Box
                component="li"
                key={field.key}
                aria-label={name}
                sx={{
                  display: 'grid',
                  gridTemplateColumns: { xs: '1fr 96px 40px', sm: 'minmax(0, 1fr) 110px 120px 40px' },
                  gridTemplateAreas: { xs: '"name qty remove" "total total total"', sm: '"name qty total remove"' },
                  alignItems: 'center',
                  columnGap: 1.5,
                  rowGap: 0.5,
                  px: 2,
                  py: 1.25,
                  '&:not(:last-of-type)': { borderBottom: 1, borderColor: 'divider' },
                }}
              >
                <Box sx={{ gridArea: 'name', minWidth: 0 }}>
                  <Typography variant="subtitle2" sx={{ overflowWrap: 'anywhere' }}>
                    {name}
                  </Typography>
                  <Typography variant="caption" sx={{ color: 'text.secondary' }}>
                    {t('bundles.components.each', { price: format.money(price) })}
                  </Typography>
                </Box>
                <Box sx={{ gridArea: 'qty' }}>
                  <CatalogNumberField
                    control={control}
                    name={`batchStore.${index}.quantity`}
                    maxDecimals={QUANTITY_DECIMALS}
                    label={t('bundles.components.quantity')}
                    size="small"
                  />
                </Box>
                <Typography
                  variant="body2"
                  sx={{ gridArea: 'total', textAlign: { xs: 'left', sm: 'right' }, fontWeight: 600, fontVariantNumeric: 'tabular-nums' }}
                >
                  {format.money(componentsTotal([{ quantity, sellingPrice: price }]))}
                </Typography>
                <Tooltip title={t('bundles.components.remove')}>
                  <IconButton
                    sx={{ gridArea: 'remove' }}
                    aria-label={t('bundles.components.removeNamed', { name })}
                    onClick={() => remove(index)}
                    color="error"
                  >
                    <DeleteOutlinedIcon fontSize="small" />
                  </IconButton>
                </Tooltip>
              </Box>
            );
          })}
        </Box>
      )}
      {listError && <FormHelperText error>{listError === 'must list at least one product' ? t('bundles.components.required') : listError}</FormHelperText>}
    </Stack>
  );
}
