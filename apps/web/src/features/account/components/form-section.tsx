import type { ReactNode } from 'react';
import { Box, Grid, Typography } from '@mui/material';

/** A titled block of fields inside a form card; fields stack on phones and pair up from 600 px. */
export function FormSection({ title, description, children }: { title: string; description?: string; children: ReactNode }) {
  return (
    <Box component="section" sx={{ '& + &': { mt: 4 } }}>
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
        {title}
      </Typography>
      {description && (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {description}
        </Typography>
      )}
      <Grid container spacing={2} sx={{ mt: 1.5 }}>
        {children}
      </Grid>
    </Box>
  );
}
