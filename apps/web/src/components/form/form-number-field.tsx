import { useState } from 'react';
import { TextField, type TextFieldProps } from '@mui/material';
import { useController, type Control, type FieldError, type FieldValues, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { translateFieldError } from '@/lib/form/show-save-error';

export type FormNumberFieldProps<T extends FieldValues> = Omit<TextFieldProps, 'name' | 'value' | 'onChange' | 'error' | 'type'> & {
  control: Control<T>;
  name: Path<T>;
  /** Empty input is null (an optional price) instead of NaN (a required number). */
  emptyAsNull?: boolean;
  /** Money fields pass 2, so stored prices read as 80.00 (API.md §1.7). */
  decimals?: number;
  /** A live rule message (e.g. minimum above price) shown until the resolver has its own error. */
  issue?: string | null;
  /** The field's error in the user's language; by default the shared (account) message table. */
  translateError?: (error: FieldError | undefined) => string | undefined;
};

const toText = (value: unknown, decimals?: number) =>
  typeof value === 'number' && Number.isFinite(value) ? (decimals === undefined ? String(value) : value.toFixed(decimals)) : '';

/**
 * A decimal input bound to a number field. It keeps the typed text ("0.", "1.50") locally, because
 * a controlled number would turn "0." back into "0" while the user is still typing.
 */
export function FormNumberField<T extends FieldValues>({
  control,
  name,
  helperText,
  emptyAsNull,
  decimals,
  issue,
  translateError,
  ...props
}: FormNumberFieldProps<T>) {
  const { t } = useTranslation('account');
  const { field, fieldState } = useController({ control, name });
  const value = field.value as number | undefined | null;
  const [text, setText] = useState(toText(value, decimals));
  // A value set from outside (a reset, a prefill) replaces the text; adjusting state during render is React's documented pattern.
  const [seen, setSeen] = useState(value);
  if (!Object.is(value, seen)) {
    setSeen(value);
    if ((text.trim() === '' ? null : Number(text)) !== value) setText(toText(value, decimals));
  }
  const errorText = translateError ? translateError(fieldState.error) : translateFieldError(t, fieldState.error);
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
        const parsed = next.trim() === '' ? (emptyAsNull ? null : Number.NaN) : Number(next);
        setSeen(parsed);
        field.onChange(parsed);
      }}
      error={Boolean(fieldState.error ?? issue)}
      helperText={errorText ?? issue ?? helperText}
      slotProps={{ ...props.slotProps, htmlInput: { inputMode: 'decimal', ...(props.slotProps?.htmlInput as object) } }}
      fullWidth
    />
  );
}
