import Button from '@mui/material/Button';
import BlockRounded from '@mui/icons-material/BlockRounded';
import ErrorOutlineRounded from '@mui/icons-material/ErrorOutlineRounded';
import TravelExploreRounded from '@mui/icons-material/TravelExploreRounded';
import { useTranslation } from '@/lib/translation/use-translation';
import { Link as RouterLink, useRouteError } from 'react-router';
import { StatusPage } from '@/components/status-page';
import { HOME_PATH } from '@/lib/return-url';

export function NotFoundPage() {
  const { t } = useTranslation('common');
  return (
    <StatusPage
      fullScreen
      icon={<TravelExploreRounded />}
      title={t('status.notFoundTitle')}
      description={t('status.notFoundText')}
      action={
        <Button component={RouterLink} to="/" variant="contained">
          {t('status.goHome')}
        </Button>
      }
    />
  );
}

export function ForbiddenPage() {
  const { t } = useTranslation('common');
  return (
    <StatusPage
      icon={<BlockRounded />}
      title={t('status.forbiddenTitle')}
      description={t('status.forbiddenText')}
      action={
        <Button component={RouterLink} to={HOME_PATH} variant="contained">
          {t('status.backToOverview')}
        </Button>
      }
    />
  );
}

/** A render error or a chunk that failed to download (often after a new release): reloading fixes both. */
export function RouteErrorPage() {
  const { t } = useTranslation('common');
  const error = useRouteError();
  console.error(error);
  return (
    <StatusPage
      fullScreen
      icon={<ErrorOutlineRounded />}
      title={t('status.errorTitle')}
      description={t('status.errorText')}
      action={
        <Button variant="contained" onClick={() => window.location.reload()}>
          {t('status.reload')}
        </Button>
      }
    />
  );
}
