import Box from '@mui/material/Box';
import type { CountryCode } from '@dukani/contracts';
import { normalizePhone } from '@dukani/domain';
import { useTranslation } from '@/lib/translation/use-translation';
import { formatInternational } from './phone-check';

/** The phone a code went to, in the international form the user will recognise from the SMS. */
export function PhoneNumberText({ phone, country }: { phone?: string; country?: CountryCode }) {
  const { t } = useTranslation('auth');
  const parsed = phone && country ? normalizePhone(phone, country) : null;
  const text = parsed?.ok && country ? formatInternational(parsed, country) : (phone ?? t('code.yourPhone'));
  return (
    <Box component="strong" sx={{ color: 'text.primary', whiteSpace: 'nowrap', fontWeight: 600 }}>
      {text}
    </Box>
  );
}
