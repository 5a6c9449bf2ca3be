import { Fragment } from 'react';
import { Table, TableBody, TableCell, TableHead, TableRow, useMediaQuery, useTheme } from '@mui/material';
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

const figure = { fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' } as const;

/**
 * Expected, counted and the gap per payment mode: the register's close dialog, its summary, the owner's review and the
 * Z report. On a phone four columns do not fit beside each other (Counted and Difference were cut off), so each mode's
 * name takes its own line above its three figures.
 */
export function CashUpTable({ rows }: { rows: CashUpRow[] }) {
  const { t } = useTranslation('pos');
  const methodName = useMethodName();
  const format = useCatalogFormat();
  const isPhone = useMediaQuery(useTheme().breakpoints.down('sm'));
  const signed = (value: number) => `${value > 0 ? '+' : ''}${format.money(value)}`;
  const figures = (row: CashUpRow) => (
    <>
      <TableCell align="right" sx={figure}>
        {format.money(row.expected)}
      </TableCell>
      <TableCell align="right" sx={figure}>
        {row.counted === null ? '—' : format.money(row.counted)}
      </TableCell>
      <TableCell align="right" sx={{ ...figure, color: differenceColour(row.difference), fontWeight: 700 }}>
        {row.difference === null ? '—' : signed(row.difference)}
      </TableCell>
    </>
  );
  return (
    <Table
      size="small"
      aria-label={t('register.cashUp')}
      sx={
        isPhone
          ? { '& th, & td': { px: 0.75 }, '& th:first-of-type, & td:first-of-type': { pl: 0 }, '& th:last-of-type, & td:last-of-type': { pr: 0 } }
          : undefined
      }
    >
      <TableHead>
        <TableRow>
          {!isPhone && <TableCell>{t('register.mode')}</TableCell>}
          <TableCell align="right">{t('register.expected')}</TableCell>
          <TableCell align="right">{t('register.counted')}</TableCell>
          <TableCell align="right">{t('register.difference')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((row) =>
          isPhone ? (
            <Fragment key={row.paymentValue}>
              <TableRow>
                <TableCell component="th" scope="rowgroup" colSpan={3} sx={{ borderBottom: 0, pb: 0, fontWeight: 600 }}>
                  {methodName(row.paymentValue)}
                </TableCell>
              </TableRow>
              <TableRow>{figures(row)}</TableRow>
            </Fragment>
          ) : (
            <TableRow key={row.paymentValue}>
              <TableCell>{methodName(row.paymentValue)}</TableCell>
              {figures(row)}
            </TableRow>
          ),
        )}
      </TableBody>
    </Table>
  );
}
