import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { Box, Button, Grid, Paper, Stack } from '@mui/material';
import SaveOutlinedIcon from '@mui/icons-material/SaveOutlined';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from '@/lib/translation/use-translation';
import toast from 'react-hot-toast/headless';
import type { Product } from '@dukani/contracts';
import { canUse, useSession } from '@/lib/session-store';
import { useAddProduct } from '@/api/products/add-product';
import { useBusinessSuppliers } from '@/api/suppliers/get-business-suppliers';
import { useCategories } from '@/api/categories/get-categories';
import { useCurrencySymbol } from '@/api/currencies/get-business-currencies';
import { useUnits } from '@/api/products/get-units';
import { useVat } from '@/api/products/get-vat';
import { useUpdateProduct } from '@/api/products/update-product';
import { AvailabilitySection } from './availability-section';
import { BasicsSection } from './basics-section';
import { EtimsSection } from './etims-section';
import { FormSection } from './form-section';
import { IdentificationSection } from './identification-section';
import { PricingSection } from './pricing-section';
import { ProductImagePicker } from './product-image-picker';
import { emptyProductValues, productFormSchema, toFormValues, toProductBody, type ProductFormOutput, type ProductFormValues } from './product-form-values';
import { showProductSaveError } from './save-errors';
import { StockSection } from './stock-section';
import { SuppliersSection } from './suppliers-section';
import { TaxSection } from './tax-section';
import { useUnsavedChangesGuard } from './use-unsaved-changes-guard';
import { VariantsSection } from './variants-section';

interface ProductFormProps {
  businessId: number;
  /** The product to edit (I19); null adds one (I10). */
  product: Product | null;
  /** A new entry's type to start with (`/products/new?type=service`). */
  initialType?: 0 | 1;
  /** Told when the Product / Service toggle changes, so the page's title can follow it. */
  onTypeChange?: (productType: 0 | 1) => void;
}

/** The product editor shared by /products/new and /products/:id/edit. */
export function ProductForm({ businessId, product, initialType = 0, onTypeChange }: ProductFormProps) {
  const { t } = useTranslation('products');
  const navigate = useNavigate();
  const canSeeSuppliers = useSession((state) => canUse(state, ['suppliers']));
  const categories = useCategories(businessId);
  const units = useUnits();
  const vat = useVat(businessId);
  const suppliers = useBusinessSuppliers(businessId, canSeeSuppliers);
  const currency = useCurrencySymbol();
  const add = useAddProduct();
  const update = useUpdateProduct();
  const [image, setImage] = useState<File | null>(null);
  const isSaved = useRef(false);
  /** The last attempt's body and key: a retry of the same save reuses the key (API.md §1.8). */
  const lastAttempt = useRef<{ signature: string; key: string } | null>(null);

  const { control, handleSubmit, setValue, getValues, setError, formState } = useForm<ProductFormValues, unknown, ProductFormOutput>({
    resolver: zodResolver(productFormSchema),
    defaultValues: product ? toFormValues(product) : emptyProductValues(businessId, initialType),
    mode: 'onTouched',
  });
  const [productType, unitId] = useWatch({ control, name: ['productType', 'unitId'] });
  const isService = productType === 1;
  useEffect(() => {
    onTypeChange?.(isService ? 1 : 0);
  }, [isService, onTypeChange]);
  const isDirty = formState.isDirty || image !== null;
  const leaveDialog = useUnsavedChangesGuard(isDirty, isSaved);
  const storedUnit = units.data?.find((unit) => unit.id === unitId)?.name ?? '';
  const unitName = storedUnit ? t(`units.${storedUnit}`, { defaultValue: storedUnit }) : '';
  const isSaving = add.isPending || update.isPending;

  const onSubmit = handleSubmit(
    async (values) => {
      const body = toProductBody(values);
      const signature = JSON.stringify(body) + (image ? `|${image.name}:${image.size}:${image.lastModified}` : '');
      const idempotencyKey = lastAttempt.current?.signature === signature ? lastAttempt.current.key : crypto.randomUUID();
      lastAttempt.current = { signature, key: idempotencyKey };
      try {
        if (product) {
          const saved = await update.mutateAsync({ id: product.id, body, image, idempotencyKey });
          // product-spec §5: an update answered without data has failed.
          if (!saved) {
            toast.error(t('errors.operationFailed'));
            return;
          }
          toast.success(t('editor.updated', { name: saved.name }));
        } else {
          const saved = await add.mutateAsync({ body, image, idempotencyKey });
          toast.success(t('editor.created', { name: saved.name }));
        }
        isSaved.current = true;
        void navigate('/products');
      } catch (error) {
        showProductSaveError(error, setError, t);
      }
    },
    () => toast.error(t('editor.checkFields')),
  );

  return (
    <Box
      component="form"
      noValidate
      onSubmit={(event) => void onSubmit(event)}
      aria-label={t(product ? (isService ? 'editor.editServiceTitle' : 'editor.editTitle') : isService ? 'editor.createServiceTitle' : 'editor.createTitle')}
    >
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, lg: 8 }}>
          <Stack spacing={3}>
            <FormSection title={t('sections.basics')}>
              <BasicsSection
                businessId={businessId}
                control={control}
                setValue={setValue}
                categories={categories.data ?? []}
                units={units.data ?? []}
                isNew={!product}
              />
            </FormSection>
            <FormSection title={t('sections.identification')}>
              <IdentificationSection control={control} />
            </FormSection>
            <FormSection title={t('sections.pricing')} description={t('sections.pricingText')}>
              <PricingSection control={control} currency={currency} />
            </FormSection>
            <FormSection title={t('sections.tax')}>
              <TaxSection control={control} setValue={setValue} taxes={vat.data ?? []} currency={currency} />
            </FormSection>
            {!isService && (
              <FormSection title={t('sections.stock')}>
                <StockSection control={control} product={product} unitName={unitName} />
              </FormSection>
            )}
            {!isService && (
              <FormSection title={t('sections.variants')} description={t('sections.variantsText')}>
                <VariantsSection control={control} getValues={getValues} product={product} />
              </FormSection>
            )}
          </Stack>
        </Grid>
        <Grid size={{ xs: 12, lg: 4 }}>
          <Stack spacing={3}>
            <FormSection title={t('sections.image')}>
              <ProductImagePicker currentUrl={product?.productImagesPath ?? null} file={image} onChange={setImage} disabled={isSaving} />
            </FormSection>
            <FormSection title={t('sections.availability')}>
              <AvailabilitySection control={control} />
            </FormSection>
            <FormSection title={t('sections.suppliers')}>
              <SuppliersSection
                control={control}
                suppliers={suppliers.data ?? []}
                isLoading={suppliers.isPending && canSeeSuppliers}
                canSeeSuppliers={canSeeSuppliers}
              />
            </FormSection>
            <FormSection title={t('sections.etims')} description={t('sections.etimsText')}>
              <EtimsSection control={control} />
            </FormSection>
          </Stack>
        </Grid>
      </Grid>
      <Paper
        elevation={0}
        sx={{
          position: 'sticky',
          bottom: 0,
          zIndex: 2,
          mt: 3,
          mx: { xs: -2, sm: 0 },
          px: 2,
          py: 1.5,
          display: 'flex',
          justifyContent: 'flex-end',
          gap: 1,
          borderTop: 1,
          borderColor: 'divider',
          borderRadius: { xs: 0, sm: 2 },
          boxShadow: (theme) => (theme.palette.mode === 'dark' ? '0 -4px 16px rgba(0,0,0,0.4)' : '0 -4px 16px rgba(17,25,39,0.08)'),
        }}
      >
        <Button color="inherit" onClick={() => void navigate('/products')} disabled={isSaving} sx={{ flex: { xs: 1, sm: 'none' } }}>
          {t('common.cancel')}
        </Button>
        <Button
          type="submit"
          variant="contained"
          startIcon={<SaveOutlinedIcon />}
          loading={isSaving}
          loadingPosition="start"
          sx={{ flex: { xs: 2, sm: 'none' } }}
        >
          {product ? t('editor.save') : t(isService ? 'editor.createService' : 'editor.create')}
        </Button>
      </Paper>
      {leaveDialog}
    </Box>
  );
}
