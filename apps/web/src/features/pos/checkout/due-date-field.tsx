import { useState } from 'react';
import { TextField } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { datePattern, formatDateText, parseDateText } from '@/lib/format/date-text';
import { useFormatLocale } from '@/lib/format/format-locale';

/**
 * The pay-later due date, typed as the user writes dates (31/01/2030 in Nairobi, 31.01.2030 in Berlin). The form
 * keeps yyyy-mm-dd for the server, or '' while the text is not a date, which blocks Complete sale.
 */
export function DueDateField({ value, onChange }: { value: string; onChange(isoDate: string): void }) {
  const { t } = useTranslation('pos');
  const locale = useFormatLocale();
  const [text, setText] = useState(() => formatDateText(value, locale));
  const { order, separator } = datePattern(locale);
  const hint = order.map((part) => t(`checkout.datePart.${part}`)).join(separator);
  const invalid = text.trim() !== '' && parseDateText(text, locale) === null;
  return (
    <TextField
      label={t('checkout.dueDate')}
      value={text}
      placeholder={hint}
      error={invalid}
      helperText={invalid ? t('checkout.dateInvalid', { example: formatDateText('2030-01-31', locale) }) : hint}
      slotProps={{ htmlInput: { inputMode: 'numeric' }, inputLabel: { shrink: true } }}
      onChange={(e) => {
        setText(e.target.value);
        onChange(parseDateText(e.target.value, locale) ?? '');
      }}
    />
  );
}
