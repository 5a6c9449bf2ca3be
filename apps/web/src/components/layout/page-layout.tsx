import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { Box, Breadcrumbs, Container, Link, Stack, Typography } from '@mui/material';

export interface Crumb {
  label: string;
  to: string;
}

export interface SectionPageLayoutProps {
  title: string;
  /** One sentence under the title saying what the screen is for. */
  description?: string;
  /** The section's first crumb; without it no breadcrumbs are shown (a section's own root screen). */
  rootCrumb?: Crumb;
  /** Crumbs between the root crumb and the title. */
  crumbs?: Crumb[];
  /** The accessible name of the breadcrumbs, in the section's words. */
  breadcrumbsLabel: string;
  /** From this width up the heading and the actions share one row, and the actions stop wrapping. */
  rowFrom: 'sm' | 'md';
  actions?: ReactNode;
  children: ReactNode;
}

/** A screen inside the dashboard layout: padding, breadcrumbs, heading, actions, content. */
export function SectionPageLayout({ title, description, rootCrumb, crumbs = [], breadcrumbsLabel, rowFrom, actions, children }: SectionPageLayoutProps) {
  return (
    <Container maxWidth="xl" sx={{ py: { xs: 2.5, sm: 4 }, px: { xs: 2, sm: 3, lg: 4 } }}>
      <Stack
        direction={{ xs: 'column', [rowFrom]: 'row' }}
        spacing={2}
        sx={{ mb: { xs: 2.5, sm: 3 }, justifyContent: 'space-between', alignItems: { xs: 'stretch', [rowFrom]: 'flex-end' } }}
      >
        <Box sx={{ minWidth: 0 }}>
          {rootCrumb && (
            <Breadcrumbs aria-label={breadcrumbsLabel} sx={{ mb: 0.5, typography: 'body2' }}>
              <Link component={RouterLink} to={rootCrumb.to} underline="hover" color="inherit">
                {rootCrumb.label}
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
          )}
          <Typography variant="h4" component="h1" sx={{ fontWeight: 700, fontSize: { xs: '1.5rem', sm: '2rem' }, overflowWrap: 'anywhere' }}>
            {title}
          </Typography>
          {description && (
            <Typography variant="body2" sx={{ color: 'text.secondary', mt: 0.5, maxWidth: 720 }}>
              {description}
            </Typography>
          )}
        </Box>
        {actions && (
          <Box
            sx={{
              display: 'flex',
              gap: 1,
              flexWrap: { xs: 'wrap', [rowFrom]: 'nowrap' },
              flexShrink: { [rowFrom]: 0 },
              justifyContent: { [rowFrom]: 'flex-end' },
              '& > *': { flexGrow: { xs: 1, sm: 0 } },
            }}
          >
            {actions}
          </Box>
        )}
      </Stack>
      {children}
    </Container>
  );
}
