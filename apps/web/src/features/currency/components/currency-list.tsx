import {
  Avatar,
  Box,
  Card,
  Chip,
  Paper,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import { useTranslation } from '@/lib/translation/use-translation';
import type { Currency } from '@dukani/contracts';
import { CurrencyActions, type CurrencyActionHandlers } from './currency-actions';

interface CurrencyListProps extends CurrencyActionHandlers {
  currencies: Currency[];
  busyId: number | null;
}

function useRateText() {
  const { t, i18n } = useTranslation('account');
  const format = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 6 });
  return (currency: Currency, base: Currency | undefined) => {
    if (currency.isDefault) return t('currencies.baseRate');
    return base ? t('currencies.rateText', { base: base.symbol, rate: format.format(currency.rate), symbol: currency.symbol }) : format.format(currency.rate);
  };
}

function CurrencyName({ currency }: { currency: Currency }) {
  const { t } = useTranslation('account');
  return (
    <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', minWidth: 0 }}>
      <Avatar
        sx={{
          width: 36,
          height: 36,
          fontSize: '0.85rem',
          fontWeight: 700,
          bgcolor: currency.isDefault ? 'primary.main' : 'action.selected',
          color: currency.isDefault ? 'primary.contrastText' : 'text.primary',
        }}
      >
        {currency.symbol.slice(0, 3)}
      </Avatar>
      <Typography variant="subtitle2" component="span" sx={{ overflowWrap: 'anywhere' }}>
        {currency.currencyName}
      </Typography>
      {currency.isDefault && <Chip size="small" color="primary" label={t('currencies.default')} />}
    </Stack>
  );
}

/** The business's currencies: a table from 900 px, cards on phones. Default first, as D2 returns them. */
export function CurrencyList({ currencies, busyId, ...handlers }: CurrencyListProps) {
  const { t } = useTranslation('account');
  const theme = useTheme();
  const isPhone = useMediaQuery(theme.breakpoints.down('md'));
  const rateText = useRateText();
  const base = currencies.find((c) => c.isDefault);
  const sorted = [...currencies].sort((a, b) => Number(b.isDefault) - Number(a.isDefault));

  if (isPhone) {
    return (
      <Stack spacing={1.5} aria-label={t('currencies.title')}>
        {sorted.map((currency) => (
          <Card key={currency.id} variant="outlined" component="article" aria-label={currency.currencyName} sx={{ p: 2 }}>
            <CurrencyName currency={currency} />
            <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', mt: 1, pl: 6 }}>
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                {rateText(currency, base)}
              </Typography>
              <Box sx={{ flexShrink: 0 }}>
                <CurrencyActions currency={currency} busy={busyId === currency.id} {...handlers} />
              </Box>
            </Box>
          </Card>
        ))}
      </Stack>
    );
  }

  return (
    <TableContainer component={Paper} variant="outlined">
      <Table aria-label={t('currencies.title')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('fields.currencyName')}</TableCell>
            <TableCell>{t('fields.symbol')}</TableCell>
            <TableCell>{t('fields.rate')}</TableCell>
            <TableCell align="right">{t('common.actions')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {sorted.map((currency) => (
            <TableRow key={currency.id} hover>
              <TableCell>
                <CurrencyName currency={currency} />
              </TableCell>
              <TableCell>{currency.symbol}</TableCell>
              <TableCell>{rateText(currency, base)}</TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                <CurrencyActions currency={currency} busy={busyId === currency.id} {...handlers} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
