import { useState } from 'react';
import {
  Alert,
  Button,
  Card,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  IconButton,
  List,
  ListItem,
  ListItemText,
  Stack,
  Switch,
  TextField,
  Typography,
} from '@mui/material';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import StarIcon from '@mui/icons-material/Star';
import { useTranslation } from '@/lib/translation/use-translation';
import toast from 'react-hot-toast/headless';
import { PageLayout } from '@/components/layout/account-page-layout';
import { errorText } from '@/lib/form/show-save-error';
import { useSession } from '@/lib/session-store';
import { usePaymentMethodActions, usePaymentModes } from '@/api/settings/payment-methods';

/** The built-in methods by code; their names are the till's (pos `methods.*`), in the user's language. */
const BUILT_IN = ['Cash', 'Mpesa', 'Card', 'Bank', 'SplitPayment', 'PayLater'] as const;

function AddMethodDialog({ businessId, open, onClose }: { businessId: number; open: boolean; onClose(): void }) {
  const { t } = useTranslation('account');
  const { create } = usePaymentMethodActions(businessId);
  const [fields, setFields] = useState({ paymentValue: '', displayValue: '', displayName: '', isDefault: false });
  const fieldError = create.error && 'field' in create.error ? (create.error as { field?: string }).field : undefined;
  const save = () =>
    create.mutate(
      { ...fields, displayName: fields.displayName || null },
      {
        onSuccess: () => {
          setFields({ paymentValue: '', displayValue: '', displayName: '', isDefault: false });
          create.reset();
          onClose();
        },
      },
    );
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="add-method-title" fullWidth maxWidth="xs">
      <DialogTitle id="add-method-title">{t('paymentMethods.add')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <TextField
            autoFocus
            label={t('paymentMethods.value')}
            helperText={fieldError === 'paymentValue' ? errorText(create.error, '') : t('paymentMethods.valueHelp')}
            error={fieldError === 'paymentValue'}
            value={fields.paymentValue}
            onChange={(e) => setFields({ ...fields, paymentValue: e.target.value })}
          />
          <TextField label={t('paymentMethods.display')} value={fields.displayValue} onChange={(e) => setFields({ ...fields, displayValue: e.target.value })} />
          <TextField label={t('paymentMethods.name')} value={fields.displayName} onChange={(e) => setFields({ ...fields, displayName: e.target.value })} />
          <FormControlLabel
            control={<Switch checked={fields.isDefault} onChange={(e) => setFields({ ...fields, isDefault: e.target.checked })} />}
            label={t('paymentMethods.default')}
          />
          {create.isError && fieldError !== 'paymentValue' && <Alert severity="error">{errorText(create.error, t('errors.tryAgain'))}</Alert>}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('common.cancel')}</Button>
        <Button variant="contained" onClick={save} loading={create.isPending} disabled={!fields.paymentValue.trim() || !fields.displayValue.trim()}>
          {t('paymentMethods.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** /account/payment-methods: the shop's own payment methods (J2, J3) beside the built-in ones. */
export default function PaymentMethodsPage() {
  const { t } = useTranslation('account');
  const businessId = useSession((s) => s.businessId) ?? 0;
  const modes = usePaymentModes(businessId);
  const { remove } = usePaymentMethodActions(businessId);
  const [adding, setAdding] = useState(false);
  return (
    <PageLayout title={t('paymentMethods.title')} description={t('paymentMethods.description')}>
      <Stack spacing={3} sx={{ maxWidth: 760 }}>
        <Card variant="outlined" sx={{ p: 2 }}>
          <Typography variant="subtitle1" gutterBottom>
            {t('paymentMethods.builtIn')}
          </Typography>
          <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
            {BUILT_IN.map((code) => (
              <Chip key={code} label={t(`pos:methods.${code}`)} />
            ))}
          </Stack>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            {t('paymentMethods.mobileMoney')}
          </Typography>
        </Card>
        <Card variant="outlined" sx={{ p: 2 }}>
          <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
            <Typography variant="subtitle1">{t('paymentMethods.custom')}</Typography>
            <Button variant="contained" onClick={() => setAdding(true)}>
              {t('paymentMethods.add')}
            </Button>
          </Stack>
          {modes.isError && <Alert severity="error">{errorText(modes.error, t('errors.loadFailed'))}</Alert>}
          {modes.data?.customMethods.length === 0 && (
            <Typography color="text.secondary" sx={{ py: 2 }}>
              {t('paymentMethods.none')}
            </Typography>
          )}
          <List aria-label={t('paymentMethods.custom')}>
            {modes.data?.customMethods.map((m) => (
              <ListItem
                key={m.id}
                divider
                secondaryAction={
                  <IconButton
                    edge="end"
                    aria-label={t('paymentMethods.delete', { name: m.displayValue })}
                    onClick={() =>
                      window.confirm(t('paymentMethods.confirmDelete', { name: m.displayValue })) &&
                      remove.mutate(m.id, { onError: (e) => toast.error(errorText(e, t('errors.tryAgain'))) })
                    }
                  >
                    <DeleteOutlinedIcon />
                  </IconButton>
                }
              >
                <ListItemText
                  primary={
                    <>
                      {m.displayValue} {m.isDefault && <StarIcon fontSize="small" color="warning" aria-label={t('paymentMethods.default')} />}
                    </>
                  }
                  secondary={[m.paymentValue, m.displayName].filter(Boolean).join(' · ')}
                />
              </ListItem>
            ))}
          </List>
        </Card>
      </Stack>
      <AddMethodDialog businessId={businessId} open={adding} onClose={() => setAdding(false)} />
    </PageLayout>
  );
}
