import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useTranslation } from '@/lib/translation/use-translation';

/**
 * The sign-up's first-run question (issue 36): must a register be open to sell? On by default, since a shop that
 * has or will have cashiers wants every shift's cash counted; an owner who sells alone turns it off. Asked while
 * the SMS code is on its way, so it costs no extra step; Register settings change it later.
 */
export function RegisterQuestion({ checked, onChange }: { checked: boolean; onChange: (checked: boolean) => void }) {
  const { t } = useTranslation('auth');
  return (
    <Paper variant="outlined" component="section" aria-labelledby="first-run-register" sx={{ p: 2 }}>
      <Typography id="first-run-register" variant="subtitle2" component="h2" color="textSecondary" sx={{ mb: 1 }}>
        {t('firstRun.title')}
      </Typography>
      <FormControlLabel
        sx={{ alignItems: 'flex-start', mx: 0, width: '100%', justifyContent: 'space-between', gap: 2 }}
        labelPlacement="start"
        control={<Switch checked={checked} onChange={(_, value) => onChange(value)} sx={{ flexShrink: 0 }} />}
        label={
          <Box>
            <Typography variant="body2" sx={{ fontWeight: 600 }}>
              {t('firstRun.requireOpenSession')}
            </Typography>
            <Typography variant="caption" color="textSecondary" sx={{ display: 'block', lineHeight: 1.5, mt: 0.25 }}>
              {t(checked ? 'firstRun.onHint' : 'firstRun.offHint')}
            </Typography>
          </Box>
        }
      />
    </Paper>
  );
}
