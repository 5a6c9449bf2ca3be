import { useTranslation } from '@/lib/translation/use-translation';
import { SectionPageLayout, type SectionPageLayoutProps } from './page-layout';

export type CatalogPageLayoutProps = Omit<SectionPageLayoutProps, 'rootCrumb' | 'breadcrumbsLabel' | 'rowFrom'> & {
  /** The Products list: its own title is the first crumb, so no "Products › Products". */
  isRoot?: boolean;
};

/** A screen of the Products section: Products is the root crumb, and the actions join the heading's row from md up. */
export function CatalogPageLayout({ isRoot, ...props }: CatalogPageLayoutProps) {
  const { t } = useTranslation('products');
  return (
    <SectionPageLayout
      {...props}
      rootCrumb={isRoot ? undefined : { label: t('nav.products'), to: '/products' }}
      breadcrumbsLabel={t('layout.breadcrumbs')}
      rowFrom="md"
    />
  );
}
