import { Button, Chip, Link, Stack, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from '@/lib/translation/use-translation';
import type { Expense } from '@dukani/contracts';
import { useCatalogFormat } from '@/lib/format/catalog-format';

/** Total and paid give way on a 360 px phone: what is owed and the Pay button stay. */
const ON_WIDE = { display: { xs: 'none', sm: 'table-cell' } } as const;
/**
 * On a phone the Pay button sits under what is owed instead of in a column of its own: a German "Bezahlen" beside
 * a due-date chip pushed it out of the card at 360 px.
 */
const ON_PHONE = { display: { xs: 'flex', sm: 'none' }, mt: 0.5 } as const;

interface PurchasesTableProps {
  purchases: Expense[];
  today: string;
  onPay: (purchase: Expense) => void;
}

/** N6: each purchase with its total, what is paid and owed, and its due date; a button pays towards it. */
export function PurchasesTable({ purchases, today, onPay }: PurchasesTableProps) {
  const { t } = useTranslation('expenses');
  const format = useCatalogFormat();
  if (purchases.length === 0) return <Typography sx={{ p: 2, color: 'text.secondary' }}>{t('supplierPage.noPurchases')}</Typography>;
  return (
    <TableContainer>
      <Table size="small" sx={{ '& td, & th': { px: { xs: 1, sm: 2 } } }} aria-label={t('supplierPage.purchases')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('supplierPage.columns.date')}</TableCell>
            <TableCell>{t('supplierPage.columns.ref')}</TableCell>
            <TableCell align="right" sx={ON_WIDE}>
              {t('supplierPage.columns.total')}
            </TableCell>
            <TableCell align="right" sx={ON_WIDE}>
              {t('supplierPage.columns.paid')}
            </TableCell>
            <TableCell align="right">{t('supplierPage.columns.owed')}</TableCell>
            <TableCell sx={ON_WIDE} />
          </TableRow>
        </TableHead>
        <TableBody>
          {purchases.map((purchase) => {
            const isOverdue = purchase.balance > 0 && purchase.dueDate !== null && purchase.dueDate < today;
            return (
              <TableRow key={purchase.id} data-testid={`purchase-${purchase.id}`}>
                <TableCell>{format.date(purchase.transactionDateUTC)}</TableCell>
                <TableCell>
                  <Link component={RouterLink} to={`/suppliers/${purchase.supplierId}/purchases/${purchase.id}`}>
                    {purchase.ref || `#${purchase.id}`}
                  </Link>
                </TableCell>
                <TableCell align="right" sx={ON_WIDE}>
                  {format.money(purchase.total)}
                </TableCell>
                <TableCell align="right" sx={ON_WIDE}>
                  {format.money(purchase.amountPaid)}
                </TableCell>
                <TableCell align="right">
                  <Stack sx={{ alignItems: 'flex-end' }}>
                    <span>{format.money(purchase.balance)}</span>
                    {purchase.balance > 0 && purchase.dueDate && (
                      <Chip
                        size="small"
                        color={isOverdue ? 'error' : 'default'}
                        variant="outlined"
                        label={t('supplierPage.due', { date: format.date(purchase.dueDate) })}
                      />
                    )}
                    <Stack sx={ON_PHONE}>
                      <PayAction purchase={purchase} onPay={onPay} />
                    </Stack>
                  </Stack>
                </TableCell>
                <TableCell align="right" sx={ON_WIDE}>
                  <PayAction purchase={purchase} onPay={onPay} />
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

/** Pay towards a purchase that is still owed, or a chip saying it is paid. */
function PayAction({ purchase, onPay }: { purchase: Expense; onPay: (purchase: Expense) => void }) {
  const { t } = useTranslation('expenses');
  if (purchase.balance <= 0) return <Chip size="small" color="success" label={t('supplierPage.paid')} />;
  return (
    <Button size="small" variant="outlined" onClick={() => onPay(purchase)} aria-label={t('supplierPage.payNamed', { ref: purchase.ref ?? `#${purchase.id}` })}>
      {t('supplierPage.pay')}
    </Button>
  );
}
