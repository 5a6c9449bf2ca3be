import type { ComponentPropsWithRef } from 'react';
import ToggleButton from '@mui/material/ToggleButton';
import { styled } from '@mui/material/styles';
import type { SxProps, Theme } from '@mui/material/styles';

// MUI's ToggleButtonGroup look (joined borders, the focused button above its neighbours), for buttons outside one.
const ChoiceRow = styled('div')(({ theme }) => ({
  display: 'inline-flex',
  borderRadius: theme.shape.borderRadius,
  '&.full': { display: 'flex', width: '100%' },
  '&.full > *': { flex: '1 1 0' },
  '& > :not(:last-child)': { borderTopRightRadius: 0, borderBottomRightRadius: 0 },
  '& > :not(:first-child)': { marginLeft: -1, borderLeft: '1px solid transparent', borderTopLeftRadius: 0, borderBottomLeftRadius: 0 },
  '& > .Mui-selected + .Mui-selected': { borderLeft: 0, marginLeft: 0 },
  '& > .Mui-focusVisible': { zIndex: 1 },
}));

// The rest goes to the row: a tooltip (Hint) around it hands it its ref and pointer and focus handlers.
interface ChoiceButtonsProps<T extends string> extends Omit<ComponentPropsWithRef<'div'>, 'onChange'> {
  /** The group's accessible name. */
  label: string;
  value: T;
  options: readonly { value: T; label: string }[];
  onChange(value: T): void;
  fullWidth?: boolean;
  buttonSx?: SxProps<Theme>;
}

/**
 * One choice of a few, always one chosen (a second click on it keeps it), as a row of toggle buttons that says
 * which is pressed. Not MUI's ToggleButtonGroup: in MUI 9 its buttons register for roving focus in layout effects,
 * an update inside React's commit that makes React run every pending effect of the till's first render, and render
 * the group again, in the commit's own task; and the group's code is ~0.5 KB more of the till's first load. Each
 * button here is a tab stop of its own.
 */
export function ChoiceButtons<T extends string>({ label, value, options, onChange, fullWidth, buttonSx, className, ...row }: ChoiceButtonsProps<T>) {
  return (
    <ChoiceRow {...row} role="group" aria-label={label} className={[className, fullWidth && 'full'].filter(Boolean).join(' ') || undefined}>
      {options.map((option) => (
        <ToggleButton
          key={option.value}
          size="small"
          value={option.value}
          selected={option.value === value}
          onChange={() => option.value !== value && onChange(option.value)}
          sx={buttonSx}
        >
          {option.label}
        </ToggleButton>
      ))}
    </ChoiceRow>
  );
}
