import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Divider from '@mui/material/Divider';
import LinearProgress from '@mui/material/LinearProgress';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ArrowForwardRounded from '@mui/icons-material/ArrowForwardRounded';
import CheckCircleRounded from '@mui/icons-material/CheckCircleRounded';
import RadioButtonUncheckedRounded from '@mui/icons-material/RadioButtonUncheckedRounded';
import { useTranslation } from '@/lib/translation/use-translation';
import { Link as RouterLink } from 'react-router';
import type { SetupStep } from '../utils/setup-steps';

function StepRow({ step }: { step: SetupStep }) {
  const { t } = useTranslation('common');
  const text = step.done === null ? null : t(`setup.${step.id}.${step.done ? 'done' : 'todo'}`, step.params);
  return (
    <Stack component="li" direction="row" spacing={2} sx={{ alignItems: 'center', py: 2, px: { xs: 2, sm: 3 } }}>
      <Box sx={{ display: 'flex', flexShrink: 0 }} aria-hidden>
        {step.done === null ? (
          <Skeleton variant="circular" width={26} height={26} />
        ) : step.done ? (
          <CheckCircleRounded sx={{ color: 'success.main', fontSize: 26 }} />
        ) : (
          <RadioButtonUncheckedRounded sx={{ color: 'text.disabled', fontSize: 26 }} />
        )}
      </Box>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography
          variant="subtitle2"
          component="p"
          sx={{ textDecoration: step.done ? 'line-through' : 'none', color: step.done ? 'text.secondary' : 'text.primary' }}
        >
          {t(`setup.${step.id}.title`)}
          <Box component="span" sx={{ position: 'absolute', width: '1px', height: '1px', overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' }}>
            {step.done === null ? '' : step.done ? ` — ${t('setup.statusDone')}` : ` — ${t('setup.statusTodo')}`}
          </Box>
        </Typography>
        <Typography variant="body2" color="textSecondary">
          {text ?? <Skeleton width="70%" />}
        </Typography>
      </Box>
      {step.to ? (
        <Button
          component={RouterLink}
          to={step.to}
          variant={step.done ? 'text' : 'outlined'}
          size="small"
          aria-label={`${t(step.done ? 'setup.review' : 'setup.start')}: ${t(`setup.${step.id}.title`)}`}
          sx={{ flexShrink: 0, minWidth: 40, px: { xs: 1, sm: 1.5 } }}
        >
          <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' }, mr: 0.75 }}>
            {t(step.done ? 'setup.review' : 'setup.start')}
          </Box>
          <ArrowForwardRounded fontSize="small" />
        </Button>
      ) : null}
    </Stack>
  );
}

/** The "set up your shop" card: progress, then one row per step with the screen that does it. */
export function SetupChecklist({ steps, hasSold = false }: { steps: SetupStep[]; hasSold?: boolean }) {
  const { t } = useTranslation('common');
  const done = steps.filter((step) => step.done).length;
  const percent = Math.round((done / steps.length) * 100);
  return (
    <Card>
      <CardHeader
        title={t('setup.title')}
        subheader={t(hasSold ? 'setup.subtitleAfterSales' : 'setup.subtitle')}
        slotProps={{ title: { component: 'h2', variant: 'h6' }, subheader: { variant: 'body2' } }}
      />
      <CardContent sx={{ pt: 1, pb: '16px !important' }}>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
          <LinearProgress variant="determinate" value={percent} sx={{ flex: 1, height: 8 }} aria-label={t('setup.progressLabel')} />
          <Typography variant="body2" color="textSecondary" sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
            {t('setup.progress', { done, total: steps.length })}
          </Typography>
        </Stack>
      </CardContent>
      <Divider />
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, '& > li + li': { borderTop: 1, borderColor: 'divider' } }}>
        {steps.map((step) => (
          <StepRow key={step.id} step={step} />
        ))}
      </Box>
    </Card>
  );
}
