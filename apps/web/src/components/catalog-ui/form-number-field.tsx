import { useState } from 'react';
import { TextField, type TextFieldProps } from '@mui/material';
import { useController, type Control, type FieldError, type FieldValues, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { translateFieldError } from '@/components/account-ui/form-errors';

export type FormNumberFieldProps<T extends FieldValues> = Omit<TextFieldProps, 'name' | 'value' | 'onChange' | 'error' | 'type'> & {
  control: Control<T>;
  name: Path<T>;
  /** Empty input is null (an optional price) instead of NaN (a required number). */
  emptyAsNull?: boolean;
};

/** Catalog contract messages the account table does not know; their texts live in the `catalog` namespace. */
const CATALOG_MESSAGE_KEYS: Record<string, string> = {
  'must not be negative': 'validation.notNegative',
  'must be a whole number': 'validation.wholeNumber',
};

const toText = (value: number | null | undefined) => (value === undefined || value === null || Number.isNaN(value) ? '' : String(value));

/**
 * A decimal input bound to a number field. It keeps the typed text ("0.", "1.50") locally, because
 * a controlled number would turn "0." back into "0" while the user is still typing.
 */
export function FormNumberField<T extends FieldValues>({ control, name, helperText, emptyAsNull, ...props }: FormNumberFieldProps<T>) {
  const { t } = useTranslation('account');
  const { t: tc } = useTranslation('catalog');
  const { field, fieldState } = useController({ control, name });
  const value = field.value as number | undefined | null;
  const [text, setText] = useState(toText(value));
  // A value set from outside (a reset, a prefill) replaces the text; adjusting state during render is React's documented pattern.
  const [seen, setSeen] = useState(value);
  if (!Object.is(value, seen)) {
    setSeen(value);
    if (Number(text) !== value) setText(toText(value));
  }
  const errorText = (error: FieldError | undefined) => {
    const key = error?.message ? CATALOG_MESSAGE_KEYS[error.message] : undefined;
    return key ? tc(key) : translateFieldError(t, error);
  };
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
      error={Boolean(fieldState.error)}
      helperText={errorText(fieldState.error) ?? helperText}
      slotProps={{ ...props.slotProps, htmlInput: { inputMode: 'decimal', ...(props.slotProps?.htmlInput as object) } }}
      fullWidth
    />
  );
}
