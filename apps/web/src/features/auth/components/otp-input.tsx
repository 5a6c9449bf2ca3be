import { useRef } from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { useTranslation } from '@/lib/translation/use-translation';

const LENGTH = 6;

interface OtpInputProps {
  value: string;
  onChange: (value: string) => void;
  /** Called once all six digits are in (typed, pasted or filled by the phone's SMS autofill). */
  onComplete?: (value: string) => void;
  error?: boolean;
  disabled?: boolean;
  autoFocus?: boolean;
  describedBy?: string;
}

/**
 * Six boxes for the SMS code. Typing moves forward, Backspace moves back, and a pasted or
 * autofilled code (`autocomplete="one-time-code"`) is spread across the boxes.
 */
export function OtpInput({ value, onChange, onComplete, error, disabled, autoFocus, describedBy }: OtpInputProps) {
  const { t } = useTranslation('auth');
  const refs = useRef<(HTMLInputElement | null)[]>([]);
  const digits = Array.from({ length: LENGTH }, (_, i) => value[i] ?? '');

  function update(next: string, focusIndex: number) {
    const clean = next.replace(/\D/g, '').slice(0, LENGTH);
    onChange(clean);
    refs.current[Math.min(focusIndex, LENGTH - 1)]?.focus();
    if (clean.length === LENGTH) onComplete?.(clean);
  }

  function onInput(index: number, raw: string) {
    const typed = raw.replace(/\D/g, '');
    if (!typed) return;
    if (typed.length > 1) {
      // A paste or autofill: the whole code arrives at once.
      const merged = (value.slice(0, index) + typed).slice(0, LENGTH);
      update(merged, merged.length);
      return;
    }
    const chars = digits.slice();
    chars[index] = typed;
    update(chars.join('').slice(0, LENGTH), index + 1);
  }

  function onKeyDown(index: number, event: React.KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Backspace') {
      event.preventDefault();
      const chars = digits.slice();
      if (chars[index]) chars[index] = '';
      else if (index > 0) chars[index - 1] = '';
      onChange(chars.join('').replace(/\D/g, ''));
      refs.current[chars[index] === '' && !digits[index] ? Math.max(index - 1, 0) : index]?.focus();
    } else if (event.key === 'ArrowLeft' && index > 0) {
      refs.current[index - 1]?.focus();
    } else if (event.key === 'ArrowRight' && index < LENGTH - 1) {
      refs.current[index + 1]?.focus();
    }
  }

  return (
    <Stack direction="row" role="group" aria-label={t('code.label')} spacing={{ xs: 1, sm: 1.5 }} sx={{ justifyContent: 'center' }}>
      {digits.map((digit, index) => (
        <Box
          key={index}
          component="input"
          ref={(el: HTMLInputElement | null) => {
            refs.current[index] = el;
          }}
          value={digit}
          disabled={disabled}
          autoFocus={autoFocus && index === 0}
          inputMode="numeric"
          autoComplete={index === 0 ? 'one-time-code' : 'off'}
          pattern="[0-9]*"
          aria-label={t('code.digit', { index: index + 1, total: LENGTH })}
          aria-invalid={error || undefined}
          aria-describedby={describedBy}
          onChange={(event: React.ChangeEvent<HTMLInputElement>) => onInput(index, event.target.value.slice(digit ? 1 : 0) || event.target.value)}
          onKeyDown={(event: React.KeyboardEvent<HTMLInputElement>) => onKeyDown(index, event)}
          onFocus={(event: React.FocusEvent<HTMLInputElement>) => event.target.select()}
          sx={(theme) => ({
            width: { xs: 44, sm: 52 },
            height: { xs: 52, sm: 60 },
            p: 0,
            textAlign: 'center',
            fontSize: { xs: 22, sm: 26 },
            fontWeight: 700,
            fontFamily: theme.typography.fontFamily,
            color: 'text.primary',
            bgcolor: 'background.paper',
            border: `1px solid ${error ? theme.palette.error.main : theme.palette.mode === 'dark' ? '#2D3748' : theme.palette.grey[300]}`,
            borderRadius: `${theme.shape.borderRadius}px`,
            outline: 'none',
            caretColor: theme.palette.primary.main,
            transition: 'border-color 120ms, box-shadow 120ms',
            '&:focus': {
              borderColor: 'primary.main',
              boxShadow: `0 0 0 3px ${theme.palette.mode === 'dark' ? 'rgba(117,130,235,0.3)' : 'rgba(80,72,229,0.2)'}`,
            },
            '&:disabled': { opacity: 0.6 },
          })}
        />
      ))}
    </Stack>
  );
}
