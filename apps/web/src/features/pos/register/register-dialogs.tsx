import { useState } from 'react';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, TextField, Typography } from '@mui/material';
import { useTranslation } from '@/lib/translation/use-translation';
import type { CashSession } from '@dukani/contracts';
import { errorText } from '@/lib/form/show-save-error';
import { useCatalogFormat } from '@/lib/format/catalog-format';
import { cashUpRows } from './cash-up-rows';
import { MoneyTextField } from '@/components/form/money-text-field';
import { CashUpTable } from '@/components/register/cash-up-table';
import { useMethodName } from '@/components/payments/use-method-label';
import { useSessionActions } from '@/api/pos/use-open-session';
import { useSession } from '@/lib/session-store';

export function OpenRegisterDialog({ businessId, open, onClose }: { businessId: number; open: boolean; onClose(): void }) {
  const { t } = useTranslation('pos');
  const { open: openSession } = useSessionActions(businessId);
  const [float, setFloat] = useState(0);
  const [note, setNote] = useState('');
  const submit = () =>
    openSession.mutate(
      { openingBalance: float, note },
      {
        onSuccess: () => {
          setFloat(0);
          setNote('');
          onClose();
        },
      },
    );
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="open-register-title" fullWidth maxWidth="xs">
      <DialogTitle id="open-register-title">{t('register.openTitle')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {openSession.isError && <Alert severity="error">{errorText(openSession.error, t('register.failed'))}</Alert>}
          <MoneyTextField autoFocus label={t('register.openingFloat')} value={float} onValue={setFloat} />
          <TextField label={t('register.note')} value={note} onChange={(e) => setNote(e.target.value)} multiline />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('common.cancel')}</Button>
        <Button variant="contained" onClick={submit} loading={openSession.isPending}>
          {t('register.open')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** The cash-up: count the drawer (and the other modes), see expected vs counted per mode, close. */
export function CloseRegisterDialog({
  businessId,
  session,
  open,
  onClose,
  onClosed,
}: {
  businessId: number;
  session: CashSession;
  open: boolean;
  onClose(): void;
  onClosed(closed: CashSession): void;
}) {
  const { t } = useTranslation('pos');
  const format = useCatalogFormat();
  const { close } = useSessionActions(businessId);
  const methodName = useMethodName();
  // A mode is counted once something was typed for it (a drawer may hold 0).
  const [counted, setCounted] = useState<Record<string, number | undefined>>({});
  const [note, setNote] = useState('');
  const rows = cashUpRows(session, counted);
  const submit = () =>
    close.mutate(
      {
        sessionId: session.id,
        closingBalance: counted.Cash ?? 0,
        countedByMode: rows
          .filter((r) => r.paymentValue !== 'Cash' && r.paymentValue !== 'PayLater' && r.counted !== null)
          .map((r) => ({ paymentValue: r.paymentValue, amount: r.counted! })),
        note,
      },
      {
        onSuccess: (closed) => {
          setCounted({});
          onClosed(closed);
        },
      },
    );
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="close-register-title" fullWidth maxWidth="sm">
      <DialogTitle id="close-register-title">{t('register.closeTitle')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <Typography variant="body2">
            {t('register.summary', { float: format.money(session.openingBalance), count: session.salesCount, total: format.money(session.totalSales) })}
          </Typography>
          {rows
            .filter((r) => r.paymentValue !== 'PayLater')
            .map((row) => (
              <MoneyTextField
                key={row.paymentValue}
                label={row.paymentValue === 'Cash' ? t('register.countedCash') : t('register.countedMode', { mode: methodName(row.paymentValue) })}
                value={counted[row.paymentValue] ?? 0}
                onValue={(amount) => setCounted({ ...counted, [row.paymentValue]: amount })}
              />
            ))}
          <CashUpTable rows={rows} />
          <TextField label={t('register.note')} value={note} onChange={(e) => setNote(e.target.value)} multiline />
          {close.isError && <Alert severity="error">{errorText(close.error, t('register.failed'))}</Alert>}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('common.cancel')}</Button>
        <Button variant="contained" onClick={submit} loading={close.isPending} disabled={counted.Cash === undefined}>
          {t('register.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

export function EditRegisterDialog({ businessId, session, open, onClose }: { businessId: number; session: CashSession; open: boolean; onClose(): void }) {
  const { t } = useTranslation('pos');
  const { edit } = useSessionActions(businessId);
  const roleTypes = useSession((s) => s.role?.roleTypes);
  // K5: a closed shift's float and count are the Owner's or an Admin's to correct; its cashier keeps the note.
  const isCountLocked = session.status === 'Closed' && roleTypes !== 'Owner' && roleTypes !== 'Admin';
  const [float, setFloat] = useState(session.openingBalance);
  const [closing, setClosing] = useState<number | null>(session.closingBalance);
  const [note, setNote] = useState(session.note ?? '');
  const submit = () =>
    edit.mutate(
      {
        sessionId: session.id,
        note,
        ...(isCountLocked ? {} : { openingBalance: float }),
        ...(session.status === 'Closed' && closing !== null && !isCountLocked ? { closingBalance: closing } : {}),
      },
      { onSuccess: onClose },
    );
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="edit-register-title" fullWidth maxWidth="xs">
      <DialogTitle id="edit-register-title">{t('register.editTitle')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {edit.isError && <Alert severity="error">{errorText(edit.error, t('register.failed'))}</Alert>}
          <MoneyTextField label={t('register.openingFloat')} value={float} onValue={setFloat} disabled={isCountLocked} />
          {session.status === 'Closed' && (
            <MoneyTextField
              label={t('register.countedCash')}
              value={closing ?? 0}
              onValue={setClosing}
              disabled={isCountLocked}
              helperText={isCountLocked ? t('register.countLocked') : undefined}
            />
          )}
          <TextField label={t('register.note')} value={note} onChange={(e) => setNote(e.target.value)} multiline />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('common.cancel')}</Button>
        <Button variant="contained" onClick={submit} loading={edit.isPending}>
          {t('register.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
