import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import HistoryRounded from '@mui/icons-material/HistoryRounded';
import { useTranslation } from '@/lib/translation/use-translation';
import { Link as RouterLink } from 'react-router';
import { AuthPageHeader } from './auth-page-header';

/** A code screen opened without the step before it (bookmark, new tab): say so and offer the start. */
export function MissingFlowState({ restartTo, restartLabel }: { restartTo: string; restartLabel: string }) {
  const { t } = useTranslation('auth');
  return (
    <Stack>
      <AuthPageHeader icon={<HistoryRounded />} title={t('missing.title')} subtitle={t('missing.text')} />
      <Button component={RouterLink} to={restartTo} variant="contained" size="large" fullWidth>
        {restartLabel}
      </Button>
    </Stack>
  );
}
