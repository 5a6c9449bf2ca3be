import { useTranslation } from '@/lib/translation/use-translation';
import { DateTextField } from '@/components/form/date-text-field';

/** The pay-later due date; '' while the text is not a date, which blocks Complete sale. */
export function DueDateField({ value, onChange }: { value: string; onChange(isoDate: string): void }) {
  const { t } = useTranslation('pos');
  return <DateTextField label={t('checkout.dueDate')} value={value} onChange={onChange} />;
}
