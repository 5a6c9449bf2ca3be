import { useEffect, useState } from 'react';
import { TextField, type SxProps, type Theme } from '@mui/material';
import { useTranslation } from '@/lib/translation/use-translation';
import { datePattern, formatDateText, parseDateText } from '@/lib/format/date-text';
import { useFormatLocale } from '@/lib/format/format-locale';

interface DateTextFieldProps {
  label: string;
  /** yyyy-mm-dd, or '' for no date. */
  value: string;
  /** The typed date as yyyy-mm-dd, or '' while the text is not a date. */
  onChange(isoDate: string): void;
  size?: 'small' | 'medium';
  sx?: SxProps<Theme>;
  /** Shown under the field while the text is a valid date; the expected pattern when left out. */
  helperText?: string;
}

/**
 * A calendar date typed as the user writes dates (31/01/2030 in Nairobi, 31.01.2030 in Berlin) instead of the
 * browser's date input, which is month-first in an English browser and shows no picker in some Android views.
 */
export function DateTextField({ label, value, onChange, size, sx, helperText }: DateTextFieldProps) {
  const { t } = useTranslation('pos');
  const locale = useFormatLocale();
  const [text, setText] = useState(() => formatDateText(value, locale));
  // A value set from outside (a preset, a reset) replaces the text; the user's own typing is left alone.
  useEffect(() => {
    setText((current) => ((parseDateText(current, locale) ?? '') === value ? current : formatDateText(value, locale)));
  }, [value, locale]);
  const { order, separator } = datePattern(locale);
  const hint = order.map((part) => t(`checkout.datePart.${part}`)).join(separator);
  const invalid = text.trim() !== '' && parseDateText(text, locale) === null;
  return (
    <TextField
      label={label}
      value={text}
      size={size}
      sx={sx}
      placeholder={hint}
      error={invalid}
      helperText={invalid ? t('checkout.dateInvalid', { example: formatDateText('2030-01-31', locale) }) : (helperText ?? hint)}
      slotProps={{ htmlInput: { inputMode: 'numeric' }, inputLabel: { shrink: true } }}
      onChange={(event) => {
        setText(event.target.value);
        onChange(parseDateText(event.target.value, locale) ?? '');
      }}
    />
  );
}
