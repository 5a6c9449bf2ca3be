import { useState } from 'react';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, TextField } from '@mui/material';
import { useTranslation } from '@/lib/translation/use-translation';
import toast from 'react-hot-toast/headless';
import { showSaveError } from '@/lib/form/show-save-error';
import { useResetAllQuantities } from '@/api/products/reset-all-quantities';

interface ResetQuantitiesDialogProps {
  businessId: number;
  onClose: () => void;
}

/**
 * I25 sets every tracked quantity to 0 and cannot be undone from here, so the Owner types a word
 * to confirm instead of clicking through a habitual OK.
 */
export function ResetQuantitiesDialog({ businessId, onClose }: ResetQuantitiesDialogProps) {
  const { t } = useTranslation('products');
  const reset = useResetAllQuantities();
  const [typed, setTyped] = useState('');
  // One key for this confirmed action: a retry after a lost answer never resets twice.
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  const word = t('reset.confirmWord');
  const isConfirmed = typed.trim().toUpperCase() === word.toUpperCase();

  const onReset = async () => {
    try {
      const result = await reset.mutateAsync({ businessId, idempotencyKey });
      toast.success(t('reset.done', { count: result.updated }));
      onClose();
    } catch (error) {
      showSaveError(error, t('errors.operationFailed'));
    }
  };

  return (
    <Dialog open onClose={reset.isPending ? undefined : onClose} maxWidth="xs" fullWidth aria-labelledby="reset-quantities-title">
      <DialogTitle id="reset-quantities-title">{t('reset.title')}</DialogTitle>
      <DialogContent>
        <Alert severity="error" sx={{ mb: 2 }}>
          {t('reset.warning')}
        </Alert>
        <DialogContentText sx={{ mb: 2 }}>{t('reset.typeToConfirm', { word })}</DialogContentText>
        <TextField
          autoFocus
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          label={t('reset.confirmLabel', { word })}
          slotProps={{ htmlInput: { autoComplete: 'off' } }}
        />
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose} color="inherit" disabled={reset.isPending}>
          {t('common.cancel')}
        </Button>
        <Button variant="contained" color="error" disabled={!isConfirmed} loading={reset.isPending} onClick={() => void onReset()}>
          {t('reset.action')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
