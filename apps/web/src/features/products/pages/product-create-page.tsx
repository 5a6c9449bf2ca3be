import { useTranslation } from '@/lib/translation/use-translation';
import { CatalogPageLayout } from '@/components/layout/catalog-page-layout';
import { useSession } from '@/lib/session-store';
import { ProductForm } from '../components/product-form/product-form';

/** /products/new: add a product or service (I10). */
export function ProductCreatePage() {
  const { t } = useTranslation('products');
  const businessId = useSession((state) => state.businessId);
  return (
    <CatalogPageLayout title={t('editor.createTitle')} description={t('editor.createText')}>
      {businessId && <ProductForm key={businessId} businessId={businessId} product={null} />}
    </CatalogPageLayout>
  );
}

export default ProductCreatePage;
