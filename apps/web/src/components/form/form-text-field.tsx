import { TextField, type TextFieldProps } from '@mui/material';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import { useTranslation } from '@/lib/translation/use-translation';
import { translateFieldError } from '@/lib/form/show-save-error';

export type FormTextFieldProps<T extends FieldValues> = Omit<TextFieldProps, 'name' | 'value' | 'onChange' | 'error'> & {
  control: Control<T>;
  name: Path<T>;
  /** Empty text is sent as null for optional fields that the contract types as nullish. */
  emptyAsNull?: boolean;
};

/** A MUI text field bound to react-hook-form, showing the contract's (translated) or the server's error. */
export function FormTextField<T extends FieldValues>({ control, name, emptyAsNull, helperText, ...props }: FormTextFieldProps<T>) {
  const { t } = useTranslation('account');
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <TextField
          {...props}
          name={field.name}
          inputRef={field.ref}
          value={field.value ?? ''}
          onBlur={field.onBlur}
          onChange={(event) => field.onChange(emptyAsNull && event.target.value === '' ? null : event.target.value)}
          // A form opened read-only (useForm's `disabled`) disables every field.
          disabled={field.disabled || props.disabled}
          error={Boolean(fieldState.error)}
          helperText={translateFieldError(t, fieldState.error) ?? helperText}
          fullWidth
        />
      )}
    />
  );
}
