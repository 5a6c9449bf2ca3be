import { useId, type ChangeEventHandler, type ReactNode } from 'react';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import NativeSelect from '@mui/material/NativeSelect';
import OutlinedInput from '@mui/material/OutlinedInput';
import type { SxProps, Theme } from '@mui/material/styles';

interface OutlinedNativeSelectProps {
  label: string;
  value: string | number;
  onChange: ChangeEventHandler<HTMLSelectElement>;
  /** <option> elements; the first is usually "All …", so the label always sits on the border. */
  children: ReactNode;
  size?: 'small' | 'medium';
  disabled?: boolean;
  sx?: SxProps<Theme>;
}

/**
 * An outlined select on the browser's own picker: a phone opens its native list, a scanner's keyboard and the
 * arrow keys work as in any form, and it carries none of Select's menu code into the till's first load.
 */
export function OutlinedNativeSelect({ label, value, onChange, children, size, disabled, sx }: OutlinedNativeSelectProps) {
  const id = useId();
  return (
    <FormControl size={size} disabled={disabled} sx={sx}>
      <InputLabel htmlFor={id} shrink>
        {label}
      </InputLabel>
      <NativeSelect value={value} onChange={onChange} input={<OutlinedInput id={id} label={label} notched />}>
        {children}
      </NativeSelect>
    </FormControl>
  );
}
