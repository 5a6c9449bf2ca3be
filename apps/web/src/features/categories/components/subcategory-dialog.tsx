import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, useMediaQuery, useTheme } from '@mui/material';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from '@/lib/translation/use-translation';
import toast from 'react-hot-toast/headless';
import { subcategoryInputSchema, type Category, type Subcategory, type SubcategoryInput } from '@dukani/contracts';
import type { z } from 'zod';
import { isApiError } from '@/lib/api-client';
import { FormTextField } from '@/components/form/form-text-field';
import { showSaveError } from '@/lib/form/show-save-error';
import { useSaveSubcategory } from '@/api/categories/save-subcategory';
import { DIALOG_FORM_STYLE } from '@/components/form/dialog-form-style';

type SubcategoryOutput = z.output<typeof subcategoryInputSchema>;
const FIELDS = ['name', 'description'] as const;

interface SubcategoryDialogProps {
  businessId: number;
  category: Category;
  /** The subcategory to rename; null adds one. */
  subcategory: Subcategory | null;
  onClose: () => void;
}

/** Add or edit a subcategory of one category (I17: the id decides). */
export function SubcategoryDialog({ businessId, category, subcategory, onClose }: SubcategoryDialogProps) {
  const { t } = useTranslation('catalog');
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const save = useSaveSubcategory();
  const { control, handleSubmit, setError } = useForm<SubcategoryInput, unknown, SubcategoryOutput>({
    resolver: zodResolver(subcategoryInputSchema),
    defaultValues: {
      id: subcategory?.id ?? null,
      name: subcategory?.name ?? '',
      description: subcategory?.description ?? null,
      businessId,
      categoryId: category.id,
    },
  });

  const onSubmit = handleSubmit(async (data) => {
    try {
      await save.mutateAsync(data);
      toast.success(subcategory ? t('subcategories.updated') : t('subcategories.created'));
      onClose();
    } catch (error) {
      if (isApiError(error) && error.code === 'DUPLICATE') {
        setError('name', { type: 'server', message: error.message }, { shouldFocus: true });
        return;
      }
      showSaveError(error, t('errors.saveFailed'), { setError, fields: FIELDS });
    }
  });

  const title = subcategory ? t('subcategories.editTitle') : t('subcategories.addTitle', { category: category.categoryname });
  return (
    <Dialog open onClose={save.isPending ? undefined : onClose} fullScreen={fullScreen} maxWidth="sm" fullWidth aria-labelledby="subcategory-dialog-title">
      <form style={DIALOG_FORM_STYLE} noValidate aria-label={title} onSubmit={(event) => void onSubmit(event)}>
        <DialogTitle id="subcategory-dialog-title" sx={{ overflowWrap: 'anywhere' }}>
          {title}
        </DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <FormTextField control={control} name="name" label={t('subcategories.fields.name')} required autoFocus />
            <FormTextField control={control} name="description" label={t('subcategories.fields.description')} emptyAsNull multiline minRows={2} />
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose} color="inherit" disabled={save.isPending}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" variant="contained" loading={save.isPending}>
            {subcategory ? t('common.saveChanges') : t('subcategories.add')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
