import { Stack } from '@mui/material';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from '@/lib/translation/use-translation';
import toast from 'react-hot-toast/headless';
import type { z } from 'zod';
import { customerInputSchema, type Customer, type CustomerInput } from '@dukani/contracts';
import { FormDialog } from '@/components/form/form-dialog';
import { FormTextField } from '@/components/form/form-text-field';
import { showSaveError } from '@/lib/form/show-save-error';
import { useUpdateCustomer } from '@/api/customers/update-customer';

/** The fields a 400 from H5 may name, so its sentence lands under the right field. */
const FIELDS = ['firstName', 'lastName', 'clientName', 'phoneNumber', 'email'] as const;

/**
 * H5: change the customer's name and contact. H5 replaces every field, so the ones this dialog does not show
 * (billing details, flags) are sent back as they are.
 */
export function EditCustomerDialog({ customer, onClose }: { customer: Customer; onClose: () => void }) {
  const { t } = useTranslation('customers');
  const update = useUpdateCustomer();
  const { id: _id, ...current } = customer;
  const form = useForm<CustomerInput, unknown, z.output<typeof customerInputSchema>>({
    resolver: zodResolver(customerInputSchema),
    defaultValues: current,
  });

  const onSubmit = form.handleSubmit(async (input) => {
    try {
      await update.mutateAsync({ id: customer.id, input });
      toast.success(t('edit.done'));
      onClose();
    } catch (error) {
      showSaveError(error, t('edit.failed'), { setError: form.setError, fields: FIELDS });
    }
  });

  const { control } = form;
  return (
    <FormDialog title={t('edit.title')} submitLabel={t('edit.save')} isSaving={update.isPending} onClose={onClose} onSubmit={(event) => void onSubmit(event)}>
      <Stack spacing={2} sx={{ pt: 1 }}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <FormTextField control={control} name="firstName" label={t('edit.firstName')} emptyAsNull autoComplete="off" />
          <FormTextField control={control} name="lastName" label={t('edit.lastName')} emptyAsNull autoComplete="off" />
        </Stack>
        <FormTextField control={control} name="clientName" label={t('edit.clientName')} helperText={t('edit.clientNameHint')} emptyAsNull />
        <FormTextField control={control} name="phoneNumber" label={t('edit.phone')} emptyAsNull slotProps={{ htmlInput: { inputMode: 'tel' } }} />
        <FormTextField control={control} name="email" label={t('edit.email')} type="email" emptyAsNull />
      </Stack>
    </FormDialog>
  );
}
