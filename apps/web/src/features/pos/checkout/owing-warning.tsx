import { Alert } from '@mui/material';
import { useTranslation } from '@/lib/translation/use-translation';
import { roundMoney } from '@dukani/domain';
import { useCustomers } from '@/api/customers/customers';
import { useCatalogFormat } from '@/lib/format/catalog-format';
import { usePosStore } from '../state/pos-store';

/**
 * Before a pay-later sale adds to a debt: says what the chosen customer already owes and what they will owe
 * after it, so the cashier can ask for money first. The balance is read from the customers list (refreshed
 * after every sale and payment), not from the row picked earlier, which may be stale.
 */
export function OwingWarning({ businessId, amountDue }: { businessId: number; amountDue: number }) {
  const { t } = useTranslation('pos');
  const format = useCatalogFormat();
  const chosen = usePosStore((s) => s.customer);
  const customers = useCustomers(businessId);
  if (!chosen) return null;
  const balance = customers.data?.find((row) => row.id === chosen.id)?.balance ?? chosen.balance;
  if (balance <= 0) return null;
  return (
    <Alert severity="warning">
      {t('customer.alreadyOwes', {
        name: chosen.clientName,
        amount: format.money(balance),
        due: format.money(amountDue),
        total: format.money(roundMoney(balance + amountDue)),
      })}
    </Alert>
  );
}
