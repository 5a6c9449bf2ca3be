import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import ArrowBackRounded from '@mui/icons-material/ArrowBackRounded';
import { Link as RouterLink } from 'react-router';

interface AuthPageHeaderProps {
  title: string;
  subtitle?: ReactNode;
  back?: { to: string; label: string };
  icon?: ReactNode;
}

export function AuthPageHeader({ title, subtitle, back, icon }: AuthPageHeaderProps) {
  return (
    <Box sx={{ mb: 4 }}>
      {back ? (
        <Button
          component={RouterLink}
          to={back.to}
          startIcon={<ArrowBackRounded />}
          color="inherit"
          size="small"
          sx={{ mb: 2, ml: -1, color: 'text.secondary' }}
        >
          {back.label}
        </Button>
      ) : null}
      {icon ? (
        <Box
          aria-hidden
          sx={(theme) => ({
            width: 56,
            height: 56,
            borderRadius: 3.5,
            display: 'grid',
            placeItems: 'center',
            mb: 2.5,
            color: 'primary.main',
            bgcolor: theme.palette.mode === 'dark' ? 'rgba(117,130,235,0.14)' : 'rgba(80,72,229,0.08)',
            '& svg': { fontSize: 28 },
          })}
        >
          {icon}
        </Box>
      ) : null}
      <Typography variant="h4" component="h1" sx={{ mb: 1 }}>
        {title}
      </Typography>
      {subtitle ? (
        <Typography color="textSecondary" component="div">
          {subtitle}
        </Typography>
      ) : null}
    </Box>
  );
}
