import type { TFunction } from '@/lib/translation/use-translation';
import type { FieldPath, UseFormSetError } from 'react-hook-form';
import toast from 'react-hot-toast/headless';
import { isApiError, isSessionEnded } from '@/lib/api-client';
import { formPathOf, type ProductFormValues } from './product-form-values';

/** The form's fields a server error can be put on. */
const FIELDS = new Set([
  'name',
  'productType',
  'categoryId',
  'category_OneId',
  'longDesc',
  'brand',
  'location',
  'unitId',
  'sellingPrice',
  'buyingPrice',
  'wholesalePrice',
  'minSellingPrice',
  'minWholesalePrice',
  'taxId',
  'quantity',
  'lowstock',
  'barCode',
  'productCode',
  'kra_ProductType',
  'itemClassificationCode',
  'packagingUnitCode',
  'quantityUnitCode',
  'country_Origin',
  'suppliers',
]);
const VARIANT_FIELD = /^variants\.\d+\.(name|barCode|productCode|sellingPrice|wholesalePrice|buyingPrice|quantity|lowstock)$/;

/**
 * A failed save: when the server names a field the form shows (e.g. `variants[1].barCode` for a
 * duplicate barcode), the sentence goes on that field and focus moves there; otherwise it is a
 * toast with the server's sentence, else 'Operation Failed!' (product-spec §8).
 */
export function showProductSaveError(error: unknown, setError: UseFormSetError<ProductFormValues>, t: TFunction): void {
  if (isSessionEnded(error)) return;
  if (isApiError(error) && error.field) {
    const path = formPathOf(error.field);
    if (FIELDS.has(path) || VARIANT_FIELD.test(path)) {
      setError(path as FieldPath<ProductFormValues>, { type: 'server', message: error.message }, { shouldFocus: true });
      return;
    }
  }
  toast.error(isApiError(error) && error.message ? error.message : t('errors.operationFailed'));
}
