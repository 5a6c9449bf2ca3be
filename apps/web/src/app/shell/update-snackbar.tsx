import Button from '@mui/material/Button';
import Snackbar from '@mui/material/Snackbar';
import { useTranslation } from '@/lib/translation/use-translation';
import { applyUpdate } from '@/lib/offline/app-update';

/** The "new version" snackbar; loaded only once a new version is waiting (app-update-prompts.tsx). */
export default function UpdateSnackbar({ open }: { open: boolean }) {
  const { t } = useTranslation('common');
  return (
    <Snackbar
      open={open}
      message={t('app.updateReady')}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
      action={
        <Button color="inherit" size="small" onClick={applyUpdate}>
          {t('app.updateNow')}
        </Button>
      }
    />
  );
}
