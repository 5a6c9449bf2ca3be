import type { FieldError, FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { translateFieldError } from '@/components/account-ui/form-errors';
import { FormNumberField, type FormNumberFieldProps } from '@/components/form-number-field';

/** Catalog contract messages the account table does not know; their texts live in the `catalog` namespace. */
const CATALOG_MESSAGE_KEYS: Record<string, string> = {
  'must not be negative': 'validation.notNegative',
  'must be a whole number': 'validation.wholeNumber',
};

/** The shared number field for the catalog screens, which know the catalog's contract messages. */
export function CatalogNumberField<T extends FieldValues>(props: Omit<FormNumberFieldProps<T>, 'translateError'>) {
  const { t } = useTranslation('account');
  const { t: tc } = useTranslation('catalog');
  const translateError = (error: FieldError | undefined) => {
    const key = error?.message ? CATALOG_MESSAGE_KEYS[error.message] : undefined;
    return key ? tc(key) : translateFieldError(t, error);
  };
  return <FormNumberField {...props} translateError={translateError} />;
}
