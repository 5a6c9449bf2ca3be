import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

interface StatusPageProps {
  icon: ReactNode;
  title: string;
  description: string;
  action?: ReactNode;
  /** Fill the whole viewport (outside the dashboard) instead of the content area. */
  fullScreen?: boolean;
}

/** Not found, no access, something broke: one calm layout with a way out. */
export function StatusPage({ icon, title, description, action, fullScreen = false }: StatusPageProps) {
  return (
    <Box sx={{ flex: 1, display: 'grid', placeItems: 'center', px: 3, py: 8, minHeight: fullScreen ? '100dvh' : 'auto' }}>
      <Stack spacing={2} sx={{ alignItems: 'center', textAlign: 'center', maxWidth: 440 }}>
        <Box
          aria-hidden
          sx={(theme) => ({
            width: 72,
            height: 72,
            borderRadius: '50%',
            display: 'grid',
            placeItems: 'center',
            color: 'primary.main',
            bgcolor: theme.palette.mode === 'dark' ? 'rgba(117,130,235,0.12)' : 'rgba(80,72,229,0.08)',
            '& svg': { fontSize: 36 },
          })}
        >
          {icon}
        </Box>
        <Typography variant="h5" component="h1">
          {title}
        </Typography>
        <Typography color="textSecondary">{description}</Typography>
        {action ? <Box sx={{ pt: 1 }}>{action}</Box> : null}
      </Stack>
    </Box>
  );
}
