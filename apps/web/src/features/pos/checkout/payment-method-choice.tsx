import { ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import { useTranslation } from '@/lib/translation/use-translation';
import type { PaymentChoice } from '@/lib/payments/payment-choices';
import { isPromptMethod } from '@/lib/payments/prompt-methods';
import { useMethodLabel } from '@/components/payments/use-method-label';

interface PaymentMethodChoiceProps {
  choices: PaymentChoice[];
  value: string;
  onChange(value: string): void;
  /** No line: a prompt to the customer's phone (M-Pesa, MoMo, Airtel) cannot be sent, so it is shown disabled. */
  offline: boolean;
}

/** The shop's payment methods as big buttons; offline, the phone prompts stay visible but disabled, with why. */
export function PaymentMethodChoice({ choices, value, onChange, offline }: PaymentMethodChoiceProps) {
  const { t } = useTranslation('pos');
  const methodLabel = useMethodLabel();
  const promptsOff = offline && choices.some((c) => isPromptMethod(c.paymentValue));
  return (
    <>
      <ToggleButtonGroup
        exclusive
        value={value}
        onChange={(_e, next: string | null) => next && onChange(next)}
        aria-label={t('checkout.method')}
        sx={{
          flexWrap: 'wrap',
          gap: 0.5,
          '& .MuiToggleButton-root': { flex: '1 0 30%', border: 1, borderColor: 'divider', borderRadius: 1 },
          // The chosen method must be unmistakable at a glance across the counter.
          '& .MuiToggleButton-root.Mui-selected, & .MuiToggleButton-root.Mui-selected:hover': {
            bgcolor: 'primary.main',
            color: 'primary.contrastText',
            borderColor: 'primary.main',
          },
        }}
      >
        {choices.map((c) => {
          const off = offline && isPromptMethod(c.paymentValue);
          return (
            <ToggleButton key={c.paymentValue} value={c.paymentValue} disabled={off} aria-describedby={off ? 'prompt-offline' : undefined}>
              {methodLabel(c)}
            </ToggleButton>
          );
        })}
      </ToggleButtonGroup>
      {promptsOff && (
        <Typography id="prompt-offline" variant="body2" color="text.secondary">
          {t('checkout.promptOffline')}
        </Typography>
      )}
    </>
  );
}
