import { useCallback, useState } from 'react';
import { Alert, Card, Divider, Tab, Tabs } from '@mui/material';
import { useTranslation } from '@/lib/translation/use-translation';
import toast from 'react-hot-toast/headless';
import { PRODUCT_TYPE_FILTERS, type Bundle, type Product } from '@dukani/contracts';
import { CatalogPageLayout } from '@/components/layout/catalog-page-layout';
import { exportRowsCsv } from '@/lib/format/export-rows-csv';
import { ConfirmDialog } from '@/components/form/confirm-dialog';
import { errorText, showSaveError } from '@/lib/form/show-save-error';
import { useSession } from '@/lib/session-store';
import { useDeleteBundle } from '@/api/bundles/delete-bundle';
import { useDeleteProduct } from '@/api/products/delete-product';
import { useBundles } from '@/api/bundles/get-bundles';
import { useCategories } from '@/api/categories/get-categories';
import { findAllProducts, usePaginatedProducts } from '@/api/products/get-paginated-products';
import { useTrackAllItems } from '@/api/products/track-all-items';
import { BundlesGrid } from '../components/bundles-grid';
import { ListToolbar } from '../components/list-toolbar';
import { ProductsGrid } from '../components/products-grid';
import { ProductsHeaderActions } from '../components/products-header-actions';
import { ResetQuantitiesDialog } from '../components/reset-quantities-dialog';
import { toListFilters, useProductListParams, type ProductTab } from '../components/use-product-list-params';
import { categoriesOfType } from '../utils/category-options';
import { productExportFileName, toProductCsvRows } from '../utils/product-csv';

const TAB_TYPES: Record<ProductTab, 0 | 1 | null> = { All: null, Products: 0, Services: 1, Bundles: null };

/** /products: products, services and bundles of the active business (I34, I4) with their page actions. */
export function ProductsPage() {
  const { t } = useTranslation('products');
  const businessId = useSession((state) => state.businessId);
  const isOwner = useSession((state) => state.role?.roleTypes === 'Owner');
  const country = useSession((state) => state.activeBusiness?.country ?? 'KE');
  const { params, update } = useProductListParams();
  const isBundles = params.tab === 'Bundles';
  const filters = toListFilters(params);
  const products = usePaginatedProducts(isBundles ? null : businessId, filters);
  const bundles = useBundles(businessId, isBundles);
  const categories = useCategories(businessId);
  const removeProduct = useDeleteProduct();
  const removeBundle = useDeleteBundle();
  const trackAll = useTrackAllItems();
  const [deletingProduct, setDeletingProduct] = useState<Product | null>(null);
  const [deletingBundle, setDeletingBundle] = useState<Bundle | null>(null);
  const [isConfirmingTrack, setConfirmingTrack] = useState(false);
  const [isResetting, setResetting] = useState(false);
  const [isExporting, setExporting] = useState(false);

  const needle = params.search.trim().toLowerCase();
  const bundleRows = (bundles.data ?? []).filter(
    (b) => !needle || b.name.toLowerCase().includes(needle) || (b.productCode ?? '').toLowerCase().includes(needle),
  );
  const isFiltered = Boolean(needle || params.categoryId || params.isLowStock);
  const total = isBundles ? (bundles.isSuccess ? bundleRows.length : null) : (products.data?.totalRecords ?? null);
  const listError = isBundles ? bundles.error : products.error;

  const onDeleteProduct = useCallback((product: Product) => setDeletingProduct(product), []);
  const onDeleteBundle = useCallback((bundle: Bundle) => setDeletingBundle(bundle), []);

  const onConfirmDeleteProduct = async () => {
    if (!deletingProduct) return;
    try {
      await removeProduct.mutateAsync(deletingProduct.id);
      toast.success(t('delete.done', { name: deletingProduct.name }));
    } catch (error) {
      // 409 IN_USE: the server's sentence says which bundle still holds it.
      showSaveError(error, t('errors.operationFailed'));
    }
    setDeletingProduct(null);
  };

  const onConfirmDeleteBundle = async () => {
    if (!deletingBundle) return;
    try {
      await removeBundle.mutateAsync(deletingBundle.id);
      toast.success(t('bundles.deleted'));
    } catch (error) {
      showSaveError(error, t('errors.operationFailed'));
    }
    setDeletingBundle(null);
  };

  const onTrackAll = async () => {
    if (!businessId) return;
    try {
      const result = await trackAll.mutateAsync(businessId);
      toast.success(t('track.done', { count: result.updated }));
    } catch (error) {
      showSaveError(error, t('errors.operationFailed'));
    }
    setConfirmingTrack(false);
  };

  const onExport = async () => {
    if (!businessId || isExporting) return;
    setExporting(true);
    try {
      // The Bundles tab has no product rows: its export is the products of every type.
      const { CurrentPageNumber: _page, PageSize: _size, ...rest } = isBundles ? toListFilters({ ...params, tab: 'All', search: '' }) : filters;
      const rows = await findAllProducts(businessId, rest);
      exportRowsCsv(productExportFileName(country), toProductCsvRows(rows));
      toast.success(t('export.done', { count: rows.length }));
    } catch (error) {
      showSaveError(error, t('errors.operationFailed'));
    } finally {
      setExporting(false);
    }
  };

  return (
    <CatalogPageLayout
      isRoot
      title={t('list.title')}
      description={t('list.description')}
      actions={
        <ProductsHeaderActions
          isOwner={isOwner}
          isExporting={isExporting}
          onExport={() => void onExport()}
          onTrackAll={() => setConfirmingTrack(true)}
          onResetAll={() => setResetting(true)}
        />
      }
    >
      <Card sx={{ overflow: 'hidden' }}>
        <Tabs
          value={params.tab}
          onChange={(_, tab: ProductTab) => update({ tab, categoryId: null, subcategoryId: null })}
          variant="scrollable"
          scrollButtons="auto"
          aria-label={t('tabs.label')}
          sx={{ px: { xs: 0, sm: 2 }, borderBottom: 1, borderColor: 'divider', '& .MuiTab-root': { minWidth: { xs: 0, sm: 90 }, px: { xs: 1, sm: 2 } } }}
        >
          {PRODUCT_TYPE_FILTERS.map((tab) => (
            <Tab key={tab} value={tab} label={t(`tabs.${tab}`)} />
          ))}
        </Tabs>
        <ListToolbar params={params} categories={categoriesOfType(categories.data ?? [], TAB_TYPES[params.tab])} total={total} onChange={update} />
        <Divider />
        {listError && (
          <Alert severity="error" sx={{ m: 2 }}>
            {errorText(listError, t('errors.loadFailed'))}
          </Alert>
        )}
        {isBundles ? (
          <BundlesGrid rows={bundleRows} isLoading={bundles.isFetching} isFiltered={Boolean(needle)} onDelete={onDeleteBundle} />
        ) : (
          <ProductsGrid
            rows={products.data?.data ?? []}
            rowCount={products.data?.totalRecords ?? 0}
            page={params.page}
            pageSize={params.pageSize}
            isLoading={products.isFetching}
            isFiltered={isFiltered}
            onPageChange={(page, pageSize) => update({ page, pageSize })}
            onDelete={onDeleteProduct}
          />
        )}
      </Card>
      <ConfirmDialog
        open={deletingProduct !== null}
        title={t('delete.title')}
        message={t('delete.text', { name: deletingProduct?.name ?? '' })}
        confirmLabel={t('actions.delete')}
        busy={removeProduct.isPending}
        onConfirm={() => void onConfirmDeleteProduct()}
        onClose={() => setDeletingProduct(null)}
      />
      <ConfirmDialog
        open={deletingBundle !== null}
        title={t('bundles.deleteTitle')}
        message={t('bundles.deleteText', { name: deletingBundle?.name ?? '' })}
        confirmLabel={t('actions.delete')}
        busy={removeBundle.isPending}
        onConfirm={() => void onConfirmDeleteBundle()}
        onClose={() => setDeletingBundle(null)}
      />
      <ConfirmDialog
        open={isConfirmingTrack}
        title={t('track.title')}
        message={t('track.text')}
        confirmLabel={t('track.action')}
        destructive={false}
        busy={trackAll.isPending}
        onConfirm={() => void onTrackAll()}
        onClose={() => setConfirmingTrack(false)}
      />
      {isResetting && businessId && <ResetQuantitiesDialog businessId={businessId} onClose={() => setResetting(false)} />}
    </CatalogPageLayout>
  );
}

export default ProductsPage;
