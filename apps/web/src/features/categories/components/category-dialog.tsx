import { MenuItem, Stack, TextField } from '@mui/material';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from '@/lib/translation/use-translation';
import toast from 'react-hot-toast/headless';
import { categoryInputSchema, type Category, type CategoryInput } from '@dukani/contracts';
import type { z } from 'zod';
import { isApiError } from '@/lib/api-client';
import { FormTextField } from '@/components/form/form-text-field';
import { showSaveError } from '@/lib/form/show-save-error';
import { FormDialog } from '@/components/form/form-dialog';
import { useCreateCategory } from '@/api/categories/create-category';
import { useUpdateCategory } from '@/api/categories/update-category';

type CategoryOutput = z.output<typeof categoryInputSchema>;
const FIELDS = ['categoryname', 'longdesc', 'productType'] as const;

interface CategoryDialogProps {
  businessId: number;
  /** The category to edit; null adds one to `defaultType`'s group. */
  category: Category | null;
  defaultType: 0 | 1;
  onClose: () => void;
}

/** Add (I16) or edit (I20) a category. */
export function CategoryDialog({ businessId, category, defaultType, onClose }: CategoryDialogProps) {
  const { t } = useTranslation('catalog');
  const create = useCreateCategory();
  const update = useUpdateCategory();
  const saving = create.isPending || update.isPending;
  const { control, handleSubmit, setError } = useForm<CategoryInput, unknown, CategoryOutput>({
    resolver: zodResolver(categoryInputSchema),
    defaultValues: category
      ? { categoryname: category.categoryname, longdesc: category.longdesc, productType: category.productType }
      : { categoryname: '', longdesc: null, productType: defaultType },
  });

  const onSubmit = handleSubmit(async (data) => {
    try {
      if (category) {
        await update.mutateAsync({ id: category.id, data });
        toast.success(t('categories.updated'));
      } else {
        await create.mutateAsync({ ...data, businessId });
        // product-spec §8: the fixed success text of I16.
        toast.success(t('categories.created'));
      }
      onClose();
    } catch (error) {
      // A duplicate name is the name field's problem, whether or not the server named the field.
      if (isApiError(error) && error.code === 'DUPLICATE') {
        setError('categoryname', { type: 'server', message: error.message }, { shouldFocus: true });
        return;
      }
      showSaveError(error, t('errors.saveFailed'), { setError, fields: FIELDS });
    }
  });

  const title = category ? t('categories.editTitle') : t('categories.addTitle');
  return (
    <FormDialog
      title={title}
      submitLabel={category ? t('common.saveChanges') : t('categories.add')}
      isSaving={saving}
      onSubmit={(event) => void onSubmit(event)}
      onClose={onClose}
    >
      <Stack spacing={2} sx={{ pt: 1 }}>
        <FormTextField control={control} name="categoryname" label={t('categories.fields.name')} required autoFocus />
        <FormTextField control={control} name="longdesc" label={t('categories.fields.description')} emptyAsNull multiline minRows={2} />
        <Controller
          control={control}
          name="productType"
          render={({ field }) => (
            <TextField
              select
              label={t('categories.fields.group')}
              value={field.value ?? 0}
              onChange={(event) => field.onChange(Number(event.target.value))}
              helperText={t('categories.fields.groupHint')}
            >
              <MenuItem value={0}>{t('categories.groups.Products')}</MenuItem>
              <MenuItem value={1}>{t('categories.groups.Services')}</MenuItem>
            </TextField>
          )}
        />
      </Stack>
    </FormDialog>
  );
}
