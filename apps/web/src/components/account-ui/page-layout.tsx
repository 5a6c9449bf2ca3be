import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { Box, Breadcrumbs, Container, Link, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';

export interface PageLayoutProps {
  title: string;
  /** One sentence under the title saying what the screen is for. */
  description?: string;
  /** Intermediate crumbs between "Account" and the title. */
  crumbs?: { label: string; to: string }[];
  actions?: ReactNode;
  children: ReactNode;
}

/** An Account screen inside the dashboard layout: padding, breadcrumbs, heading, actions, content. */
export function PageLayout({ title, description, crumbs = [], actions, children }: PageLayoutProps) {
  const { t } = useTranslation('account');
  return (
    <Container maxWidth="xl" sx={{ py: { xs: 2.5, sm: 4 }, px: { xs: 2, sm: 3, lg: 4 } }}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ mb: { xs: 2.5, sm: 3 }, justifyContent: 'space-between', alignItems: { xs: 'stretch', sm: 'flex-end' } }}
      >
        <Box sx={{ minWidth: 0 }}>
          <Breadcrumbs aria-label={t('common.breadcrumbs')} sx={{ mb: 0.5, typography: 'body2' }}>
            <Link component={RouterLink} to="/account/profile" underline="hover" color="inherit">
              {t('nav.section')}
            </Link>
            {crumbs.map((crumb) => (
              <Link key={crumb.to} component={RouterLink} to={crumb.to} underline="hover" color="inherit">
                {crumb.label}
              </Link>
            ))}
            <Typography variant="body2" sx={{ color: 'text.primary' }}>
              {title}
            </Typography>
          </Breadcrumbs>
          <Typography variant="h4" component="h1" sx={{ fontWeight: 700, fontSize: { xs: '1.5rem', sm: '2rem' }, overflowWrap: 'anywhere' }}>
            {title}
          </Typography>
          {description && (
            <Typography variant="body2" sx={{ color: 'text.secondary', mt: 0.5, maxWidth: 720 }}>
              {description}
            </Typography>
          )}
        </Box>
        {actions && <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', flexShrink: 0, '& > *': { flexGrow: { xs: 1, sm: 0 } } }}>{actions}</Box>}
      </Stack>
      {children}
    </Container>
  );
}
