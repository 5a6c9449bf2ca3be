import { Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography, useMediaQuery, useTheme } from '@mui/material';
import { useTranslation } from '@/lib/translation/use-translation';
import type { CreditHistoryRow } from '@dukani/contracts';
import { useCatalogFormat } from '@/lib/format/catalog-format';

interface LedgerTableProps {
  rows: CreditHistoryRow[];
  label: string;
  emptyText: string;
}

/** Credits and payments with the balance after each: the credit history (H9) and a statement's rows (H10). */
export function LedgerTable({ rows, label, emptyText }: LedgerTableProps) {
  const { t } = useTranslation('customers');
  const format = useCatalogFormat();
  const theme = useTheme();
  // On a phone the date moves under the entry, so amount and balance stay on screen without scrolling.
  const isPhone = useMediaQuery(theme.breakpoints.down('sm'));
  if (rows.length === 0)
    return (
      <Typography variant="body2" sx={{ color: 'text.secondary', p: 2 }}>
        {emptyText}
      </Typography>
    );
  const entryText = (row: CreditHistoryRow) => {
    if (row.type === 'Debit')
      // A custom method of the shop has no translation: its own name is shown.
      return row.paymentModes ? t('ledger.debit', { mode: t(`pos:methods.${row.paymentModes}`, { defaultValue: row.paymentModes }) }) : t('ledger.debitNoMode');
    const parts = [t('ledger.credit')];
    if (row.transactionId) parts.push(t('ledger.sale', { id: row.transactionId }));
    if (row.dueDate) parts.push(t('ledger.due', { date: format.date(`${row.dueDate}T12:00:00Z`) }));
    return parts.join(' · ');
  };
  return (
    <TableContainer sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label={label}>
        <TableHead>
          <TableRow>
            {!isPhone && <TableCell>{t('ledger.date')}</TableCell>}
            <TableCell>{t('ledger.entry')}</TableCell>
            <TableCell align="right">{t('ledger.amount')}</TableCell>
            <TableCell align="right">{t('ledger.balanceAfter')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.id}>
              {!isPhone && <TableCell sx={{ whiteSpace: 'nowrap' }}>{format.date(row.transactionDate)}</TableCell>}
              <TableCell sx={{ px: isPhone ? 1 : undefined }}>
                {isPhone && (
                  <Typography variant="caption" component="div" sx={{ color: 'text.secondary' }}>
                    {format.date(row.transactionDate)}
                  </Typography>
                )}
                {entryText(row)}
                {row.note && (
                  <Typography variant="caption" component="div" sx={{ color: 'text.secondary' }}>
                    {row.note}
                  </Typography>
                )}
              </TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap', px: isPhone ? 1 : undefined, color: row.type === 'Debit' ? 'success.main' : undefined }}>
                {row.type === 'Debit' ? '−' : '+'}
                {format.money(row.amount)}
              </TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap', px: isPhone ? 1 : undefined, fontWeight: 600 }}>
                {format.money(row.balanceAfter)}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
