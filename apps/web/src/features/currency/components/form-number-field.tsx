import { useState } from 'react';
import { TextField, type TextFieldProps } from '@mui/material';
import { useController, type Control, type FieldValues, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { translateFieldError } from '@/components/account-ui/form-errors';

type FormNumberFieldProps<T extends FieldValues> = Omit<TextFieldProps, 'name' | 'value' | 'onChange' | 'error' | 'type'> & {
  control: Control<T>;
  name: Path<T>;
};

/**
 * A decimal input bound to a number field. It keeps the typed text ("0.", "1.50") locally, because
 * a controlled number would turn "0." back into "0" while the cashier is still typing.
 */
export function FormNumberField<T extends FieldValues>({ control, name, helperText, ...props }: FormNumberFieldProps<T>) {
  const { t } = useTranslation('account');
  const { field, fieldState } = useController({ control, name });
  const value = field.value as number | undefined | null;
  const [text, setText] = useState(value === undefined || value === null || Number.isNaN(value) ? '' : String(value));
  // A value set from outside (a reset, a prefill) replaces the text; adjusting state during render is React's documented pattern.
  const [seen, setSeen] = useState(value);
  if (!Object.is(value, seen)) {
    setSeen(value);
    if (Number(text) !== value) setText(value === undefined || value === null || Number.isNaN(value) ? '' : String(value));
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
        const parsed = next.trim() === '' ? Number.NaN : Number(next);
        setSeen(parsed);
        field.onChange(parsed);
      }}
      error={Boolean(fieldState.error)}
      helperText={translateFieldError(t, fieldState.error) ?? helperText}
      slotProps={{ ...props.slotProps, htmlInput: { inputMode: 'decimal', ...(props.slotProps?.htmlInput as object) } }}
      fullWidth
    />
  );
}
