import { useState, type FormEvent } from 'react';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, TextField } from '@mui/material';
import { useTranslation } from '@/lib/translation/use-translation';
import toast from 'react-hot-toast/headless';
import type { Receipt } from '@dukani/contracts';
import { useSendReceiptSms } from '@/api/pos/send-receipt-sms';
import { useSession } from '@/lib/session-store';

/** Ask for the customer's phone (the sale's customer's by default) and send the receipt link by SMS. */
export function SendSmsDialog({ receipt, transactionId, onClose }: { receipt: Receipt; transactionId: number; onClose(): void }) {
  const { t } = useTranslation('pos');
  const businessId = useSession((s) => s.businessId) ?? 0;
  const [phone, setPhone] = useState(receipt.clientPhone ?? '');
  const send = useSendReceiptSms(businessId, transactionId);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    send.mutate(phone, {
      onSuccess: (result) => {
        toast.success(t('receipt.smsSent', { phone: result.phone }));
        onClose();
      },
    });
  };
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="receipt-sms-title">
      <form onSubmit={onSubmit} noValidate>
        <DialogTitle id="receipt-sms-title">{t('receipt.smsTitle', { receiptNo: receipt.receiptNo })}</DialogTitle>
        <DialogContent>
          <TextField
            autoFocus
            fullWidth
            margin="dense"
            type="tel"
            label={t('receipt.smsPhone')}
            value={phone}
            onChange={(event) => {
              setPhone(event.target.value);
              send.reset();
            }}
            error={send.isError}
            helperText={t('receipt.smsHelp')}
          />
          {/* The server's sentence (wrong number, no such sale) stays until the phone changes. */}
          {send.isError && (
            <Alert severity="error" role="alert" sx={{ mt: 1 }}>
              {send.error.message}
            </Alert>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('common.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={!phone.trim() || send.isPending}>
            {t('receipt.smsSend')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
