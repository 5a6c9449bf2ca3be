import { useState } from 'react';
import { Stack, TextField, Typography } from '@mui/material';
import { useTranslation } from '@/lib/translation/use-translation';
import toast from 'react-hot-toast/headless';
import type { Supplier, SupplierInput } from '@dukani/contracts';
import { FormDialog } from '@/components/form/form-dialog';
import { isSessionEnded } from '@/lib/api-client';
import { errorText } from '@/lib/form/show-save-error';
import { useSaveSupplier } from '@/api/suppliers/save-supplier';

const FIELDS = [
  'supplierPhoneNumber',
  'supplierEmail',
  'kraPin',
  'billingAddress',
  'county',
  'postalCode',
  'bankName',
  'branchName',
  'bankAccount',
  'swiftCode',
] as const;
type Field = (typeof FIELDS)[number];

/** N2 / N4: a supplier's name, contacts, tax PIN, bank and payment terms ("30 days"). */
export function SupplierDialog({
  businessId,
  supplier,
  onClose,
  onSaved,
}: {
  businessId: number;
  supplier?: Supplier;
  onClose: () => void;
  onSaved?: (saved: Supplier) => void;
}) {
  const { t } = useTranslation('expenses');
  const save = useSaveSupplier();
  const [name, setName] = useState(supplier?.supplierName ?? '');
  const [terms, setTerms] = useState(supplier?.paymentTerms ?? '');
  const [fields, setFields] = useState<Record<Field, string>>(
    () => Object.fromEntries(FIELDS.map((field) => [field, supplier?.[field] ?? ''])) as Record<Field, string>,
  );
  const [issue, setIssue] = useState<string | null>(null);

  const onSubmit = async () => {
    if (!name.trim()) return setIssue(t('supplier.nameRequired'));
    const input: SupplierInput = { businessId, supplierName: name.trim(), ...Object.fromEntries(FIELDS.map((field) => [field, fields[field].trim() || null])) };
    try {
      const saved = await save.mutateAsync({ ...(supplier ? { id: supplier.id } : {}), input, paymentTerms: terms.trim() });
      toast.success(t('supplier.saved', { name: saved.supplierName }));
      onSaved?.(saved);
      onClose();
    } catch (error) {
      // product-spec: a failed add shows the server's sentence, else 'Sorry! An error occurred!'.
      if (!isSessionEnded(error)) setIssue(errorText(error, t('errors.supplierFailed')));
    }
  };

  return (
    <FormDialog
      title={supplier ? t('supplier.editTitle') : t('supplier.addTitle')}
      submitLabel={t('supplier.save')}
      isSaving={save.isPending}
      onClose={onClose}
      onSubmit={(event) => {
        event.preventDefault();
        void onSubmit();
      }}
    >
      <Stack spacing={2} sx={{ pt: 1 }}>
        <TextField autoFocus required label={t('supplier.fields.supplierName')} value={name} onChange={(event) => setName(event.target.value)} />
        <TextField
          label={t('supplier.fields.paymentTerms')}
          helperText={t('supplier.termsHelp')}
          value={terms}
          onChange={(event) => setTerms(event.target.value)}
          slotProps={{ htmlInput: { maxLength: 50 } }}
        />
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 2 }}>
          {FIELDS.map((field) => (
            <TextField
              key={field}
              label={t(`supplier.fields.${field}`)}
              value={fields[field]}
              onChange={(event) => setFields({ ...fields, [field]: event.target.value })}
              sx={{ flex: '1 1 220px' }}
              {...(field === 'supplierEmail' ? { type: 'email' } : field === 'supplierPhoneNumber' ? { type: 'tel' } : {})}
            />
          ))}
        </Stack>
        {issue && (
          <Typography color="error" role="alert">
            {issue}
          </Typography>
        )}
      </Stack>
    </FormDialog>
  );
}
