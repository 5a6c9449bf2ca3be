import { useCallback } from 'react';
import type { Cart, SaleIssue } from '@dukani/domain';
import { useTranslation } from '@/lib/translation/use-translation';
import { useCatalogFormat } from '@/lib/format/catalog-format';

/**
 * A cart issue in the cashier's words. The domain names JSON paths ("discount.amount takes itemList[2] under
 * …"); a line under its minimum price is told by the item's name, what a unit would sell at, by how much it
 * falls short and what to change, as the server words the same refusal. Other issues keep the domain's sentence.
 */
export function useCartIssueText() {
  const { t } = useTranslation('pos');
  const format = useCatalogFormat();
  return useCallback(
    (issue: SaleIssue, cart: Cart): string => {
      const below = issue.belowMinimum;
      const line = below ? cart.lines[below.index] : undefined;
      if (!below || !line) return issue.message;
      const figures = { name: line.name, price: format.money(below.unitPrice), shortfall: format.money(below.shortfall), minimum: format.money(below.minimum) };
      return t(`cart.belowMinimum.${below.cause}`, { ...figures, maxDiscount: format.money(below.maxDiscount ?? 0) });
    },
    [t, format],
  );
}
