import { Box, Typography } from '@mui/material';

interface TotalsLineProps {
  /** The accessible name of the line ("Totals of the filtered sales"). */
  label: string;
  count: string;
  /** Omitted where the user may not see the sum (a cashier's own transactions). */
  sum?: string;
}

/** A list's totals line above its grid: the sum over every filtered row, not only the rows of this page. */
export function TotalsLine({ label, count, sum }: TotalsLineProps) {
  return (
    <Box
      role="status"
      aria-label={label}
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, justifyContent: 'space-between', px: 2, py: 1.5, borderBottom: 1, borderColor: 'divider' }}
    >
      <Typography>{count}</Typography>
      {sum !== undefined && <Typography sx={{ fontWeight: 700, fontVariantNumeric: 'tabular-nums' }}>{sum}</Typography>}
    </Box>
  );
}
