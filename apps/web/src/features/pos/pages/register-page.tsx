import { useState } from 'react';
import { Alert, Box, Button, Card, CardContent, Stack, Typography } from '@mui/material';
import { useLocation } from 'react-router';
import { useTranslation } from '@/lib/translation/use-translation';
import type { CashSession } from '@dukani/contracts';
import { SectionPageLayout } from '@/components/layout/page-layout';
import { useCatalogFormat } from '@/lib/format/catalog-format';
import { useSession } from '@/lib/session-store';
import { printReceipt } from '../receipt/receipt-actions';
import { cashUpRows } from '../register/cash-up-rows';
import { CloseRegisterDialog, EditRegisterDialog, OpenRegisterDialog } from '../register/register-dialogs';
import { CashUpTable } from '@/components/register/cash-up-table';
import { useOpenSession } from '@/api/pos/use-open-session';

function SessionFigures({ session }: { session: CashSession }) {
  const { t } = useTranslation('pos');
  const format = useCatalogFormat();
  const rows =
    session.status === 'Open'
      ? cashUpRows(session, {})
      : session.modes.map((m) => ({ paymentValue: m.paymentValue, expected: m.expected, counted: m.counted, difference: m.difference }));
  return (
    <Stack spacing={1.5}>
      <Typography>{t('register.openedAt', { time: format.dateTime(session.openedAt), name: session.userName })}</Typography>
      {session.closedAt && <Typography>{t('register.closedAt', { time: format.dateTime(session.closedAt) })}</Typography>}
      <Typography>
        {t('register.summary', { float: format.money(session.openingBalance), count: session.salesCount, total: format.money(session.totalSales) })}
      </Typography>
      {session.debtPayments.count > 0 && (
        <Typography>{t('register.debtPayments', { amount: format.money(session.debtPayments.amount), count: session.debtPayments.count })}</Typography>
      )}
      <Box className="dukani-receipt">
        <CashUpTable rows={rows} />
      </Box>
      {session.note && <Typography color="text.secondary">{session.note}</Typography>}
    </Stack>
  );
}

/** /pos/register: the open session's live figures, open/close/edit, and the summary of a session just closed. */
export default function RegisterPage() {
  const { t } = useTranslation('pos');
  const businessId = useSession((s) => s.businessId) ?? 0;
  const session = useOpenSession(businessId);
  const location = useLocation();
  const [closed, setClosed] = useState<CashSession | null>((location.state as { closed?: CashSession } | null)?.closed ?? null);
  const [dialog, setDialog] = useState<'open' | 'close' | 'edit' | null>(null);
  const current = session.data ?? null;
  return (
    <SectionPageLayout title={t('register.title')} description={t('register.description')} breadcrumbsLabel={t('nav.register')} rowFrom="sm">
      <Stack spacing={3}>
        {closed && (
          <Card>
            <CardContent>
              <Typography variant="h6" gutterBottom>
                {t('register.closedSummary')}
              </Typography>
              <SessionFigures session={closed} />
              <Stack direction="row" spacing={1} sx={{ mt: 2 }}>
                <Button onClick={() => printReceipt('A4')}>{t('receipt.print')}</Button>
                <Button onClick={() => setDialog('edit')}>{t('register.edit')}</Button>
              </Stack>
            </CardContent>
          </Card>
        )}
        <Card>
          <CardContent>
            {session.isError && <Alert severity="error">{t('register.failed')}</Alert>}
            {!current && !session.isPending && (
              <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
                <Typography>{t('register.none')}</Typography>
                <Button variant="contained" onClick={() => setDialog('open')}>
                  {t('register.open')}
                </Button>
              </Stack>
            )}
            {current && (
              <>
                <Typography variant="h6" gutterBottom>
                  {t('register.current')}
                </Typography>
                <SessionFigures session={current} />
                <Stack direction="row" spacing={1} sx={{ mt: 2 }}>
                  <Button variant="contained" onClick={() => setDialog('close')}>
                    {t('register.close')}
                  </Button>
                  <Button onClick={() => setDialog('edit')}>{t('register.edit')}</Button>
                </Stack>
              </>
            )}
          </CardContent>
        </Card>
      </Stack>
      <OpenRegisterDialog businessId={businessId} open={dialog === 'open'} onClose={() => setDialog(null)} />
      {current && (
        <CloseRegisterDialog
          businessId={businessId}
          session={current}
          open={dialog === 'close'}
          onClose={() => setDialog(null)}
          onClosed={(s) => {
            setClosed(s);
            setDialog(null);
          }}
        />
      )}
      {dialog === 'edit' && (closed ?? current) && (
        <EditRegisterDialog businessId={businessId} session={(closed ?? current)!} open onClose={() => setDialog(null)} />
      )}
    </SectionPageLayout>
  );
}
