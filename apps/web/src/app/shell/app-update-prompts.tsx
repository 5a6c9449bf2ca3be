import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Snackbar from '@mui/material/Snackbar';
import Tooltip from '@mui/material/Tooltip';
import InstallDesktopOutlined from '@mui/icons-material/InstallDesktopOutlined';
import { useTranslation } from 'react-i18next';
import { applyUpdate, promptInstall, useAppUpdate } from '@/lib/offline/app-update';

/** "Install the app" in the top bar, while the browser offers it. */
export function InstallAppButton() {
  const { t } = useTranslation('common');
  const installable = useAppUpdate((s) => s.installEvent !== null);
  if (!installable) return null;
  return (
    <Tooltip title={t('app.install')}>
      <IconButton aria-label={t('app.install')} onClick={() => void promptInstall()}>
        <InstallDesktopOutlined />
      </IconButton>
    </Tooltip>
  );
}

/** A new version is ready: offered with a button, and hidden while a sale is in progress on the till. */
export function UpdatePrompt() {
  const { t } = useTranslation('common');
  const open = useAppUpdate((s) => s.needRefresh && !s.busy);
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
