import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import Inventory2Rounded from '@mui/icons-material/Inventory2Rounded';
import PhoneAndroidRounded from '@mui/icons-material/PhoneAndroidRounded';
import PointOfSaleRounded from '@mui/icons-material/PointOfSaleRounded';
import { useTranslation } from '@/lib/translation/use-translation';
import { Link as RouterLink, Outlet } from 'react-router';
import { CountryFlag } from '@/components/country-flag';
import { LanguageSwitch } from '@/components/language-switch';
import { Logo } from '@/components/logo';
import { ThemeToggle } from '@/components/theme-toggle';

const FEATURES = [
  { icon: <PointOfSaleRounded />, titleKey: 'brand.sellTitle', textKey: 'brand.sellText' },
  { icon: <Inventory2Rounded />, titleKey: 'brand.stockTitle', textKey: 'brand.stockText' },
  { icon: <PhoneAndroidRounded />, titleKey: 'brand.phoneTitle', textKey: 'brand.phoneText' },
] as const;

/** Desktop only: what Dukani is, next to the form. Phones get straight to the form. */
function BrandPanel() {
  const { t } = useTranslation('auth');
  return (
    <Box
      sx={{
        display: { xs: 'none', lg: 'flex' },
        width: '44%',
        maxWidth: 720,
        flexDirection: 'column',
        justifyContent: 'center',
        px: { lg: 8, xl: 10 },
        py: 8,
        color: '#fff',
        background:
          'radial-gradient(circle at 70% 20%, rgba(117,130,235,0.35) 0%, rgba(117,130,235,0) 45%), radial-gradient(80% 80% at 50% 50%, #1A2352 0%, #0B0F24 100%)',
      }}
    >
      <Typography variant="overline" sx={{ color: '#A5B4FC' }}>
        {t('brand.eyebrow')}
      </Typography>
      <Typography variant="h3" component="p" sx={{ mt: 1, mb: 2, maxWidth: 520 }}>
        {t('brand.headline')}
      </Typography>
      <Typography sx={{ color: 'rgba(255,255,255,0.72)', maxWidth: 500, mb: 5 }}>{t('brand.text')}</Typography>
      <Stack spacing={3} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {FEATURES.map((feature) => (
          <Stack key={feature.titleKey} component="li" direction="row" spacing={2} sx={{ alignItems: 'flex-start' }}>
            <Box
              aria-hidden
              sx={{
                width: 44,
                height: 44,
                borderRadius: 3,
                display: 'grid',
                placeItems: 'center',
                flexShrink: 0,
                bgcolor: 'rgba(255,255,255,0.08)',
                color: '#A5B4FC',
              }}
            >
              {feature.icon}
            </Box>
            <Box>
              <Typography sx={{ fontWeight: 700 }}>{t(feature.titleKey)}</Typography>
              <Typography variant="body2" sx={{ color: 'rgba(255,255,255,0.64)' }}>
                {t(feature.textKey)}
              </Typography>
            </Box>
          </Stack>
        ))}
      </Stack>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mt: 6, color: 'rgba(255,255,255,0.64)' }}>
        <CountryFlag country="KE" />
        <CountryFlag country="UG" />
        <CountryFlag country="RW" />
        <Typography variant="body2" sx={{ pl: 1 }}>
          {t('brand.countries')}
        </Typography>
      </Stack>
    </Box>
  );
}

/** Sign-in, registration, codes and password reset: one frame, language and theme always at hand. */
export function AuthLayout() {
  const { t } = useTranslation('common');
  return (
    <Box sx={{ display: 'flex', flex: 1, minHeight: '100dvh', bgcolor: 'background.paper' }}>
      <Box sx={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}>
        <Stack component="header" direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', px: { xs: 2, sm: 4 }, py: 2 }}>
          <RouterLink to="/" aria-label={t('nav.home')} style={{ display: 'inline-flex', textDecoration: 'none' }}>
            <Logo size={34} />
          </RouterLink>
          <Stack direction="row" spacing={0.5}>
            <LanguageSwitch />
            <ThemeToggle />
          </Stack>
        </Stack>
        <Box
          component="main"
          sx={{
            flex: 1,
            display: 'flex',
            alignItems: { xs: 'flex-start', sm: 'center' },
            justifyContent: 'center',
            px: { xs: 2, sm: 4 },
            pt: { xs: 2, sm: 4 },
            pb: 6,
          }}
        >
          <Box sx={{ width: '100%', maxWidth: 440 }}>
            <Outlet />
          </Box>
        </Box>
        <Typography component="footer" variant="caption" color="textSecondary" sx={{ textAlign: 'center', pb: 3, px: 2 }}>
          {t('footer', { year: new Date().getFullYear() })}
        </Typography>
      </Box>
      <BrandPanel />
    </Box>
  );
}
