import { useState } from 'react';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import CheckRounded from '@mui/icons-material/CheckRounded';
import TranslateRounded from '@mui/icons-material/TranslateRounded';
import { useTranslation } from '@/lib/translation/use-translation';
import toast from 'react-hot-toast/headless';
import { LANGUAGES, useSettings, type Language } from '@/lib/settings-store';
import { DeferredMenu, DeferredMenuItem } from '@/components/deferred/deferred-popups';
import { Hint } from '@/components/deferred/hint';

/** Each language names itself, so a user lost in the wrong one still finds theirs. */
const NATIVE_NAMES: Record<Language, string> = { en: 'English', de: 'Deutsch', es: 'Español' };

export function LanguageSwitch() {
  const { t, i18n } = useTranslation('common');
  const setLanguage = useSettings((s) => s.setLanguage);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const current = (i18n.resolvedLanguage ?? 'en') as Language;

  async function choose(language: Language) {
    setAnchor(null);
    if (language === current) return;
    setLanguage(language);
    await i18n.changeLanguage(language);
    toast.success(i18n.t('common:language.changed'));
  }

  return (
    <>
      <Hint title={t('language.label')}>
        <IconButton
          aria-label={t('language.label')}
          aria-haspopup="menu"
          aria-expanded={anchor ? 'true' : undefined}
          onClick={(event) => setAnchor(event.currentTarget)}
        >
          <TranslateRounded />
        </IconButton>
      </Hint>
      <DeferredMenu
        anchorEl={anchor}
        open={Boolean(anchor)}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      >
        {LANGUAGES.map((language) => (
          <DeferredMenuItem key={language} lang={language} selected={language === current} onClick={() => void choose(language)} sx={{ minWidth: 180 }}>
            <ListItemText>{NATIVE_NAMES[language]}</ListItemText>
            <ListItemIcon sx={{ justifyContent: 'flex-end' }}>{language === current ? <CheckRounded fontSize="small" color="primary" /> : null}</ListItemIcon>
          </DeferredMenuItem>
        ))}
      </DeferredMenu>
    </>
  );
}
