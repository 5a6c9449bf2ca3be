import type { ReactNode } from 'react';
import { Avatar, Box, Card, Typography } from '@mui/material';
import CheckRoundedIcon from '@mui/icons-material/CheckRounded';

interface ImportStepProps {
  number: number;
  title: string;
  description?: string;
  isDone?: boolean;
  children: ReactNode;
}

/** One numbered step of the import, as a card whose heading names it. */
export function ImportStep({ number, title, description, isDone, children }: ImportStepProps) {
  const headingId = `import-step-${number}`;
  return (
    <Card component="section" aria-labelledby={headingId} sx={{ p: { xs: 2, sm: 3 } }}>
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'flex-start', mb: 2 }}>
        <Avatar
          sx={{ width: 32, height: 32, fontSize: '0.9rem', fontWeight: 700, bgcolor: isDone ? 'success.main' : 'primary.main', color: 'primary.contrastText' }}
          aria-hidden
        >
          {isDone ? <CheckRoundedIcon fontSize="small" /> : number}
        </Avatar>
        <Box sx={{ minWidth: 0 }}>
          <Typography id={headingId} variant="h6" component="h2">
            {title}
          </Typography>
          {description && (
            <Typography variant="body2" sx={{ color: 'text.secondary', mt: 0.25 }}>
              {description}
            </Typography>
          )}
        </Box>
      </Box>
      <Box sx={{ pl: { sm: 6 } }}>{children}</Box>
    </Card>
  );
}
