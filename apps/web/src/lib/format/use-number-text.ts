import { useCallback, useMemo } from 'react';
import { useTranslation } from '@/lib/translation/use-translation';
import { formatNumberText, isMeasuredUnit, numberSeparators, parseNumberText, QUANTITY_DECIMALS, type ParsedNumberText } from '@dukani/domain';
import { useFormatLocale } from './format-locale';

/**
 * Typed numbers in the user's locale, for every money and quantity input: what the text is worth, what to say
 * when it cannot be read, and how the value reads back ("1,200" → "1,200.00").
 */
export function useNumberText() {
  const { t } = useTranslation('account');
  const locale = useFormatLocale();
  const { decimal } = numberSeparators(locale);
  const parse = useCallback((text: string, maxDecimals?: number) => parseNumberText(text, locale, { maxDecimals }), [locale]);
  const format = useCallback((value: number, decimals?: number) => formatNumberText(value, locale, decimals), [locale]);
  const describe = useCallback(
    (parsed: ParsedNumberText, maxDecimals?: number): string | null => {
      if (parsed.ok) return null;
      if (parsed.issue === 'decimals') return t('validation.decimals', { count: maxDecimals ?? 0 });
      if (parsed.issue === 'grouping') return t('validation.grouping', { example: formatNumberText(1200.5, locale, 2) });
      return t('validation.number');
    },
    [locale, t],
  );
  // Worth saying back only where a reader could misread the text: separators typed, or a figure past 999.
  const readsAs = useCallback(
    (parsed: ParsedNumberText, text: string, decimals?: number): string | null => {
      if (!parsed.ok || parsed.value === null) return null;
      const formatted = formatNumberText(parsed.value, locale, decimals);
      if (formatted === text.trim()) return null;
      return /[^0-9-]/.test(text.trim()) || Math.abs(parsed.value) >= 1000 ? formatted : null;
    },
    [locale],
  );
  return useMemo(() => ({ locale, decimal, parse, format, describe, readsAs }), [locale, decimal, parse, format, describe, readsAs]);
}

/** How many decimals a quantity in this unit may be typed with: 0 for pieces, 3 for kilograms and litres. */
export const quantityDecimals = (unitId: number | null | undefined) => (isMeasuredUnit(unitId) ? QUANTITY_DECIMALS : 0);
