import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import EmailRounded from '@mui/icons-material/EmailRounded';
import PhoneRounded from '@mui/icons-material/PhoneRounded';
import PlaceRounded from '@mui/icons-material/PlaceRounded';
import { COUNTRY_CODES, type Business, type CountryCode } from '@dukani/contracts';
import { useTranslation } from '@/lib/translation/use-translation';
import { CountryFlag } from '@/components/country-flag';
import { formatPhone } from '@/lib/format/format-phone';
import { getInitials } from '@/lib/format/get-initials';

const isCountry = (value: string | null): value is CountryCode => (COUNTRY_CODES as readonly string[]).includes(value ?? '');

function Line({ icon, text }: { icon: React.ReactNode; text: string }) {
  return (
    <Stack direction="row" spacing={1.25} sx={{ alignItems: 'center', color: 'text.secondary', minWidth: 0 }}>
      <Box sx={{ display: 'flex', '& svg': { fontSize: 18 } }} aria-hidden>
        {icon}
      </Box>
      <Typography variant="body2" noWrap>
        {text}
      </Typography>
    </Stack>
  );
}

/** The active business as customers will see it on receipts. */
export function BusinessCard({ business }: { business: Business }) {
  const { t } = useTranslation('common');
  const place = [business.location, business.address, business.city].filter(Boolean).join(', ');
  return (
    <Card sx={{ height: '100%' }}>
      <CardContent>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 2.5 }}>
          <Avatar
            variant="rounded"
            src={business.logo ?? undefined}
            alt=""
            sx={{ width: 56, height: 56, borderRadius: 3, bgcolor: 'primary.main', fontWeight: 700, fontSize: 20 }}
          >
            {getInitials(business.organizationName)}
          </Avatar>
          <Box sx={{ minWidth: 0 }}>
            <Typography variant="h6" component="p" noWrap data-testid="business-name">
              {business.organizationName}
            </Typography>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mt: 0.5 }}>
              {isCountry(business.country) ? <CountryFlag country={business.country} width={18} /> : null}
              <Chip size="small" label={t(`roles.${business.roleTypes}`)} />
            </Stack>
          </Box>
        </Stack>
        <Stack spacing={1.25}>
          <Line icon={<PhoneRounded />} text={formatPhone(business.primaryPhone) || t('business.noPhone')} />
          <Line icon={<EmailRounded />} text={business.primaryEmail || t('business.noEmail')} />
          <Line icon={<PlaceRounded />} text={place || t('business.noAddress')} />
        </Stack>
      </CardContent>
    </Card>
  );
}
