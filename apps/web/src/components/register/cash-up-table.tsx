import { Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { useTranslation } from '@/lib/translation/use-translation';
import { useCatalogFormat } from '@/lib/format/catalog-format';
import { useMethodName } from '@/components/payments/use-method-label';

export interface CashUpRow {
  paymentValue: string;
  expected: number;
  counted: number | null;
  difference: number | null;
}

/** Green when it balances, red when short, amber when over. */
export const differenceColour = (difference: number | null) =>
  difference === null ? 'text.secondary' : difference === 0 ? 'success.main' : difference < 0 ? 'error.main' : 'warning.main';

/** Expected, counted and the gap per payment mode: the register's close dialog, its summary and the owner's review. */
export function CashUpTable({ rows }: { rows: CashUpRow[] }) {
  const { t } = useTranslation('pos');
  const methodName = useMethodName();
  const format = useCatalogFormat();
  const signed = (value: number) => `${value > 0 ? '+' : ''}${format.money(value)}`;
  return (
    <Table size="small" aria-label={t('register.cashUp')}>
      <TableHead>
        <TableRow>
          <TableCell>{t('register.mode')}</TableCell>
          <TableCell align="right">{t('register.expected')}</TableCell>
          <TableCell align="right">{t('register.counted')}</TableCell>
          <TableCell align="right">{t('register.difference')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((row) => (
          <TableRow key={row.paymentValue}>
            <TableCell>{methodName(row.paymentValue)}</TableCell>
            <TableCell align="right">{format.money(row.expected)}</TableCell>
            <TableCell align="right">{row.counted === null ? '—' : format.money(row.counted)}</TableCell>
            <TableCell align="right" sx={{ color: differenceColour(row.difference), fontWeight: 700 }}>
              {row.difference === null ? '—' : signed(row.difference)}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
