import { findUnitByName } from '@dukani/domain';
import type { z } from 'zod';
import { productInputSchema, productPriceIssues, type Product, type ProductInput } from '@dukani/contracts';

/** What the form holds: the I10/I19 body as the contract reads it. */
export type ProductFormValues = ProductInput;
export type ProductFormOutput = z.output<typeof productInputSchema>;

/** Messages the form's own rules use; their texts are in the products namespace. */
export const MIN_SELLING_ABOVE = 'price:min-selling-above';
export const MIN_WHOLESALE_ABOVE = 'price:min-wholesale-above';

/**
 * The contract's schema plus "minimum ≤ price" (productPriceIssues), for the product and every
 * variant: the server refuses the same, so the form says it before the round trip.
 */
export const productFormSchema = productInputSchema.superRefine((value, ctx) => {
  const issues = [
    ...productPriceIssues(value).map((issue) => ({ ...issue, path: [issue.field] as (string | number)[] })),
    ...(value.variants ?? []).flatMap((variant, index) =>
      productPriceIssues(variant).map((issue) => ({ ...issue, path: ['variants', index, issue.field] as (string | number)[] })),
    ),
  ];
  for (const issue of issues) {
    const field = issue.path[issue.path.length - 1];
    ctx.addIssue({ code: 'custom', path: issue.path, message: field === 'minSellingPrice' ? MIN_SELLING_ABOVE : MIN_WHOLESALE_ABOVE });
  }
});

/** A new product: a tracked, active Piece in the standard VAT band, sold and bought. */
/** A new entry's values; a service starts as the type toggle makes one (Service unit, no stock, KRA type 3). */
export function emptyProductValues(businessId: number, productType: 0 | 1 = 0): ProductFormValues {
  const isService = productType === 1;
  return {
    businessId,
    name: '',
    productType,
    categoryId: null,
    category_OneId: null,
    longDesc: null,
    brand: null,
    location: null,
    unitId: isService ? (findUnitByName('Service')?.id ?? 1) : 1,
    active: true,
    sellThis: true,
    buyThis: true,
    // Empty until typed: the resolver then reports the missing price on the field.
    sellingPrice: null as unknown as number,
    buyingPrice: null,
    wholesalePrice: null,
    minSellingPrice: null,
    minWholesalePrice: null,
    taxId: null,
    taxCode: 'B',
    taxInclusive: true,
    quantity: null,
    lowstock: null,
    trackInventory: !isService,
    barCode: null,
    productCode: null,
    kra_ProductType: isService ? '3' : '2',
    itemClassificationCode: null,
    packagingUnitCode: null,
    quantityUnitCode: null,
    country_Origin: null,
    suppliers: [],
    variants: [],
  };
}

/** The stored product as form values; read-only fields (rate, image path, quantities) stay out. */
export function toFormValues(product: Product): ProductFormValues {
  return {
    businessId: product.businessId,
    name: product.name,
    productType: product.productType,
    categoryId: product.categoryId,
    category_OneId: product.category_OneId,
    longDesc: product.longDesc,
    brand: product.brand,
    location: product.location,
    unitId: product.unitId,
    active: product.active === 1,
    sellThis: product.sellThis,
    buyThis: product.buyThis,
    isProduced: product.isProduced,
    sellingPrice: product.sellingPrice,
    buyingPrice: product.buyingPrice,
    wholesalePrice: product.wholesalePrice,
    minSellingPrice: product.minSellingPrice,
    minWholesalePrice: product.minWholesalePrice,
    taxId: product.taxId,
    taxCode: product.taxCode,
    taxInclusive: product.taxInclusive,
    quantity: null,
    lowstock: product.lowstock,
    trackInventory: product.trackInventory === 1,
    barCode: product.barCode,
    productCode: product.productCode,
    kra_ProductType: (['1', '2', '3'] as const).find((code) => code === product.kra_ProductType) ?? (product.productType === 1 ? '3' : '2'),
    itemClassificationCode: product.itemClassificationCode,
    packagingUnitCode: product.packagingUnitCode,
    quantityUnitCode: product.quantityUnitCode,
    country_Origin: product.country_Origin,
    suppliers: product.suppliers,
    variants: product.variants.map((variant) => ({
      id: variant.id,
      name: variant.name,
      barCode: variant.barCode,
      productCode: variant.productCode,
      sellingPrice: variant.sellingPrice,
      wholesalePrice: variant.wholesalePrice,
      minSellingPrice: variant.minSellingPrice,
      minWholesalePrice: variant.minWholesalePrice,
      buyingPrice: variant.buyingPrice,
      // An existing variant's stock changes only through movements (I19 ignores it).
      quantity: null,
      lowstock: variant.lowstock,
    })),
  };
}

/**
 * The body sent to I10/I19. A service carries no stock; with variants the stock is theirs, so the
 * product's own opening quantity is dropped. An empty supplier list is sent as [] (API.md I10).
 */
export function toProductBody(values: ProductFormOutput): ProductFormOutput {
  const isService = values.productType === 1;
  const hasVariants = (values.variants ?? []).length > 0;
  return {
    ...values,
    quantity: isService || hasVariants ? null : values.quantity,
    lowstock: isService ? null : values.lowstock,
    trackInventory: isService ? false : values.trackInventory,
    kra_ProductType: isService ? '3' : values.kra_ProductType,
    variants: isService ? [] : values.variants,
    suppliers: values.suppliers ?? [],
  };
}

/**
 * Where a server error's `field` lives in the form: `variants[1].barCode` → `variants.1.barCode`,
 * `suppliers[0]` → `suppliers`, and the aliases the contract accepts onto the field the form shows.
 */
export function formPathOf(field: string): string {
  const path = field.replace(/\[(\d+)\]/g, '.$1');
  if (path.startsWith('suppliers')) return 'suppliers';
  if (path === 'unitsid') return 'unitId';
  if (path === 'taxCode') return 'taxId';
  return path;
}
