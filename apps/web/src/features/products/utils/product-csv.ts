import { businessDateOf } from '@dukani/domain';
import { PRODUCT_IMPORT_COLUMNS, type Product } from '@dukani/contracts';
import type { CsvRows } from '@/lib/format/export-rows-csv';

/** Money with its two decimals, as API.md §1.7 writes it. */
const money = (value: number) => value.toFixed(2);
const yesNo = (value: boolean | 0 | 1) => (value === true || value === 1 ? 'yes' : 'no');

/**
 * The export has exactly the columns of the import template (I41), in its order and with its
 * value words (product/service, yes/no, unit names): an exported file can be edited in a
 * spreadsheet and imported into another shop. I15 refuses unknown columns, so nothing else is added.
 */
export function toProductCsvRows(products: readonly Product[]): CsvRows {
  const isService = (p: Product) => p.productType === 1;
  return [
    PRODUCT_IMPORT_COLUMNS,
    ...products.map((p) => {
      const cells: Record<(typeof PRODUCT_IMPORT_COLUMNS)[number], string | number | null> = {
        name: p.name,
        category: p.categoryName,
        subcategory: p.subcategoryName,
        productType: isService(p) ? 'service' : 'product',
        sellingPrice: money(p.sellingPrice),
        buyingPrice: money(p.buyingPrice),
        wholesalePrice: money(p.wholesalePrice),
        minSellingPrice: money(p.minSellingPrice),
        minWholesalePrice: money(p.minWholesalePrice),
        quantity: isService(p) ? null : p.quantity,
        lowstock: isService(p) ? null : p.lowstock,
        unit: p.unitName,
        taxCode: p.taxCode,
        taxInclusive: yesNo(p.taxInclusive),
        barCode: p.barCode,
        productCode: p.productCode,
        brand: p.brand,
        location: p.location,
        trackInventory: yesNo(p.trackInventory),
      };
      return PRODUCT_IMPORT_COLUMNS.map((column) => cells[column]);
    }),
  ];
}

/** e.g. products-2025-03-01.csv: the shop's day, which is not the device's or UTC's just after midnight. */
export function productExportFileName(country: string, now = new Date()): string {
  return `products-${businessDateOf(country, now)}.csv`;
}
