import { Stack } from '@mui/material';
import type { Control } from 'react-hook-form';
import { useTranslation } from '@/lib/translation/use-translation';
import type { ProductFormValues } from './product-form-values';
import { SwitchField } from './switch-field';

/** Whether the item is live, offered at the till (sellThis) and in purchases (buyThis). */
export function AvailabilitySection({ control }: { control: Control<ProductFormValues> }) {
  const { t } = useTranslation('products');
  return (
    <Stack spacing={1.5}>
      <SwitchField control={control} name="active" label={t('fields.active')} hint={t('hints.active')} />
      <SwitchField control={control} name="sellThis" label={t('fields.sellThis')} hint={t('hints.sellThis')} />
      <SwitchField control={control} name="buyThis" label={t('fields.buyThis')} hint={t('hints.buyThis')} />
    </Stack>
  );
}
