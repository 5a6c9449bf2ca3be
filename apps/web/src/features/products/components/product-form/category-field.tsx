import { useState, type Ref } from 'react';
import { Autocomplete, TextField, createFilterOptions } from '@mui/material';
import AddRounded from '@mui/icons-material/AddRounded';
import toast from 'react-hot-toast/headless';
import { useQueryClient } from '@tanstack/react-query';
import type { Category } from '@dukani/contracts';
import { useTranslation } from '@/lib/translation/use-translation';
import { useCreateCategory } from '@/api/categories/create-category';
import { categoryKeys } from '@/api/categories/category-keys';
import { isApiError } from '@/lib/api-client';

/** A category of the list, or the typed name offered as a new one ("Add 'Drinks'"). */
type CategoryOption = { category: Category; newName?: never } | { newName: string; category?: never };

interface CategoryFieldProps {
  businessId: number;
  /** The product's type: a new category is filed under it (0 product, 1 service). */
  productType: 0 | 1;
  offered: Category[];
  value: number | null;
  onChange: (categoryId: number | null) => void;
  inputRef?: Ref<HTMLInputElement>;
  error?: boolean;
  helperText?: string;
}

const filter = createFilterOptions<CategoryOption>({ stringify: (option) => option.category?.categoryname ?? option.newName ?? '' });
const sameName = (a: string, b: string) => a.trim().localeCompare(b.trim(), undefined, { sensitivity: 'accent' }) === 0;

/**
 * The product form's category: pick one, or type a name the shop has not filed yet and add it in place (I16), so the
 * first product does not wait for a visit to the Categories screen.
 */
export function CategoryField({ businessId, productType, offered, value, onChange, inputRef, error, helperText }: CategoryFieldProps) {
  const { t } = useTranslation('products');
  const create = useCreateCategory();
  const queryClient = useQueryClient();
  const [input, setInput] = useState('');
  const options: CategoryOption[] = offered.map((category) => ({ category }));
  const selected = options.find((option) => option.category?.id === value) ?? null;

  const addCategory = async (name: string) => {
    try {
      const created = await create.mutateAsync({ businessId, categoryname: name.trim(), productType });
      // Shown as picked at once; the list's refetch (the mutation invalidates it) then confirms it.
      queryClient.setQueryData<Category[]>(categoryKeys.list(businessId), (old) =>
        old && !old.some((category) => category.id === created.id) ? [...old, created] : old,
      );
      onChange(created.id);
      toast.success(t('categoryField.added', { name: created.categoryname }));
    } catch (failure) {
      toast.error(isApiError(failure) ? failure.message : t('errors.operationFailed'));
    }
  };

  return (
    <Autocomplete<CategoryOption>
      options={options}
      value={selected}
      inputValue={input}
      onInputChange={(_, text) => setInput(text)}
      loading={create.isPending}
      disabled={create.isPending}
      selectOnFocus
      handleHomeEndKeys
      onChange={(_, picked) => {
        if (picked?.newName) void addCategory(picked.newName);
        else onChange(picked?.category?.id ?? null);
      }}
      filterOptions={(all, state) => {
        const matches = filter(all, state);
        const typed = state.inputValue.trim();
        // Offer the typed name unless a category of this type already has it (any case).
        if (typed && !offered.some((category) => sameName(category.categoryname, typed))) matches.push({ newName: typed });
        return matches;
      }}
      isOptionEqualToValue={(option, current) => option.category?.id === current.category?.id}
      getOptionLabel={(option) => option.category?.categoryname ?? option.newName ?? ''}
      getOptionKey={(option) => (option.category ? `c${option.category.id}` : `new:${option.newName}`)}
      renderOption={({ key, ...props }, option) => (
        <li key={key} {...props}>
          {option.newName ? (
            <>
              <AddRounded fontSize="small" sx={{ mr: 1, color: 'primary.main' }} aria-hidden />
              {t('categoryField.add', { name: option.newName })}
            </>
          ) : (
            option.category?.categoryname
          )}
        </li>
      )}
      noOptionsText={t('categoryField.typeToAdd')}
      renderInput={(params) => (
        <TextField
          {...params}
          inputRef={inputRef}
          label={t('fields.category')}
          placeholder={offered.length === 0 ? t('categoryField.typeToAdd') : undefined}
          error={error}
          helperText={helperText}
        />
      )}
    />
  );
}
