import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Box, Button, Card, CardContent, CardHeader, Grid, Stack } from '@mui/material';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import SaveOutlinedIcon from '@mui/icons-material/SaveOutlined';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from '@/lib/translation/use-translation';
import toast from 'react-hot-toast/headless';
import { bundleInputSchema, type Bundle, type BundleInput } from '@dukani/contracts';
import type { z } from 'zod';
import { ConfirmDialog } from '@/components/form/confirm-dialog';
import { FormTextField } from '@/components/form/form-text-field';
import { LogoPicker } from '@/components/form/logo-picker';
import { showSaveError } from '@/lib/form/show-save-error';
import { CatalogNumberField } from '@/components/form/catalog-number-field';
import { useCreateBundle } from '@/api/bundles/create-bundle';
import { useDeleteBundle } from '@/api/bundles/delete-bundle';
import { useUpdateBundle } from '@/api/bundles/update-bundle';
import { BundleComponentsField } from './bundle-components-field';
import { componentsTotal } from '@dukani/domain';
import { BundlePriceSummary } from './bundle-price-summary';

type BundleOutput = z.output<typeof bundleInputSchema>;
/** Phones get back the width the theme's 24 px card padding would take. */
const CARD_HEADER_STYLE = { px: { xs: 2, sm: 3 } } as const;
const CARD_CONTENT_STYLE = { pt: 1, px: { xs: 2, sm: 3 } } as const;
const FIELDS = ['name', 'price', 'productCode', 'longDesc', 'batchStore'] as const;

/**
 * The bundle's price is its price rule: the till sells it at `price`. The API still carries a `discount`
 * that no sale ever applied, so the form no longer offers it and always sends 0.
 */
function defaultsOf(businessId: number, bundle: Bundle | undefined): BundleInput {
  if (!bundle) return { name: '', price: Number.NaN, productCode: null, discount: 0, longDesc: null, customerInfoCustId: businessId, batchStore: [] };
  return {
    name: bundle.name,
    price: bundle.price,
    productCode: bundle.productCode,
    discount: 0,
    longDesc: bundle.longDesc,
    customerInfoCustId: bundle.customerInfoCustId,
    batchStore: bundle.batchStore.map((c) => ({ productId: c.productId, quantity: c.quantity, name: c.name, sellingPrice: c.sellingPrice })),
    productImagesPath: bundle.productImagesPath,
  };
}

interface BundleEditorProps {
  businessId: number;
  /** The saved bundle (edit page); absent on the create page. */
  bundle?: Bundle;
}

/** The bundle form of /products/bundles/new (I11) and /products/bundles/:bundleId (I12, I13). */
export function BundleEditor({ businessId, bundle }: BundleEditorProps) {
  const { t } = useTranslation('catalog');
  const navigate = useNavigate();
  const create = useCreateBundle();
  const update = useUpdateBundle();
  const remove = useDeleteBundle();
  const [image, setImage] = useState<File | null>(null);
  const [isDeleting, setIsDeleting] = useState(false);
  const { control, handleSubmit, setError, reset, formState } = useForm<BundleInput, unknown, BundleOutput>({
    resolver: zodResolver(bundleInputSchema),
    defaultValues: defaultsOf(businessId, bundle),
  });
  const [lines, price] = useWatch({ control, name: ['batchStore', 'price'] });
  const saving = create.isPending || update.isPending;

  const onSubmit = handleSubmit(async (data) => {
    try {
      if (bundle) {
        const saved = await update.mutateAsync({ id: bundle.id, data, image });
        reset(defaultsOf(businessId, saved));
        setImage(null);
        // product-spec §8: the fixed success text of I12.
        toast.success(t('bundles.updated'));
      } else {
        const saved = await create.mutateAsync({ data, image });
        toast.success(t('bundles.created'));
        void navigate(`/products/bundles/${saved.id}`, { replace: true });
      }
    } catch (error) {
      showSaveError(error, t('errors.saveFailed'), { setError, fields: FIELDS });
    }
  });

  const onDelete = async () => {
    if (!bundle) return;
    try {
      await remove.mutateAsync(bundle.id);
      toast.success(t('bundles.deleted'));
      void navigate('/products');
    } catch (error) {
      showSaveError(error, t('errors.deleteFailed'));
      setIsDeleting(false);
    }
  };

  return (
    <form noValidate aria-label={bundle ? t('bundles.editTitle') : t('bundles.createTitle')} onSubmit={(event) => void onSubmit(event)}>
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 7, lg: 8 }}>
          <Stack spacing={3}>
            <Card>
              <CardHeader title={t('bundles.sections.details')} sx={CARD_HEADER_STYLE} />
              <CardContent sx={CARD_CONTENT_STYLE}>
                <Grid container spacing={2}>
                  <Grid size={{ xs: 12, sm: 8 }}>
                    <FormTextField control={control} name="name" label={t('bundles.fields.name')} required />
                  </Grid>
                  <Grid size={{ xs: 12, sm: 4 }}>
                    <FormTextField control={control} name="productCode" label={t('bundles.fields.productCode')} emptyAsNull />
                  </Grid>
                  <Grid size={12}>
                    <FormTextField control={control} name="longDesc" label={t('bundles.fields.description')} emptyAsNull multiline minRows={2} />
                  </Grid>
                  <Grid size={12}>
                    <LogoPicker
                      label={t('bundles.fields.image')}
                      currentUrl={bundle?.productImagesPath}
                      file={image}
                      onChange={setImage}
                      disabled={saving}
                      size={88}
                    />
                  </Grid>
                </Grid>
              </CardContent>
            </Card>
            <Card>
              <CardHeader title={t('bundles.sections.components')} subheader={t('bundles.sections.componentsHint')} sx={CARD_HEADER_STYLE} />
              <CardContent sx={CARD_CONTENT_STYLE}>
                <BundleComponentsField control={control} errors={formState.errors} businessId={businessId} />
              </CardContent>
            </Card>
          </Stack>
        </Grid>
        <Grid size={{ xs: 12, md: 5, lg: 4 }}>
          <Card sx={{ position: { md: 'sticky' }, top: { md: 88 } }}>
            <CardHeader title={t('bundles.sections.price')} sx={CARD_HEADER_STYLE} />
            <CardContent sx={CARD_CONTENT_STYLE}>
              <Stack spacing={2}>
                <CatalogNumberField
                  control={control}
                  name="price"
                  decimals={2}
                  label={t('bundles.fields.price')}
                  required
                  helperText={t('bundles.fields.priceHint')}
                />
                <BundlePriceSummary
                  componentsTotal={componentsTotal(lines ?? [])}
                  price={typeof price === 'number' ? price : Number.NaN}
                  available={bundle ? bundle.quantity : undefined}
                />
              </Stack>
            </CardContent>
          </Card>
        </Grid>
      </Grid>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, justifyContent: 'flex-end', mt: 3 }}>
        {bundle && (
          <Button
            color="error"
            startIcon={<DeleteOutlinedIcon />}
            onClick={() => setIsDeleting(true)}
            disabled={saving}
            sx={{ mr: { sm: 'auto' }, order: { xs: 3, sm: 0 }, flexGrow: { xs: 1, sm: 0 } }}
          >
            {t('bundles.delete')}
          </Button>
        )}
        <Button color="inherit" onClick={() => void navigate('/products')} disabled={saving} sx={{ flexGrow: { xs: 1, sm: 0 } }}>
          {t('common.cancel')}
        </Button>
        <Button type="submit" variant="contained" startIcon={<SaveOutlinedIcon />} loading={saving} loadingPosition="start" sx={{ flexGrow: { xs: 1, sm: 0 } }}>
          {bundle ? t('common.saveChanges') : t('bundles.create')}
        </Button>
      </Box>
      <ConfirmDialog
        open={isDeleting}
        title={t('bundles.deleteTitle')}
        message={t('bundles.deleteText', { name: bundle?.name ?? '' })}
        confirmLabel={t('bundles.delete')}
        busy={remove.isPending}
        onConfirm={() => void onDelete()}
        onClose={() => setIsDeleting(false)}
      />
    </form>
  );
}
