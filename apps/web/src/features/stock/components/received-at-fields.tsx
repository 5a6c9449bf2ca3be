import { useState } from 'react';
import { Stack, TextField } from '@mui/material';
import { DateTextField } from '@/components/form/date-text-field';

interface ReceivedAtFieldsProps {
  dateLabel: string;
  timeLabel: string;
  /** yyyy-mm-ddTHH:MM on the shop's clock, or '' while the date or the time is not complete. */
  value: string;
  onChange(value: string): void;
  /** The form's sentence for the field (a missing date or time), shown under the time. */
  error?: string | undefined;
}

/**
 * When a delivery came: the day typed as the shop writes dates (DateTextField: 01/12/2026 in Nairobi) and the time
 * beside it. The browser's date-and-time field wrote "12/01/2026, 12:41 AM" in an English browser, month first.
 */
export function ReceivedAtFields({ dateLabel, timeLabel, value, onChange, error }: ReceivedAtFieldsProps) {
  const [day, setDay] = useState(() => value.slice(0, 10));
  const [time, setTime] = useState(() => value.slice(11, 16));
  const change = (nextDay: string, nextTime: string) => onChange(nextDay && nextTime ? `${nextDay}T${nextTime}` : '');
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
      <DateTextField
        label={dateLabel}
        value={day}
        onChange={(next) => {
          setDay(next);
          change(next, time);
        }}
        sx={{ flex: '1 1 0' }}
      />
      <TextField
        type="time"
        label={timeLabel}
        value={time}
        onChange={(event) => {
          setTime(event.target.value);
          change(day, event.target.value);
        }}
        error={Boolean(error)}
        helperText={error}
        slotProps={{ inputLabel: { shrink: true } }}
        sx={{ flex: '0 0 150px' }}
      />
    </Stack>
  );
}
