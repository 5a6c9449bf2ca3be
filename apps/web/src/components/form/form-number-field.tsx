import { useState } from 'react';
import { TextField, type TextFieldProps } from '@mui/material';
import { useController, type Control, type FieldError, type FieldValues, type Path } from 'react-hook-form';
import { useTranslation } from '@/lib/translation/use-translation';
import { translateFieldError } from '@/lib/form/show-save-error';
import { useNumberText } from '@/lib/format/use-number-text';

export type FormNumberFieldProps<T extends FieldValues> = Omit<TextFieldProps, 'name' | 'value' | 'onChange' | 'error' | 'type'> & {
  control: Control<T>;
  name: Path<T>;
  /** Empty input is null (an optional price) instead of NaN (a required number). */
  emptyAsNull?: boolean;
  /** Money fields pass 2, so stored prices read as 80.00 (API.md §1.7) and a third decimal is refused. */
  decimals?: number;
  /** Quantities: at most this many decimals (0 for pieces), shown without trailing zeros (2.5 kg, 3 pieces). */
  maxDecimals?: number;
  /** A live rule message (e.g. minimum above price) shown until the resolver has its own error. */
  issue?: string | null;
  /** The field's error in the user's language; by default the shared (account) message table. */
  translateError?: (error: FieldError | undefined) => string | undefined;
};

/**
 * A decimal input bound to a number field, read in the user's locale ("1,200" is 1200 in Nairobi, "1.200" in
 * Berlin). It keeps the typed text locally, because a controlled number would turn "0." back into "0" while the
 * user is still typing, and shows what the text reads as whenever that is not what was typed.
 */
export function FormNumberField<T extends FieldValues>({
  control,
  name,
  helperText,
  emptyAsNull,
  decimals,
  maxDecimals,
  issue,
  translateError,
  ...props
}: FormNumberFieldProps<T>) {
  const { t } = useTranslation('account');
  const numbers = useNumberText();
  const limit = decimals ?? maxDecimals;
  const { field, fieldState } = useController({ control, name });
  const value = field.value as number | undefined | null;
  const toText = (next: unknown) => (typeof next === 'number' && Number.isFinite(next) ? numbers.format(next, decimals) : '');
  const [text, setText] = useState(() => toText(value));
  const parsed = numbers.parse(text, limit);
  // A value set from outside (a reset, a prefill) replaces the text; adjusting state during render is React's documented pattern.
  const [seen, setSeen] = useState(value);
  if (!Object.is(value, seen)) {
    setSeen(value);
    if (!(parsed.ok && parsed.value === (value ?? null))) setText(toText(value));
  }
  const readingIssue = numbers.describe(parsed, limit);
  const readsAs = numbers.readsAs(parsed, text, decimals);
  const echo = readsAs !== null ? t('validation.readsAs', { value: readsAs }) : null;
  const errorText = readingIssue ?? (translateError ? translateError(fieldState.error) : translateFieldError(t, fieldState.error));
  return (
    <TextField
      {...props}
      name={field.name}
      inputRef={field.ref}
      value={text}
      onBlur={() => {
        // Leaving the field writes the value the way the screens show it, so "1200" becomes "1,200.00".
        if (parsed.ok && parsed.value !== null) setText(numbers.format(parsed.value, decimals));
        field.onBlur();
      }}
      onChange={(event) => {
        const next = event.target.value;
        setText(next);
        const read = numbers.parse(next, limit);
        const nextValue = read.ok ? (read.value ?? (emptyAsNull ? null : Number.NaN)) : Number.NaN;
        setSeen(nextValue);
        field.onChange(nextValue);
      }}
      error={Boolean(readingIssue ?? fieldState.error ?? issue)}
      helperText={
        errorText ??
        issue ??
        (echo && helperText ? (
          <>
            {echo} · {helperText}
          </>
        ) : (
          (echo ?? helperText)
        ))
      }
      slotProps={{ ...props.slotProps, htmlInput: { inputMode: 'decimal', ...(props.slotProps?.htmlInput as object) } }}
      fullWidth
    />
  );
}
