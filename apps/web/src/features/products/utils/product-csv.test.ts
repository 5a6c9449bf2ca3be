import { describe, expect, it } from 'vitest';
import { PRODUCT_IMPORT_COLUMNS, type Product } from '@dukani/contracts';
import { toCsvFileText } from '@/lib/format/export-rows-csv';
import { productExportFileName, toProductCsvRows } from './product-csv';

const base: Product = {
  id: 1,
  businessId: 1,
  name: 'Sugar, 2kg',
  categoryId: null,
  category_OneId: null,
  categoryName: 'Dry goods',
  subcategoryName: null,
  longDesc: null,
  sellingPrice: 310,
  buyingPrice: 280.5,
  wholesalePrice: 0,
  minSellingPrice: 0,
  minWholesalePrice: 0,
  quantity: 40,
  lowstock: 5,
  isLowStock: false,
  unitId: 1,
  unitsid: 1,
  unitName: 'Piece',
  taxId: 2,
  taxCode: 'B',
  taxRate: 0.16,
  taxInclusive: true,
  priceBeforeTax: 267.24,
  barCode: '6001',
  productCode: null,
  brand: 'Mumias',
  location: null,
  active: 1,
  productType: 0,
  trackInventory: 1,
  kra_ProductType: '2',
  itemClassificationCode: null,
  packagingUnitCode: null,
  quantityUnitCode: null,
  country_Origin: null,
  suppliers: [],
  variants: [],
  productImagesPath: null,
  buyThis: true,
  sellThis: true,
  isProduced: false,
  itemCode: null,
};

describe('product CSV export', () => {
  it('has exactly the import template columns, so the file can be imported again', () => {
    const [header] = toProductCsvRows([base]);
    expect(header).toEqual(PRODUCT_IMPORT_COLUMNS);
  });

  it('writes money with two decimals, yes/no flags and quotes names with commas', () => {
    const text = toCsvFileText(toProductCsvRows([base]));
    const line = text.split('\r\n')[1];
    expect(line).toBe('"Sugar, 2kg",Dry goods,,product,310.00,280.50,0.00,0.00,0.00,40,5,Piece,B,yes,6001,,Mumias,,yes');
  });

  it('leaves the stock of a service empty', () => {
    const [, row] = toProductCsvRows([{ ...base, productType: 1, trackInventory: 0, quantity: 0, lowstock: 0 }]);
    const cells = Object.fromEntries(PRODUCT_IMPORT_COLUMNS.map((column, index) => [column, row?.[index]]));
    expect(cells).toMatchObject({ productType: 'service', quantity: null, lowstock: null, trackInventory: 'no' });
  });

  it("names the file after the shop's day, which runs ahead of UTC's after 21:00 UTC in Kenya", () => {
    expect(productExportFileName('KE', new Date('2025-03-01T20:59:00Z'))).toBe('products-2025-03-01.csv');
    expect(productExportFileName('KE', new Date('2025-03-01T21:00:00Z'))).toBe('products-2025-03-02.csv');
  });
});
