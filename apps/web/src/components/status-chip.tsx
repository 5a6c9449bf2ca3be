import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { alpha, styled } from '@mui/material/styles';

type StatusColor = 'default' | 'success' | 'warning' | 'error';

interface StatusChipProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  color: StatusColor;
  variant: 'outlined' | 'filled';
  icon?: ReactNode;
  label: ReactNode;
  /** Data attributes the tests read (`data-testid`, state flags). */
  [data: `data-${string}`]: string | number | boolean | undefined;
}

/**
 * A clickable status pill drawn as MUI's Chip draws one, without Chip's code: the till header's two (the register
 * and the line) were what kept Chip's ~2 KB in the till's first load and its style passes in the first render.
 */
const Pill = styled('button', { shouldForwardProp: (prop) => prop !== 'tone' && prop !== 'fill' })<{ tone: StatusColor; fill: boolean }>(({
  theme,
  tone,
  fill,
}) => {
  const main = tone === 'default' ? theme.palette.text.primary : theme.palette[tone].main;
  const filled =
    tone === 'default' ? { backgroundColor: theme.palette.action.selected, color: main } : { backgroundColor: main, color: theme.palette[tone].contrastText };
  return {
    display: 'inline-flex',
    alignItems: 'center',
    gap: 6,
    height: 32,
    maxWidth: '100%',
    margin: 0,
    padding: '0 12px',
    border: `1px solid ${fill ? 'transparent' : alpha(main, 0.7)}`,
    borderRadius: 16,
    font: 'inherit',
    fontSize: theme.typography.pxToRem(13),
    fontWeight: 600,
    whiteSpace: 'nowrap',
    cursor: 'pointer',
    background: 'none',
    color: main,
    ...(fill ? filled : null),
    '&:hover': fill ? { filter: 'brightness(0.94)' } : { backgroundColor: alpha(main, theme.palette.action.hoverOpacity) },
    '&:focus-visible': { outline: `2px solid ${theme.palette.primary.main}`, outlineOffset: 2 },
    '& svg': { width: '1em', height: '1em', fontSize: 18, flexShrink: 0, fill: 'currentColor', marginLeft: -4 },
  };
});

export function StatusChip({ color, variant, icon, label, ...button }: StatusChipProps) {
  return (
    <Pill type="button" tone={color} fill={variant === 'filled'} {...button}>
      {icon}
      <span>{label}</span>
    </Pill>
  );
}
