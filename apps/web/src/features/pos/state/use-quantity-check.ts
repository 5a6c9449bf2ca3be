import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { quantityIssue, type CartLine } from '@dukani/domain';

/**
 * Why a quantity cannot go on a cart line, in the cashier's words, or null. Zero or less never removes the
 * line (a slip of the minus key would lose it silently): removing is its own button.
 */
export function useQuantityCheck() {
  const { t } = useTranslation('pos');
  return useCallback(
    (line: CartLine, quantity: number): string | null => {
      const issue = quantityIssue(quantity, line.unitId);
      return issue ? t(`cart.quantityIssue.${issue}`, { name: line.name }) : null;
    },
    [t],
  );
}
