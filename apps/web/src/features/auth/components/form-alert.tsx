import Alert from '@mui/material/Alert';
import { useTranslation } from '@/lib/translation/use-translation';
import { messageText } from '@/lib/form/form-errors';

/** A form-level failure (no field to attach it to), announced to screen readers. */
export function FormAlert({ message }: { message: string | null }) {
  const { t } = useTranslation('common');
  if (!message) return null;
  return (
    <Alert severity="error" role="alert" sx={{ borderRadius: 2.5 }}>
      {messageText(t, message)}
    </Alert>
  );
}
