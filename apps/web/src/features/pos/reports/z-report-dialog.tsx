import { useState } from 'react';
import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Divider,
  MenuItem,
  Stack,
  TextField,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import PrintOutlinedIcon from '@mui/icons-material/PrintOutlined';
import PictureAsPdfOutlinedIcon from '@mui/icons-material/PictureAsPdfOutlined';
import { useTranslation } from '@/lib/translation/use-translation';
import toast from 'react-hot-toast/headless';
import { CashUpTable } from '@/components/register/cash-up-table';
import { useMethodName } from '@/components/payments/use-method-label';
import { useCatalogFormat } from '@/lib/format/catalog-format';
import { errorText } from '@/lib/form/show-save-error';
import { downloadZReportPdf, useZReport } from '@/api/reports/register-report';
import { printReceipt, type Paper } from '../receipt/receipt-actions';

function Line({ label, value, strong = false }: { label: string; value: string; strong?: boolean }) {
  return (
    <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 2 }}>
      <Typography variant="body2" sx={{ fontWeight: strong ? 700 : 400 }}>
        {label}
      </Typography>
      <Typography variant="body2" sx={{ fontWeight: strong ? 700 : 400, fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>
        {value}
      </Typography>
    </Stack>
  );
}

/**
 * A shift's end-of-day (Z) report: the float, sales less returns, what each way of payment took (change and
 * refunds taken off), the refunds paid back, customers' debt payments, expected
 * against counted and who approved it. Printed on the shop's receipt paper (the same print path as receipts),
 * or saved as a PDF for the owner's files.
 */
export function ZReportDialog({ businessId, sessionId, onClose }: { businessId: number; sessionId: number; onClose(): void }) {
  const { t } = useTranslation('pos');
  const format = useCatalogFormat();
  const methodName = useMethodName();
  const report = useZReport(businessId, sessionId);
  // On a phone the report takes the whole screen: a dialog's margins left the cash-up table too narrow for its figures.
  const isPhone = useMediaQuery(useTheme().breakpoints.down('sm'));
  const [paper, setPaper] = useState<Paper>('80mm');
  const [saving, setSaving] = useState(false);
  const data = report.data;
  const session = data?.session;
  const signed = (value: number | null) => (value === null ? '—' : `${value > 0 ? '+' : ''}${format.money(value)}`);
  // A deduction of nothing reads 0.00, not −0.00.
  const deducted = (value: number) => (value === 0 ? format.money(0) : `−${format.money(value)}`);
  const savePdf = () => {
    setSaving(true);
    downloadZReportPdf(businessId, sessionId)
      .catch((error: unknown) => toast.error(errorText(error, t('zReport.pdfFailed'))))
      .finally(() => setSaving(false));
  };
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" fullScreen={isPhone} aria-labelledby="z-report-title">
      <DialogTitle id="z-report-title">{t('zReport.title', { id: sessionId })}</DialogTitle>
      <DialogContent sx={{ px: { xs: 2, sm: 3 } }}>
        {report.isError && <Alert severity="error">{errorText(report.error, t('zReport.loadFailed'))}</Alert>}
        {data && session && (
          <Box className="dukani-receipt" sx={{ display: 'grid', gap: 1 }}>
            <Typography variant="h6" sx={{ textAlign: 'center' }}>
              {data.businessName}
            </Typography>
            <Typography variant="subtitle2" sx={{ textAlign: 'center' }}>
              {t('zReport.heading', { id: sessionId })}
            </Typography>
            <Line label={t('zReport.cashier')} value={session.userName} />
            <Line label={t('zReport.opened')} value={format.dateTime(session.openedAt)} />
            <Line label={t('zReport.closed')} value={session.closedAt ? format.dateTime(session.closedAt) : t('zReport.stillOpen')} />
            <Divider />
            <Line label={t('zReport.float')} value={format.money(session.openingBalance)} />
            <Line label={t('zReport.sales', { count: session.salesCount })} value={format.money(data.sales.grossSales)} />
            <Line label={t('zReport.returns')} value={deducted(data.sales.returns)} />
            <Line label={t('zReport.netSales')} value={format.money(data.sales.netSales)} strong />
            <Typography variant="subtitle2" sx={{ mt: 1 }}>
              {t('zReport.takings')}
            </Typography>
            {session.salesByMode.length === 0 && <Line label={t('zReport.none')} value={format.money(0)} />}
            {session.salesByMode.map((mode) => (
              <Line key={mode.paymentValue} label={methodName(mode.paymentValue)} value={format.money(mode.amount)} />
            ))}
            <Typography variant="subtitle2" sx={{ mt: 1 }}>
              {t('zReport.refunds', { count: data.refunds.count })}
            </Typography>
            {data.refunds.byMode.length === 0 && <Line label={t('zReport.none')} value={format.money(0)} />}
            {data.refunds.byMode.map((mode) => (
              <Line key={mode.paymentValue} label={methodName(mode.paymentValue)} value={deducted(mode.amount)} />
            ))}
            <Typography variant="subtitle2" sx={{ mt: 1 }}>
              {t('zReport.debtPayments', { count: session.debtPayments.count })}
            </Typography>
            {session.debtPayments.byMode.length === 0 && <Line label={t('zReport.none')} value={format.money(0)} />}
            {session.debtPayments.byMode.map((mode) => (
              <Line key={mode.paymentValue} label={methodName(mode.paymentValue)} value={format.money(mode.amount)} />
            ))}
            <Divider sx={{ my: 1 }} />
            <CashUpTable rows={session.modes} />
            <Line label={t('zReport.expectedCash')} value={format.money(session.expectedCash)} strong />
            <Line label={t('zReport.countedCash')} value={session.closingBalance === null ? '—' : format.money(session.closingBalance)} strong />
            <Line label={t('zReport.difference')} value={signed(session.difference)} strong />
            <Divider sx={{ my: 1 }} />
            <Line
              label={t('zReport.approvedBy')}
              value={data.approverName && session.approvedAt ? `${data.approverName}, ${format.dateTime(session.approvedAt)}` : t('zReport.notApproved')}
            />
            {session.note && (
              <Typography variant="body2" sx={{ color: 'text.secondary', whiteSpace: 'pre-line' }}>
                {session.note}
              </Typography>
            )}
          </Box>
        )}
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        <TextField select size="small" label={t('zReport.paper')} value={paper} onChange={(e) => setPaper(e.target.value as Paper)} sx={{ width: 120 }}>
          {(['80mm', '58mm', 'A4'] as const).map((option) => (
            <MenuItem key={option} value={option}>
              {option === 'A4' ? 'A4' : option.replace('mm', ' mm')}
            </MenuItem>
          ))}
        </TextField>
        <Button startIcon={<PrintOutlinedIcon />} disabled={!data} onClick={() => printReceipt(paper)}>
          {t('zReport.print')}
        </Button>
        <Button startIcon={<PictureAsPdfOutlinedIcon />} disabled={!data || saving} onClick={savePdf}>
          {t('zReport.pdf')}
        </Button>
        <Button onClick={onClose}>{t('zReport.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
