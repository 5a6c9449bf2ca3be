import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { Box, Breadcrumbs, Container, Link, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';

export interface CatalogPageLayoutProps {
  title: string;
  /** One sentence under the title saying what the screen is for. */
  description?: string;
  /** Crumbs between "Products" and the title; the list page itself passes `isRoot`. */
  crumbs?: { label: string; to: string }[];
  /** The Products list: its own title is the first crumb, so no "Products › Products". */
  isRoot?: boolean;
  actions?: ReactNode;
  children: ReactNode;
}

/** A screen of the Products section: the same frame as the Account screens, with Products as the root crumb. */
export function CatalogPageLayout({ title, description, crumbs = [], isRoot, actions, children }: CatalogPageLayoutProps) {
  const { t } = useTranslation('products');
  return (
    <Container maxWidth="xl" sx={{ py: { xs: 2.5, sm: 4 }, px: { xs: 2, sm: 3, lg: 4 } }}>
      <Stack
        direction={{ xs: 'column', md: 'row' }}
        spacing={2}
        sx={{ mb: { xs: 2.5, sm: 3 }, justifyContent: 'space-between', alignItems: { xs: 'stretch', md: 'flex-end' } }}
      >
        <Box sx={{ minWidth: 0 }}>
          {!isRoot && (
            <Breadcrumbs aria-label={t('layout.breadcrumbs')} sx={{ mb: 0.5, typography: 'body2' }}>
              <Link component={RouterLink} to="/products" underline="hover" color="inherit">
                {t('nav.products')}
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
          <Box sx={{ display: 'flex', gap: 1, flexWrap: { xs: 'wrap', md: 'nowrap' }, flexShrink: { md: 0 }, justifyContent: { md: 'flex-end' }, '& > *': { flexGrow: { xs: 1, sm: 0 } } }}>
            {actions}
          </Box>
        )}
      </Stack>
      {children}
    </Container>
  );
}
