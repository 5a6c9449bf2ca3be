import { useState } from 'react';
import {
  Alert,
  Button,
  Card,
  CardContent,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  List,
  ListItemButton,
  ListItemText,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useTranslation } from '@/lib/translation/use-translation';
import type { Invoice } from '@dukani/contracts';
import { useInvoiceDetails, useInvoices } from '@/api/billing/billing';
import { errorText } from '@/lib/form/show-save-error';
import { InvoiceStatusChip } from './invoice-status-chip';
import { useBillFormat } from './use-bill-format';

/** G1 newest first; a row opens G2: the invoice's lines and the payments made on it. */
export function InvoicesCard({ businessId }: { businessId: number }) {
  const { t } = useTranslation('account');
  const format = useBillFormat();
  const invoices = useInvoices(businessId);
  const [open, setOpen] = useState<Invoice | null>(null);
  const rows = invoices.data?.data ?? [];
  return (
    <Card variant="outlined">
      <CardContent>
        <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
          {t('billing.invoices.title')}
        </Typography>
        {invoices.isError && <Alert severity="error">{errorText(invoices.error, t('billing.loadFailed'))}</Alert>}
        {!invoices.isPending && rows.length === 0 && <Typography color="textSecondary">{t('billing.invoices.empty')}</Typography>}
        <List aria-label={t('billing.invoices.title')} disablePadding>
          {rows.map((invoice) => (
            <ListItemButton key={invoice.invoiceId} divider onClick={() => setOpen(invoice)} sx={{ px: 1, gap: 1, flexWrap: 'wrap' }}>
              <ListItemText
                primary={invoice.invoiceNo}
                secondary={t('billing.invoices.period', { from: format.day(invoice.periodStart), to: format.day(invoice.periodEnd) })}
                sx={{ minWidth: 160 }}
              />
              <Stack sx={{ alignItems: 'flex-end' }} spacing={0.5}>
                <Typography sx={{ fontWeight: 600 }}>{format.money(invoice.amount)}</Typography>
                <InvoiceStatusChip status={invoice.status} />
              </Stack>
            </ListItemButton>
          ))}
        </List>
      </CardContent>
      {open && <InvoiceDialog businessId={businessId} invoice={open} onClose={() => setOpen(null)} />}
    </Card>
  );
}

function InvoiceDialog({ businessId, invoice, onClose }: { businessId: number; invoice: Invoice; onClose(): void }) {
  const { t } = useTranslation('account');
  const format = useBillFormat();
  const details = useInvoiceDetails(businessId, invoice.invoiceId);
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm">
      <DialogTitle>{t('billing.invoices.detailsTitle', { invoiceNo: invoice.invoiceNo })}</DialogTitle>
      <DialogContent>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 2, flexWrap: 'wrap' }}>
          <InvoiceStatusChip status={invoice.status} />
          <Typography variant="body2" color="textSecondary">
            {t('billing.invoices.dueOn', { date: format.day(invoice.dueDate) })}
          </Typography>
        </Stack>
        {details.isError && <Alert severity="error">{errorText(details.error, t('billing.loadFailed'))}</Alert>}
        <Table size="small" aria-label={t('billing.invoices.lines')}>
          <TableHead>
            <TableRow>
              <TableCell>{t('billing.invoices.item')}</TableCell>
              <TableCell align="right">{t('billing.invoices.amount')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {(details.data?.lines ?? []).map((line, index) => (
              <TableRow key={index}>
                <TableCell>{line.description}</TableCell>
                <TableCell align="right">{format.money(line.amount)}</TableCell>
              </TableRow>
            ))}
            <TableRow>
              <TableCell sx={{ fontWeight: 600 }}>{t('billing.invoices.paid')}</TableCell>
              <TableCell align="right">{format.money(invoice.amountPaid)}</TableCell>
            </TableRow>
            <TableRow>
              <TableCell sx={{ fontWeight: 600 }}>{t('billing.invoices.balance')}</TableCell>
              <TableCell align="right" sx={{ fontWeight: 600 }}>
                {format.money(invoice.balance)}
              </TableCell>
            </TableRow>
          </TableBody>
        </Table>
        {(details.data?.payments ?? []).length > 0 && (
          <>
            <Typography variant="subtitle2" sx={{ mt: 2, mb: 1 }}>
              {t('billing.invoices.payments')}
            </Typography>
            <List dense disablePadding>
              {details.data!.payments.map((payment) => (
                <ListItemText
                  key={`${payment.paymentCode}-${payment.paidOn}`}
                  primary={`${payment.paymentCode} · ${format.money(payment.amount)}`}
                  secondary={format.instant(payment.paidOn)}
                />
              ))}
            </List>
          </>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('billing.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
