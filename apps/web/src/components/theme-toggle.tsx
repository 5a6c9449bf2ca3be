import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import DarkModeRounded from '@mui/icons-material/DarkModeRounded';
import LightModeRounded from '@mui/icons-material/LightModeRounded';
import { useTranslation } from 'react-i18next';
import { useSettings } from '@/lib/settings-store';

export function ThemeToggle() {
  const { t } = useTranslation('common');
  const mode = useSettings((s) => s.settings.theme);
  const setTheme = useSettings((s) => s.setTheme);
  const label = mode === 'dark' ? t('theme.switchToLight') : t('theme.switchToDark');
  return (
    <Tooltip title={label}>
      <IconButton aria-label={label} onClick={() => setTheme(mode === 'dark' ? 'light' : 'dark')}>
        {mode === 'dark' ? <LightModeRounded /> : <DarkModeRounded />}
      </IconButton>
    </Tooltip>
  );
}
