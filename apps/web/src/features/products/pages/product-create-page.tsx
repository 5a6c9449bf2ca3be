import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from '@/lib/translation/use-translation';
import { CatalogPageLayout } from '@/components/layout/catalog-page-layout';
import { useSession } from '@/lib/session-store';
import { ProductForm } from '../components/product-form/product-form';

/** /products/new: add a product or service (I10); `?type=service` starts as a service. The title follows the type. */
export function ProductCreatePage() {
  const { t } = useTranslation('products');
  const businessId = useSession((state) => state.businessId);
  const [params] = useSearchParams();
  const initialType = params.get('type') === 'service' ? 1 : 0;
  const [productType, setProductType] = useState<0 | 1>(initialType);
  const isService = productType === 1;
  return (
    <CatalogPageLayout
      title={t(isService ? 'editor.createServiceTitle' : 'editor.createTitle')}
      description={t(isService ? 'editor.createServiceText' : 'editor.createText')}
    >
      {businessId && <ProductForm key={businessId} businessId={businessId} product={null} initialType={initialType} onTypeChange={setProductType} />}
    </CatalogPageLayout>
  );
}

export default ProductCreatePage;
