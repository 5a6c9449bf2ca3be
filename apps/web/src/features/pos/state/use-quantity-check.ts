import { useCallback } from 'react';
import { useTranslation } from '@/lib/translation/use-translation';
import { quantityIssue, type CartLine, type CartOptions } from '@dukani/domain';
import { useCatalogFormat } from '@/lib/format/catalog-format';

/**
 * Why a quantity cannot go on a cart line, in the cashier's words, or null. Zero or less never removes the
 * line (a slip of the minus key would lose it silently): removing is its own button. Asking for more than the
 * shelf holds says how many are left, so the cashier can sell those instead of guessing.
 */
export function useQuantityCheck() {
  const { t } = useTranslation('pos');
  const format = useCatalogFormat();
  return useCallback(
    (line: CartLine, quantity: number, options: CartOptions): string | null => {
      const issue = quantityIssue(quantity, line.unitId);
      if (issue) return t(`cart.quantityIssue.${issue}`, { name: line.name });
      // The same rule as the domain cart's stock check (services and untracked items never run out).
      const counted = line.trackInventory && (line.productType === 0 || line.isBundle) && !options.allowNegativeInventory;
      if (counted && quantity > line.quantity && quantity > line.stockQuantity) {
        return t('cart.quantityIssue.onlyLeft', { name: line.name, left: format.quantity(Math.max(0, line.stockQuantity)) });
      }
      return null;
    },
    [t, format],
  );
}
