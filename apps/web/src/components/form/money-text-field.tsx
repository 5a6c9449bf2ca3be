import { useEffect, useState } from 'react';
import { OutlinedField, type OutlinedFieldProps } from './outlined-field';
import { useTranslation } from '@/lib/translation/use-translation';
import { useNumberText } from '@/lib/format/use-number-text';

type MoneyTextFieldProps = Omit<OutlinedFieldProps, 'value' | 'onChange' | 'type' | 'error'> & {
  value: number;
  onValue(value: number): void;
  /** At most this many decimals: 2 for money (the default), 0 or 3 for a quantity of its unit. */
  decimals?: number;
};

/**
 * An amount (or a quantity), read in the user's locale ("1,200" is twelve hundred in Nairobi, "1.200" in Berlin).
 * A number input would drop "1,200" as invalid, so the text is kept here and only a readable value is passed
 * on; what the text reads as is shown under it when that differs from what was typed.
 */
export function MoneyTextField({ value, onValue, helperText, slotProps, decimals = 2, ...props }: MoneyTextFieldProps) {
  const { t } = useTranslation('pos');
  const numbers = useNumberText();
  const [text, setText] = useState(() => (value ? numbers.format(value) : ''));
  // The value changed from outside (a split part filled in, the order cleared): show it.
  useEffect(() => {
    const typed = numbers.parse(text, decimals);
    if (!typed.ok || (typed.value ?? 0) !== value) setText(value ? numbers.format(value) : '');
    // Only the outside value drives this; the typed text is the user's until then.
  }, [value]);
  const parsed = numbers.parse(text, decimals);
  const issue = numbers.describe(parsed, decimals);
  const echo = numbers.readsAs(parsed, text, decimals);
  const readsAs = echo !== null ? t('cart.readsAs', { value: echo }) : null;
  return (
    <OutlinedField
      {...props}
      value={text}
      error={issue !== null}
      helperText={issue ?? readsAs ?? helperText}
      slotProps={{ ...slotProps, htmlInput: { inputMode: 'decimal', ...slotProps?.htmlInput } }}
      onChange={(event) => {
        setText(event.target.value);
        const next = numbers.parse(event.target.value, decimals);
        if (next.ok) onValue(next.value ?? 0);
      }}
    />
  );
}
