import { useId, useMemo } from 'react';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import CheckCircleRounded from '@mui/icons-material/CheckCircleRounded';
import { COUNTRY_CODES, type CountryCode } from '@dukani/contracts';
import { DIAL_CODES, normalizePhone } from '@dukani/domain';
import { useController, type Control, type FieldValues, type Path, type PathValue, type UseFormTrigger } from 'react-hook-form';
import { useTranslation } from '@/lib/translation/use-translation';
import { CountryFlag } from '@/components/country-flag';
import { fieldErrorText } from '@/lib/form/form-errors';
import { formatInternational } from './phone-check';

interface PhoneFieldsProps<T extends FieldValues> {
  control: Control<T>;
  trigger: UseFormTrigger<T>;
  countryName: Path<T>;
  phoneName: Path<T>;
  autoFocus?: boolean;
}

/**
 * Country (KE +254, UG +256, RW +250) and phone, with instant feedback from the same
 * `normalizePhone` the server uses: the user sees the number the SMS will go to.
 */
export function PhoneFields<T extends FieldValues>({ control, trigger, countryName, phoneName, autoFocus }: PhoneFieldsProps<T>) {
  const { t } = useTranslation('auth');
  const helperId = useId();
  const country = useController({ control, name: countryName });
  const phone = useController({ control, name: phoneName });
  const code = country.field.value as CountryCode;
  const text = String(phone.field.value ?? '');
  const live = useMemo(() => (text.replace(/\D/g, '').length >= 9 ? normalizePhone(text, code) : null), [text, code]);
  const error = fieldErrorText(t, phone.fieldState.error);
  const suggested = live && !live.ok && live.reason === 'other-country' ? live.suggestedCountry : undefined;

  function changeCountry(next: CountryCode) {
    country.field.onChange(next as PathValue<T, Path<T>>);
    if (phone.fieldState.isTouched || phone.fieldState.error) void trigger(phoneName);
  }

  let helper: React.ReactNode = null;
  if (error) {
    helper = error;
  } else if (live?.ok) {
    helper = (
      <Stack component="span" direction="row" spacing={0.5} sx={{ alignItems: 'center', color: 'success.main' }}>
        <CheckCircleRounded sx={{ fontSize: 16 }} />
        <span>{t('phone.willReach', { number: formatInternational(live, code) })}</span>
      </Stack>
    );
  } else if (suggested) {
    helper = t('phone.looksLike', { country: t(`countries.${suggested}`) });
  }

  return (
    <div>
      <Stack direction="row" spacing={1.5}>
        <TextField
          select
          label={t('fields.country')}
          value={code}
          onChange={(event) => changeCountry(event.target.value as CountryCode)}
          onBlur={country.field.onBlur}
          name={country.field.name}
          inputRef={country.field.ref}
          sx={{ width: 128, flexShrink: 0 }}
          slotProps={{
            select: {
              renderValue: (value) => (
                <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                  <CountryFlag country={value as CountryCode} />
                  <span>{DIAL_CODES[value as CountryCode]}</span>
                </Stack>
              ),
            },
          }}
        >
          {COUNTRY_CODES.map((option) => (
            <MenuItem key={option} value={option} sx={{ gap: 1.5 }}>
              <CountryFlag country={option} />
              <ListItemText primary={t(`countries.${option}`)} />
              <Typography variant="body2" color="textSecondary">
                {DIAL_CODES[option]}
              </Typography>
            </MenuItem>
          ))}
        </TextField>
        <TextField
          label={t('fields.phone')}
          placeholder={t(`phone.placeholder.${code}`)}
          type="tel"
          autoComplete="tel-national"
          autoFocus={autoFocus}
          value={text}
          onChange={phone.field.onChange}
          onBlur={phone.field.onBlur}
          name={phone.field.name}
          inputRef={phone.field.ref}
          error={Boolean(error)}
          slotProps={{ htmlInput: { inputMode: 'tel', 'aria-describedby': helper ? helperId : undefined, 'aria-invalid': Boolean(error) } }}
        />
      </Stack>
      {helper ? (
        <FormHelperText id={helperId} error={Boolean(error)} sx={{ mx: 1.75, mt: 0.75 }} component="div">
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
            <span>{helper}</span>
            {suggested ? (
              <Button size="small" variant="text" onClick={() => changeCountry(suggested)} sx={{ py: 0, px: 0.5, minWidth: 0 }}>
                {t('phone.switchTo', { country: t(`countries.${suggested}`) })}
              </Button>
            ) : null}
          </Stack>
        </FormHelperText>
      ) : null}
    </div>
  );
}
