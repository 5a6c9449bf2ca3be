import { useId, type ChangeEventHandler, type FocusEventHandler, type KeyboardEventHandler, type ReactNode, type Ref } from 'react';
import FormControl from '@mui/material/FormControl';
import FormHelperText, { type FormHelperTextProps } from '@mui/material/FormHelperText';
import InputLabel, { type InputLabelProps } from '@mui/material/InputLabel';
import OutlinedInput, { type OutlinedInputProps } from '@mui/material/OutlinedInput';
import type { SxProps, Theme } from '@mui/material/styles';

export interface OutlinedFieldProps {
  label?: ReactNode;
  helperText?: ReactNode;
  value?: unknown;
  onChange?: ChangeEventHandler<HTMLInputElement | HTMLTextAreaElement>;
  onBlur?: FocusEventHandler<HTMLInputElement | HTMLTextAreaElement>;
  onFocus?: FocusEventHandler<HTMLInputElement | HTMLTextAreaElement>;
  onKeyDown?: KeyboardEventHandler<HTMLInputElement | HTMLTextAreaElement>;
  inputRef?: Ref<HTMLInputElement>;
  size?: 'small' | 'medium';
  fullWidth?: boolean;
  error?: boolean;
  disabled?: boolean;
  required?: boolean;
  autoFocus?: boolean;
  placeholder?: string;
  id?: string;
  name?: string;
  type?: string;
  sx?: SxProps<Theme>;
  slotProps?: {
    /** Props of the OutlinedInput: adornments, readOnly. */
    input?: Partial<OutlinedInputProps>;
    /** Attributes of the <input> itself: aria-label, inputMode. */
    htmlInput?: OutlinedInputProps['inputProps'];
    inputLabel?: Partial<InputLabelProps>;
    formHelperText?: Partial<FormHelperTextProps>;
  };
}

/**
 * MUI's outlined TextField, composed from its parts, for the till's first load (issue 17): TextField imports
 * Select, and with it Menu, Popover and Modal, for every field, selects or not (~15 KB gzipped). Same markup,
 * same props (the subset the till uses), same label, notch and helper-text wiring.
 */
export function OutlinedField({ label, helperText, id, size, fullWidth, error, disabled, required, sx, slotProps, ...input }: OutlinedFieldProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const helperId = helperText ? `${inputId}-helper-text` : undefined;
  const shrink = slotProps?.inputLabel?.shrink;
  return (
    <FormControl size={size} fullWidth={fullWidth} error={error} disabled={disabled} required={required} sx={sx}>
      {label != null && label !== '' ? (
        <InputLabel htmlFor={inputId} {...slotProps?.inputLabel}>
          {label}
        </InputLabel>
      ) : null}
      <OutlinedInput
        id={inputId}
        label={label}
        notched={shrink ? true : undefined}
        aria-describedby={helperId}
        {...input}
        {...slotProps?.input}
        inputProps={slotProps?.htmlInput}
      />
      {helperText ? (
        <FormHelperText id={helperId} {...slotProps?.formHelperText}>
          {helperText}
        </FormHelperText>
      ) : null}
    </FormControl>
  );
}
