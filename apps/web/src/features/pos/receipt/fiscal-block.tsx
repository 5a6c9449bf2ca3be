import { lazy, Suspense } from 'react';
import { Box, Divider, Stack, Typography } from '@mui/material';
import { useTranslation } from '@/lib/translation/use-translation';
import type { Receipt } from '@dukani/contracts';
import { buildFiscalBlock } from '@dukani/domain';
import { useLiveFiscal } from '@/api/pos/sales';
// The QR encoder is needed only on a signed fiscal receipt: fetched then, not with the till.
const QrCode = lazy(() => import('./qr-code').then((m) => ({ default: m.QrCode })));

/** §9.2's SCU block under the receipt: the authority's number, signature and QR, or a note that it is on its way. */
export function FiscalBlock({ receipt }: { receipt: Receipt }) {
  const { t } = useTranslation('pos');
  const fiscal = useLiveFiscal(receipt);
  if (!fiscal) return null;
  const block = buildFiscalBlock(fiscal);
  return (
    <Box component="section" aria-label={t('receipt.fiscal.title')} data-fiscal-status={fiscal.status}>
      <Divider sx={{ my: 1, borderStyle: 'dashed' }} />
      <Typography sx={{ fontFamily: 'inherit', fontSize: 'inherit', fontWeight: 700, textAlign: 'center' }}>{t('receipt.fiscal.title')}</Typography>
      {block.rows.map(({ key, value }) => (
        <Stack key={key} direction="row" sx={{ justifyContent: 'space-between', columnGap: 1, flexWrap: 'wrap' }}>
          <span>{t(`receipt.fiscal.${key}`)}</span>
          {/* A long value (the signature on a narrow roll) takes its own line, still against the right edge. */}
          <span style={{ marginLeft: 'auto', textAlign: 'right', overflowWrap: 'anywhere' }}>{value}</span>
        </Stack>
      ))}
      {block.isAwaiting ? (
        <Typography role="status" sx={{ mt: 1, fontFamily: 'inherit', fontSize: 'inherit', fontStyle: 'italic', textAlign: 'center' }}>
          {t('receipt.fiscal.awaiting')}
        </Typography>
      ) : (
        block.qrUrl && (
          <Stack sx={{ alignItems: 'center', mt: 1 }}>
            <Suspense fallback={<Box sx={{ width: 132, height: 132 }} />}>
              <QrCode value={block.qrUrl} label={t('receipt.fiscal.qr')} />
            </Suspense>
          </Stack>
        )
      )}
    </Box>
  );
}
