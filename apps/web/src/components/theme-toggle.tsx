import IconButton from '@mui/material/IconButton';
import DarkModeRounded from '@mui/icons-material/DarkModeRounded';
import LightModeRounded from '@mui/icons-material/LightModeRounded';
import { useTranslation } from '@/lib/translation/use-translation';
import { useSettings } from '@/lib/settings-store';
import { Hint } from '@/components/deferred/hint';

export function ThemeToggle() {
  const { t } = useTranslation('common');
  const mode = useSettings((s) => s.settings.theme);
  const setTheme = useSettings((s) => s.setTheme);
  const label = mode === 'dark' ? t('theme.switchToLight') : t('theme.switchToDark');
  return (
    <Hint title={label}>
      <IconButton aria-label={label} onClick={() => setTheme(mode === 'dark' ? 'light' : 'dark')}>
        {mode === 'dark' ? <LightModeRounded /> : <DarkModeRounded />}
      </IconButton>
    </Hint>
  );
}
