import { useId, type FormEvent, type ReactNode } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, useMediaQuery, useTheme } from '@mui/material';
import { useTranslation } from '@/lib/translation/use-translation';
import { DIALOG_FORM_STYLE } from './dialog-form-style';

export interface FormDialogProps {
  title: string;
  submitLabel: string;
  isSaving: boolean;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  /** Not offered while saving, so a half-sent form is never left behind. */
  onClose: () => void;
  children: ReactNode;
  /** False while the form's own controls do the work (an M-Pesa prompt): only Cancel is shown. */
  canSubmit?: boolean;
}

/** A form in a dialog (full-screen on phones): title, fields, then Cancel and the submit button. */
export function FormDialog({ title, submitLabel, isSaving, onSubmit, onClose, children, canSubmit = true }: FormDialogProps) {
  const { t } = useTranslation('account');
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const titleId = useId();
  return (
    <Dialog open onClose={isSaving ? undefined : onClose} fullScreen={fullScreen} maxWidth="sm" fullWidth aria-labelledby={titleId}>
      <form style={DIALOG_FORM_STYLE} noValidate aria-label={title} onSubmit={onSubmit}>
        <DialogTitle id={titleId}>{title}</DialogTitle>
        <DialogContent>{children}</DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose} color="inherit" disabled={isSaving}>
            {t('common.cancel')}
          </Button>
          {canSubmit && (
            <Button type="submit" variant="contained" loading={isSaving}>
              {submitLabel}
            </Button>
          )}
        </DialogActions>
      </form>
    </Dialog>
  );
}
