import { useState } from 'react';
import { TextField, type TextFieldProps } from '@mui/material';
import { useController, type Control, type FieldPath } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { productFieldError } from './field-error';
import type { ProductFormValues } from './product-form-values';

type BoundProps = Omit<TextFieldProps, 'name' | 'value' | 'onChange' | 'error' | 'type'> & {
  control: Control<ProductFormValues>;
  name: FieldPath<ProductFormValues>;
};

const toText = (value: unknown, decimals?: number) =>
  typeof value === 'number' && Number.isFinite(value) ? (decimals === undefined ? String(value) : value.toFixed(decimals)) : '';

/**
 * A decimal field: empty is null (the contract's "not given"), and the typed text is kept while
 * typing, so "12." is not turned back into "12" before the cashier types the cents. `issue` is a
 * live rule message (e.g. minimum above price) shown until the resolver has its own error; money
 * fields pass `decimals={2}` so stored prices read as 80.00 (API.md §1.7).
 */
export function ProductNumberField({ control, name, helperText, slotProps, issue, decimals, ...props }: BoundProps & { issue?: string | null; decimals?: number }) {
  const { t } = useTranslation('products');
  const { field, fieldState } = useController({ control, name });
  const value = field.value as number | null | undefined;
  const [text, setText] = useState(toText(value, decimals));
  // A value set from outside (a reset, a copied price) replaces the text: React's "adjust state during render".
  const [seen, setSeen] = useState(value);
  if (!Object.is(value, seen)) {
    setSeen(value);
    if ((text.trim() === '' ? null : Number(text)) !== value) setText(toText(value, decimals));
  }
  return (
    <TextField
      {...props}
      name={field.name}
      inputRef={field.ref}
      value={text}
      onBlur={field.onBlur}
      onChange={(event) => {
        const next = event.target.value.replace(',', '.');
        setText(next);
        const parsed = next.trim() === '' ? null : Number(next);
        setSeen(parsed);
        field.onChange(parsed);
      }}
      error={Boolean(fieldState.error ?? issue)}
      helperText={productFieldError(t, fieldState.error) ?? issue ?? helperText}
      slotProps={{ ...slotProps, htmlInput: { inputMode: 'decimal', autoComplete: 'off', ...(slotProps?.htmlInput as object) } }}
      fullWidth
    />
  );
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
