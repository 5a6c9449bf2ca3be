import { Typography, type TypographyProps } from '@mui/material';
import { useTranslation } from '@/lib/translation/use-translation';
import { useCatalogFormat } from '@/lib/format/catalog-format';

/** A balance in words: owed (> 0) in the error colour, an advance (< 0) in green, else "Paid up". */
export function BalanceText({ balance, ...props }: { balance: number } & TypographyProps) {
  const { t } = useTranslation('customers');
  const format = useCatalogFormat();
  if (balance > 0)
    return (
      <Typography variant="body2" sx={{ color: 'error.main', fontWeight: 600 }} {...props}>
        {t('balance.owes', { amount: format.money(balance) })}
      </Typography>
    );
  if (balance < 0)
    return (
      <Typography variant="body2" sx={{ color: 'success.main', fontWeight: 600 }} {...props}>
        {t('balance.advance', { amount: format.money(-balance) })}
      </Typography>
    );
  return (
    <Typography variant="body2" sx={{ color: 'text.secondary' }} {...props}>
      {t('balance.clear')}
    </Typography>
  );
}
