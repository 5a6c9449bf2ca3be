import type { FieldError, FieldValues } from 'react-hook-form';
import { useTranslation } from '@/lib/translation/use-translation';
import { translateFieldError } from '@/lib/form/show-save-error';
import { FormNumberField, type FormNumberFieldProps } from './form-number-field';

/** The shared number field for the catalog screens: its errors through the one validation table. */
export function CatalogNumberField<T extends FieldValues>(props: Omit<FormNumberFieldProps<T>, 'translateError'>) {
  const { t } = useTranslation('account');
  return <FormNumberField {...props} translateError={(error: FieldError | undefined) => translateFieldError(t, error)} />;
}
