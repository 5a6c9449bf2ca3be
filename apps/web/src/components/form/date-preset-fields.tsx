import { MenuItem, TextField } from '@mui/material';
import { useTranslation } from '@/lib/translation/use-translation';
import { DATE_PRESETS, presetRange, type DatePreset } from '@/lib/format/date-presets';
import { DateTextField } from './date-text-field';

/** Two date fields side by side on a 360 px phone; the period takes the full width there. */
const HALF = { width: { xs: 'calc(50% - 6px)', sm: 170 } } as const;
const FULL = { width: { xs: '100%', sm: 180 } } as const;

export interface DateRange {
  startDate?: string;
  endDate?: string;
}

interface DatePresetFieldsProps {
  range: DateRange;
  preset: DatePreset;
  /** The shop's calendar day, from which the presets count. */
  today: string;
  onChange: (range: DateRange, preset: DatePreset) => void;
}

/** A list's period: a preset (Today … This month) or custom From/To dates, inclusive. */
export function DatePresetFields({ range, preset, today, onChange }: DatePresetFieldsProps) {
  const { t } = useTranslation('common');
  const choosePreset = (next: DatePreset) =>
    onChange(presetRange(next, today) ?? { startDate: range.startDate ?? today, endDate: range.endDate ?? today }, next);
  // Half-typed dates change nothing: the list keeps its range until the text is a whole date.
  const chooseDate = (key: 'startDate' | 'endDate', value: string) => {
    if (value) onChange({ ...range, [key]: value }, 'custom');
  };
  return (
    <>
      <TextField select size="small" label={t('dateFilter.period')} value={preset} onChange={(e) => choosePreset(e.target.value as DatePreset)} sx={FULL}>
        {DATE_PRESETS.map((p) => (
          <MenuItem key={p} value={p}>
            {t(`dateFilter.presets.${p}`)}
          </MenuItem>
        ))}
      </TextField>
      {preset === 'custom' && (
        <>
          <DateTextField size="small" label={t('dateFilter.from')} value={range.startDate ?? ''} onChange={(day) => chooseDate('startDate', day)} sx={HALF} />
          <DateTextField size="small" label={t('dateFilter.to')} value={range.endDate ?? ''} onChange={(day) => chooseDate('endDate', day)} sx={HALF} />
        </>
      )}
    </>
  );
}
