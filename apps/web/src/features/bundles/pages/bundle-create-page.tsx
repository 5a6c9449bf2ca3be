import { useTranslation } from '@/lib/translation/use-translation';
import { useSession } from '@/lib/session-store';
import { CatalogPageLayout } from '@/components/layout/catalog-page-layout';
import { BundleEditor } from '../components/bundle-editor';

/** /products/bundles/new: a bundle of the business's products sold at one price (I11). */
export function BundleCreatePage() {
  const { t } = useTranslation('catalog');
  const businessId = useSession((state) => state.businessId);
  return (
    <CatalogPageLayout title={t('bundles.createTitle')} description={t('bundles.description')} crumbs={[{ label: t('bundles.crumb'), to: '/products' }]}>
      {businessId && <BundleEditor businessId={businessId} />}
    </CatalogPageLayout>
  );
}

export default BundleCreatePage;
