import Papa from 'papaparse';
import { PRODUCT_IMPORT_COLUMNS } from '@dukani/contracts';
import type { ImportColumn } from './read-product-csv';

/** What a Kenyan corner shop would type: shows the expected spelling of every column. */
const EXAMPLE: Record<ImportColumn, string> = {
  name: 'Mumias Sugar 2kg',
  category: 'Groceries',
  subcategory: 'Sugar',
  productType: 'product',
  sellingPrice: '290',
  buyingPrice: '255',
  wholesalePrice: '275',
  minSellingPrice: '280',
  minWholesalePrice: '270',
  quantity: '40',
  lowstock: '10',
  unit: 'Packet',
  taxCode: 'B',
  taxInclusive: 'yes',
  barCode: '6161100420013',
  productCode: 'SUG-2KG',
  brand: 'Mumias',
  location: 'Shelf A2',
  trackInventory: 'yes',
};

/** I41: the header row of I15, in order, and one example row. */
export function getProductImportTemplate(): string {
  return `${Papa.unparse({ fields: [...PRODUCT_IMPORT_COLUMNS], data: [PRODUCT_IMPORT_COLUMNS.map((column) => EXAMPLE[column])] }, { newline: '\r\n' })}\r\n`;
}
