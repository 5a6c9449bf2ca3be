import { lazy } from 'react';
import IconButton from '@mui/material/IconButton';
import InstallDesktopOutlined from '@mui/icons-material/InstallDesktopOutlined';
import { useTranslation } from '@/lib/translation/use-translation';
import { LazyMount } from '@/components/lazy-mount';
import { promptInstall, useAppUpdate } from '@/lib/offline/app-update';
import { Hint } from '@/components/deferred/hint';

/** "Install the app" in the top bar, while the browser offers it. */
export function InstallAppButton() {
  const { t } = useTranslation('common');
  const installable = useAppUpdate((s) => s.installEvent !== null);
  if (!installable) return null;
  return (
    <Hint title={t('app.install')}>
      <IconButton aria-label={t('app.install')} onClick={() => void promptInstall()}>
        <InstallDesktopOutlined />
      </IconButton>
    </Hint>
  );
}

const UpdateSnackbar = lazy(() => import('./update-snackbar'));

/** A new version is ready: offered with a button, and hidden while a sale is in progress on the till. */
export function UpdatePrompt() {
  const open = useAppUpdate((s) => s.needRefresh && !s.busy);
  return (
    <LazyMount open={open}>
      <UpdateSnackbar open={open} />
    </LazyMount>
  );
}
