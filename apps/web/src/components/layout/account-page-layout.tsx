import { useTranslation } from '@/lib/translation/use-translation';
import { SectionPageLayout, type SectionPageLayoutProps } from './page-layout';

export type PageLayoutProps = Omit<SectionPageLayoutProps, 'rootCrumb' | 'breadcrumbsLabel' | 'rowFrom'>;

/** An Account screen: Account is the root crumb, and the actions join the heading's row from sm up. */
export function PageLayout(props: PageLayoutProps) {
  const { t } = useTranslation('account');
  return (
    <SectionPageLayout {...props} rootCrumb={{ label: t('nav.section'), to: '/account/profile' }} breadcrumbsLabel={t('common.breadcrumbs')} rowFrom="sm" />
  );
}
