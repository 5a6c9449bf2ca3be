import { productPriceIssues, type addProduct, type RouteBody } from '@dukani/contracts';
import { findTaxRate, findUnit, roundMoney, type TaxRate } from '@dukani/domain';
import type { DbOrTx } from '../../db/client';
import { findSubcategoryParent, isCategoryOf } from '../categories/find-category-refs';
import { findBarcodeHolders, lockBarcodes } from './find-barcode-holders';
import { AppError, invalid } from '../../lib/app-error';
import { findLiveSupplierIds } from '../suppliers/find-live-supplier-ids';
import { assertQuantityFits } from '../../lib/quantity-rule';
import { msg } from '../../lib/messages';

/** A product body after the contract parsed it (I10, I19, a completed I33 entry, an I15 row). */
export type ProductInputData = RouteBody<typeof addProduct>;
export type VariantInputData = NonNullable<ProductInputData['variants']>[number];

const SERVICE_UNIT_ID = 18;
/** eTIMS packaging units (specs/etims-oscu.md §4.5): `NT` net for goods, `OU` (no outer packaging) for services. */
const GOODS_PACKAGING_UNIT = 'NT';
const SERVICE_PACKAGING_UNIT = 'OU';

export const blankToNull = (value: string | null | undefined) => (value && value.trim() !== '' ? value.trim() : null);
const money = (value: number | null | undefined) => roundMoney(value ?? 0);
const isOn = (value: 0 | 1 | boolean | null | undefined, fallback: boolean) => (value == null ? fallback : value === true || value === 1);

export function resolveTax(country: string, input: Pick<ProductInputData, 'taxId' | 'taxCode'>): TaxRate {
  const tax = findTaxRate(country, { taxId: input.taxId, taxCode: blankToNull(input.taxCode) });
  if (tax) return tax;
  if (input.taxId) throw invalid('taxId', 'catalog.taxFieldNotInCountry', { code: String(input.taxId), country });
  throw invalid('taxCode', 'catalog.taxFieldNotInCountry', { code: input.taxCode ?? '', country });
}

export function resolveUnitId(input: Pick<ProductInputData, 'unitId' | 'unitsid'>, isService: boolean): number {
  const field = input.unitId ? 'unitId' : 'unitsid';
  const id = input.unitId || input.unitsid;
  if (!id) return isService ? SERVICE_UNIT_ID : 1;
  if (!findUnit(id)) throw invalid(field, 'catalog.unitUnknown', { id: String(id) });
  return id;
}

export function assertPrices(input: ProductInputData): void {
  const [issue] = [...productPriceIssues(input), ...(input.variants ?? []).flatMap((variant, index) => productPriceIssues(variant, `variants[${index}].`))];
  if (issue) throw invalid(issue.field, 'catalog.minAbovePrice', { price: issue.price, limit: String(issue.limit) });
}

/**
 * The category and subcategory must be the business's own: an id of another shop answers 404 exactly
 * like an unknown one, so ids reveal nothing. A subcategory alone implies its category.
 */
export async function resolveCategory(
  tx: DbOrTx,
  businessId: number,
  input: Pick<ProductInputData, 'categoryId' | 'category_OneId'>,
): Promise<{ categoryId: number | null; subcategoryId: number | null }> {
  let categoryId = input.categoryId || null;
  const subcategoryId = input.category_OneId || null;
  if (categoryId) {
    if (!(await isCategoryOf(tx, businessId, categoryId))) throw new AppError('NOT_FOUND', msg('catalog.categoryUnknown'), 'categoryId');
  }
  if (subcategoryId) {
    const parentId = await findSubcategoryParent(tx, businessId, subcategoryId);
    if (parentId === undefined) throw new AppError('NOT_FOUND', msg('catalog.subcategoryUnknown'), 'category_OneId');
    if (categoryId && parentId !== categoryId) {
      throw invalid('category_OneId', 'catalog.subcategoryNotInCategory');
    }
    categoryId = parentId;
  }
  return { categoryId, subcategoryId };
}

/** spec §4: a list whose first id is 0 means "no suppliers". */
export async function resolveSuppliers(tx: DbOrTx, businessId: number, list: number[] | null | undefined): Promise<number[]> {
  if (!list || list.length === 0 || list[0] === 0) return [];
  const live = await findLiveSupplierIds(tx, businessId, list);
  list.forEach((id, index) => {
    if (!live.has(id)) throw invalid(`suppliers[${index}]`, 'catalog.supplierUnknown', { id: String(id) });
  });
  return [...new Set(list)];
}

/**
 * A barcode names one item of a business: the scanner must find exactly one. Checked against live
 * products and variants (except the product being edited and its own variants, whose codes may move
 * between them), under the business's barcode lock (find-barcode-holders.ts).
 */
export async function assertBarcodesFree(
  tx: DbOrTx,
  businessId: number,
  codes: { field: string; barCode: string | null }[],
  productId?: number,
): Promise<void> {
  const given = codes.filter((code): code is { field: string; barCode: string } => code.barCode !== null);
  if (given.length === 0) return;
  const seen = new Map<string, string>();
  for (const code of given) {
    const first = seen.get(code.barCode);
    if (first) throw new AppError('DUPLICATE', msg('catalog.barcodeUsed', { code: code.barCode, name: first }), code.field);
    seen.set(code.barCode, code.field);
  }
  await lockBarcodes(tx, businessId);
  const holders = await findBarcodeHolders(tx, businessId, [...seen.keys()], productId);
  const [hit] = holders;
  if (hit) {
    const [barCode, name] = hit;
    throw new AppError('DUPLICATE', msg('catalog.barcodeUsed', { code: barCode, name }), seen.get(barCode)!);
  }
}

export function barcodesOf(input: Pick<ProductInputData, 'barCode' | 'variants'>) {
  return [
    { field: 'barCode', barCode: blankToNull(input.barCode) },
    ...(input.variants ?? []).map((variant, index) => ({ field: `variants[${index}].barCode`, barCode: blankToNull(variant.barCode) })),
  ];
}

/** The product columns an input sets, with the defaults of product-spec §3 and eTIMS. */
export function productColumns(input: ProductInputData, refs: { tax: TaxRate; unitId: number; categoryId: number | null; subcategoryId: number | null }) {
  const isService = input.productType === 1;
  return {
    name: input.name,
    categoryId: refs.categoryId,
    subcategoryId: refs.subcategoryId,
    longDesc: blankToNull(input.longDesc),
    sellingPrice: money(input.sellingPrice),
    buyingPrice: money(input.buyingPrice),
    wholesalePrice: money(input.wholesalePrice),
    minSellingPrice: money(input.minSellingPrice),
    minWholesalePrice: money(input.minWholesalePrice),
    lowstock: isService ? 0 : (input.lowstock ?? 0),
    unitId: refs.unitId,
    taxId: refs.tax.taxId,
    taxCode: refs.tax.taxCode,
    taxRate: refs.tax.taxRate,
    taxInclusive: input.taxInclusive,
    barCode: blankToNull(input.barCode),
    productCode: blankToNull(input.productCode),
    brand: blankToNull(input.brand),
    location: blankToNull(input.location),
    active: isOn(input.active, true),
    productType: isService ? 1 : 0,
    // A service has no stock: it is never tracked, whatever the form sent.
    trackInventory: isService ? false : isOn(input.trackInventory, true),
    kraProductType: isService ? '3' : (input.kra_ProductType ?? '2'),
    itemClassificationCode: blankToNull(input.itemClassificationCode),
    packagingUnitCode: blankToNull(input.packagingUnitCode) ?? (isService ? SERVICE_PACKAGING_UNIT : GOODS_PACKAGING_UNIT),
    quantityUnitCode: blankToNull(input.quantityUnitCode) ?? findUnit(refs.unitId)?.quantityUnitCode ?? 'U',
    countryOrigin: blankToNull(input.country_Origin),
    buyThis: input.buyThis ?? true,
    sellThis: input.sellThis ?? true,
    isProduced: input.isProduced ?? false,
  };
}

export function variantColumns(variant: VariantInputData, isService: boolean) {
  return {
    name: variant.name,
    barCode: blankToNull(variant.barCode),
    productCode: blankToNull(variant.productCode),
    sellingPrice: money(variant.sellingPrice),
    wholesalePrice: money(variant.wholesalePrice),
    minSellingPrice: money(variant.minSellingPrice),
    minWholesalePrice: money(variant.minWholesalePrice),
    buyingPrice: money(variant.buyingPrice),
    lowstock: isService ? 0 : (variant.lowstock ?? 0),
  };
}

/**
 * Opening stock must fit the unit (no 2.5 pieces). On an edit only new variants bring stock: the product's
 * own quantity and a kept variant's are ignored there (stock moves through movements), so they are not judged.
 */
function assertOpeningStock(input: ProductInputData, unitId: number, isEdit: boolean): void {
  if (input.productType === 1) return;
  const variants = input.variants ?? [];
  const name = input.name.trim();
  if (!isEdit && variants.length === 0 && input.quantity) assertQuantityFits('quantity', input.quantity, { unitId, name, use: 'counted' });
  variants.forEach((variant, index) => {
    if (isEdit && variant.id) return;
    if (variant.quantity) assertQuantityFits(`variants[${index}].quantity`, variant.quantity, { unitId, name: `${name} ${variant.name}`, use: 'counted' });
  });
}

/** The checks of checkProductInput that need no database: prices, tax, unit, opening stock (a bulk import runs them in memory). */
export function checkProductFields(country: string, input: ProductInputData, isEdit: boolean): { tax: TaxRate; unitId: number } {
  assertPrices(input);
  const tax = resolveTax(country, input);
  const unitId = resolveUnitId(input, input.productType === 1);
  assertOpeningStock(input, unitId, isEdit);
  return { tax, unitId };
}

/**
 * Everything a product write checks beyond the contract, in the order a form is read: prices, tax,
 * unit, category, suppliers, barcodes. Returns the columns to store and the supplier ids to link.
 */
export async function checkProductInput(tx: DbOrTx, options: { businessId: number; country: string; input: ProductInputData; productId?: number }) {
  const { input, businessId } = options;
  const { tax, unitId } = checkProductFields(options.country, input, options.productId !== undefined);
  const category = await resolveCategory(tx, businessId, input);
  const supplierIds = await resolveSuppliers(tx, businessId, input.suppliers);
  await assertBarcodesFree(tx, businessId, barcodesOf(input), options.productId);
  return { columns: productColumns(input, { tax, unitId, ...category }), supplierIds };
}
