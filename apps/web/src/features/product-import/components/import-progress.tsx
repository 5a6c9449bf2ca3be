import { Box, LinearProgress, Typography } from '@mui/material';
import { useTranslation } from '@/lib/translation/use-translation';
import type { ImportProgress as Progress } from '../utils/use-import-upload';

/** How far a large file's import is: a bar that moves when each part of 500 rows is saved, and the rows in words. */
export function ImportProgress({ progress }: { progress: Progress }) {
  const { t, i18n } = useTranslation('catalog');
  const number = (value: number) => value.toLocaleString(i18n.language);
  const value = progress.total === 0 ? 0 : Math.round((progress.done / progress.total) * 100);
  return (
    <Box sx={{ mt: 2 }}>
      <LinearProgress variant="determinate" value={value} aria-label={t('import.progress.label')} />
      <Typography variant="body2" sx={{ color: 'text.secondary', mt: 0.75 }} role="status" data-testid="import-progress">
        {t('import.progress.text', { done: number(progress.done), total: number(progress.total) })}
      </Typography>
    </Box>
  );
}
