import type { ReactNode } from 'react';
import { Box, Typography } from '@mui/material';
import { useTranslation } from '@/lib/translation/use-translation';
import { useFormatLocale } from '@/lib/format/format-locale';
import { roundMoney } from '@dukani/domain';

export interface ReceiptPreviewProps {
  paper: 58 | 80;
  logoSrc: string | null;
  businessName: string;
  address: string | null;
  phone: string | null;
  email: string | null;
  currencySymbol: string;
  showOrganizationName: boolean;
  showPhone: boolean;
  showEmail: boolean;
  showThankYouMessage: boolean;
  message: string | null | undefined;
}

/** Sample sale: three lines, a fixed discount, paid in cash with change. */
const SAMPLE_LINES = [
  { key: 'sugar', quantity: 2, price: 250 },
  { key: 'milk', quantity: 3, price: 60 },
  { key: 'bread', quantity: 1, price: 65 },
] as const;
const SAMPLE_DISCOUNT = 45;
const SAMPLE_PAID = 1000;

/** Roughly the printable width of thermal paper at screen density, so the preview wraps like the printout. */
const PAPER_WIDTH = { 58: 232, 80: 316 } as const;

const Rule = () => <Box aria-hidden sx={{ borderTop: '1px dashed', borderColor: 'grey.500', my: 1 }} />;

function Row({ label, value, strong }: { label: ReactNode; value: ReactNode; strong?: boolean }) {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, fontWeight: strong ? 700 : 400 }}>
      <span>{label}</span>
      <span style={{ whiteSpace: 'nowrap' }}>{value}</span>
    </Box>
  );
}

/**
 * A thermal-receipt look-alike that follows the form as it changes. Receipt paper is white in any
 * theme, so the colours here are fixed rather than taken from the palette mode.
 */
export function ReceiptPreview(props: ReceiptPreviewProps) {
  const { t } = useTranslation('account');
  const locale = useFormatLocale();
  const number = new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  const money = (amount: number) => `${props.currencySymbol} ${number.format(amount)}`;
  const subtotal = roundMoney(SAMPLE_LINES.reduce((sum, line) => sum + line.quantity * line.price, 0));
  const total = roundMoney(subtotal - SAMPLE_DISCOUNT);
  const missing = (text: string) => (
    <Box component="span" sx={{ color: 'grey.500', fontStyle: 'italic' }}>
      {text}
    </Box>
  );
  const small = props.paper === 58;

  return (
    <Box
      role="region"
      aria-label={t('receipt.preview.label')}
      data-testid="receipt-preview"
      sx={{
        width: PAPER_WIDTH[props.paper],
        maxWidth: '100%',
        mx: 'auto',
        bgcolor: '#fff',
        color: '#1c1c1c',
        fontFamily: '"Courier New", ui-monospace, monospace',
        fontSize: small ? 11 : 12.5,
        lineHeight: 1.45,
        px: small ? 1.5 : 2,
        pt: 2.5,
        pb: 3,
        boxShadow: '0 1px 2px rgba(0,0,0,.12), 0 8px 24px rgba(0,0,0,.12)',
        transition: 'width 200ms ease',
        // A torn-paper bottom edge.
        clipPath:
          'polygon(0 0, 100% 0, 100% calc(100% - 6px), 95% 100%, 90% calc(100% - 6px), 85% 100%, 80% calc(100% - 6px), 75% 100%, 70% calc(100% - 6px), 65% 100%, 60% calc(100% - 6px), 55% 100%, 50% calc(100% - 6px), 45% 100%, 40% calc(100% - 6px), 35% 100%, 30% calc(100% - 6px), 25% 100%, 20% calc(100% - 6px), 15% 100%, 10% calc(100% - 6px), 5% 100%, 0 calc(100% - 6px))',
      }}
    >
      <Box sx={{ textAlign: 'center' }}>
        {props.logoSrc && (
          <Box
            component="img"
            src={props.logoSrc}
            alt={t('receipt.preview.logo')}
            sx={{ maxWidth: '60%', maxHeight: 64, objectFit: 'contain', filter: 'grayscale(1)', mb: 1 }}
          />
        )}
        {props.showOrganizationName && (
          <Typography
            component="div"
            data-testid="receipt-business-name"
            sx={{ font: 'inherit', fontWeight: 700, fontSize: '1.15em', textTransform: 'uppercase', overflowWrap: 'anywhere' }}
          >
            {props.businessName}
          </Typography>
        )}
        {props.address && <div>{props.address}</div>}
        {props.showPhone && (
          <div data-testid="receipt-phone">{props.phone ? `${t('receipt.preview.tel')} ${props.phone}` : missing(t('receipt.preview.noPhone'))}</div>
        )}
        {props.showEmail && (
          <div data-testid="receipt-email" style={{ overflowWrap: 'anywhere' }}>
            {props.email ?? missing(t('receipt.preview.noEmail'))}
          </div>
        )}
      </Box>
      <Rule />
      <Row label={t('receipt.preview.receiptNo')} value="R-000128" />
      <Row label={t('receipt.preview.date')} value={new Date(2026, 2, 14, 14, 5).toLocaleString(locale, { dateStyle: 'short', timeStyle: 'short' })} />
      <Row label={t('receipt.preview.cashier')} value={t('receipt.preview.sampleCashier')} />
      <Row label={t('receipt.preview.customer')} value={t('receipt.preview.walkIn')} />
      <Rule />
      {SAMPLE_LINES.map((line) => (
        <Box key={line.key} sx={{ mb: 0.5 }}>
          <div>{t(`receipt.preview.items.${line.key}`)}</div>
          <Row label={`  ${line.quantity} × ${number.format(line.price)}`} value={number.format(line.quantity * line.price)} />
        </Box>
      ))}
      <Rule />
      <Row label={t('receipt.preview.subtotal')} value={money(subtotal)} />
      <Row label={t('receipt.preview.discount')} value={`-${money(SAMPLE_DISCOUNT)}`} />
      <Row label={t('receipt.preview.total')} value={money(total)} strong />
      <Rule />
      <Row label={t('receipt.preview.paidCash')} value={money(SAMPLE_PAID)} />
      <Row label={t('receipt.preview.change')} value={money(roundMoney(SAMPLE_PAID - total))} />
      <Row label={t('receipt.preview.paymentMethod')} value={t('receipt.preview.cash')} />
      {props.showThankYouMessage && (
        <>
          <Rule />
          <Box data-testid="receipt-message" sx={{ textAlign: 'center', fontWeight: 700, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {props.message?.trim() || t('receipt.preview.defaultMessage')}
          </Box>
        </>
      )}
      <Box sx={{ textAlign: 'center', mt: 1.5, color: 'grey.600', fontSize: '0.9em' }}>{t('receipt.preview.poweredBy')}</Box>
    </Box>
  );
}
