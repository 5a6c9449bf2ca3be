import { useState } from 'react';
import { Divider } from '@mui/material';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from '@/lib/translation/use-translation';
import toast from 'react-hot-toast/headless';
import { businessInputSchema, type Business, type BusinessInput } from '@dukani/contracts';
import type { z } from 'zod';
import { useCreateBusiness } from '@/api/business/create-business';
import { useUpdateBusiness } from '@/api/business/update-business';
import { applyApiError } from '@/lib/form/form-errors';
import { showSaveError } from '@/lib/form/show-save-error';
import { BusinessFormFields } from './business-form-fields';
import { LogoPicker } from '@/components/form/logo-picker';
import { FormDialog } from '@/components/form/form-dialog';

type BusinessOutput = z.output<typeof businessInputSchema>;
const FIELDS = Object.keys(businessInputSchema.shape) as (keyof BusinessInput)[];

function toFormValues(business: Business | null): BusinessInput {
  return {
    organizationName: business?.organizationName ?? '',
    fullnames: business?.fullnames ?? null,
    primaryPhone: business?.primaryPhone ?? null,
    primaryEmail: business?.primaryEmail ?? '',
    website: business?.website ?? null,
    city: business?.city ?? null,
    country: (business?.country as BusinessInput['country']) ?? null,
    location: business?.location ?? null,
    address: business?.address ?? null,
  };
}

interface BusinessDialogProps {
  /** The business to edit; null creates one. */
  business: Business | null;
  onClose: () => void;
}

/** Create (C2) or edit (C3) a business with its logo. Rendered only while open, so each opening starts fresh. */
export function BusinessDialog({ business, onClose }: BusinessDialogProps) {
  const { t } = useTranslation('account');
  const [logo, setLogo] = useState<File | null>(null);
  const create = useCreateBusiness();
  const update = useUpdateBusiness();
  const { control, handleSubmit, setError } = useForm<BusinessInput, unknown, BusinessOutput>({
    resolver: zodResolver(businessInputSchema),
    defaultValues: toFormValues(business),
  });
  const saving = create.isPending || update.isPending;

  const onSubmit = handleSubmit(async (data) => {
    try {
      if (business) {
        await update.mutateAsync({ businessId: business.businessId, data, logo });
        toast.success(t('businesses.updated'));
      } else {
        await create.mutateAsync({ data, logo });
        toast.success(t('businesses.created'));
      }
      onClose();
    } catch (error) {
      if (business) showSaveError(error, t('errors.tryAgain'), { setError, fields: FIELDS });
      // product-spec §8: a failed business create is only logged, though a field the server names is still marked.
      else if (applyApiError(error, setError, FIELDS) !== null) console.error('Could not create the business', error);
    }
  });

  const title = business ? t('businesses.editTitle') : t('businesses.createTitle');
  return (
    <FormDialog title={title} submitLabel={business ? t('common.saveChanges') : t('businesses.create')} isSaving={saving} onSubmit={onSubmit} onClose={onClose}>
      <LogoPicker label={t('businesses.logo')} currentUrl={business?.logo} file={logo} onChange={setLogo} disabled={saving} size={72} />
      <Divider sx={{ my: 2.5 }} />
      <BusinessFormFields control={control} />
    </FormDialog>
  );
}
