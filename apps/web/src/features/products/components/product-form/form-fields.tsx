import { TextField, type TextFieldProps } from '@mui/material';
import { useController, type Control, type FieldPath } from 'react-hook-form';
import { useTranslation } from '@/lib/translation/use-translation';
import { FormNumberField, type FormNumberFieldProps } from '@/components/form/form-number-field';
import { productFieldError } from './field-error';
import type { ProductFormValues } from './product-form-values';

type BoundProps = Omit<TextFieldProps, 'name' | 'value' | 'onChange' | 'error' | 'type'> & {
  control: Control<ProductFormValues>;
  name: FieldPath<ProductFormValues>;
};

/** A product's decimal field: empty is null (the contract's "not given"), and errors use the products texts. */
export function ProductNumberField(props: Omit<FormNumberFieldProps<ProductFormValues>, 'emptyAsNull' | 'translateError'>) {
  const { t } = useTranslation('products');
  return <FormNumberField autoComplete="off" {...props} emptyAsNull translateError={(error) => productFieldError(t, error)} />;
}

/** A text field: empty is sent as null, so optional codes are cleared rather than stored as ''. */
export function ProductTextField({ control, name, helperText, ...props }: BoundProps) {
  const { t } = useTranslation('products');
  const { field, fieldState } = useController({ control, name });
  return (
    <TextField
      {...props}
      name={field.name}
      inputRef={field.ref}
      value={(field.value as string | null | undefined) ?? ''}
      onBlur={field.onBlur}
      onChange={(event) => field.onChange(event.target.value === '' && name !== 'name' ? null : event.target.value)}
      error={Boolean(fieldState.error)}
      helperText={productFieldError(t, fieldState.error) ?? helperText}
      fullWidth
    />
  );
}
