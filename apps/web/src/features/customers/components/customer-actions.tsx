import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Box, Button, Stack, Tooltip } from '@mui/material';
import PaymentsOutlinedIcon from '@mui/icons-material/PaymentsOutlined';
import SmsOutlinedIcon from '@mui/icons-material/SmsOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlineOutlined';
import { useTranslation } from '@/lib/translation/use-translation';
import toast from 'react-hot-toast/headless';
import type { CustomerRow } from '@dukani/contracts';
import { ConfirmDialog } from '@/components/form/confirm-dialog';
import { errorText } from '@/lib/form/show-save-error';
import { isSessionEnded } from '@/lib/api-client';
import { useCatalogFormat } from '@/lib/format/catalog-format';
import { useDeleteCustomer } from '@/api/customers/update-customer';
import { useSendReminder } from '@/api/customers/send-reminder';
import { EditCustomerDialog } from './edit-customer-dialog';
import { ReceivePaymentDialog } from './receive-payment-dialog';

type Open = 'payment' | 'edit' | 'delete' | null;

/** The customer page's actions: receive a payment, remind by SMS, edit, delete (H7, H17, H5, H6). */
export function CustomerActions({ customer }: { customer: CustomerRow }) {
  const { t } = useTranslation('customers');
  const format = useCatalogFormat();
  const navigate = useNavigate();
  const remove = useDeleteCustomer();
  const remind = useSendReminder();
  const [open, setOpen] = useState<Open>(null);
  // Said before the click rather than refused after it: a reminder needs a debt and a number to text.
  const reminderBlock = customer.balance <= 0 ? t('reminder.nothingOwed') : !customer.phoneNumber ? t('reminder.noPhone') : null;

  const onRemind = () =>
    remind.mutate(customer.id, {
      onSuccess: ({ phone }) => toast.success(t('reminder.sent', { phone, amount: format.money(customer.balance) })),
      onError: (error) => {
        if (!isSessionEnded(error)) toast.error(errorText(error, t('errors.operationFailed')));
      },
    });

  const onDelete = () =>
    remove.mutate(customer.id, {
      onSuccess: () => {
        toast.success(t('delete.done'));
        void navigate('/customers');
      },
      onError: (error) => {
        if (!isSessionEnded(error)) toast.error(errorText(error, t('delete.failed')));
      },
    });

  return (
    <>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button variant="contained" startIcon={<PaymentsOutlinedIcon />} onClick={() => setOpen('payment')}>
          {t('payment.button')}
        </Button>
        <Tooltip title={reminderBlock ?? ''}>
          {/* A disabled button fires no hover events; the span lets the tooltip say why. */}
          <Box component="span">
            <Button variant="outlined" startIcon={<SmsOutlinedIcon />} onClick={onRemind} loading={remind.isPending} disabled={Boolean(reminderBlock)}>
              {t('reminder.button')}
            </Button>
          </Box>
        </Tooltip>
        <Button variant="outlined" startIcon={<EditOutlinedIcon />} onClick={() => setOpen('edit')}>
          {t('edit.button')}
        </Button>
        <Button variant="outlined" color="error" startIcon={<DeleteOutlineIcon />} onClick={() => setOpen('delete')}>
          {t('delete.button')}
        </Button>
      </Stack>
      {open === 'payment' && <ReceivePaymentDialog customer={customer} onClose={() => setOpen(null)} />}
      {open === 'edit' && <EditCustomerDialog customer={customer} onClose={() => setOpen(null)} />}
      <ConfirmDialog
        open={open === 'delete'}
        title={t('delete.title', { name: customer.clientName })}
        message={customer.balance !== 0 ? t('delete.textWithBalance', { amount: format.money(Math.abs(customer.balance)) }) : t('delete.text')}
        confirmLabel={t('delete.confirm')}
        busy={remove.isPending}
        onConfirm={onDelete}
        onClose={() => setOpen(null)}
      />
    </>
  );
}
