import { and, asc, gt } from 'drizzle-orm';
import { findUnit } from '@dukani/domain';
import type { DbOrTx } from '../../db/client';
import { scoped } from '../../lib/scoped';
import { countCell, dateTimeCell, moneyCell, pagesById, percentCell, quantityCell, yesNoCell, type ExportSheet } from '../../lib/export/sheet';
import { categoryNameOf, subcategoryNameOf } from '../categories/find-category-refs';
import { products } from './products.schema';

const readPage = (db: DbOrTx, businessId: number, afterId: number, limit: number) =>
  db
    .select({
      id: products.id,
      name: products.name,
      category: categoryNameOf(products.categoryId),
      subcategory: subcategoryNameOf(products.subcategoryId),
      barCode: products.barCode,
      productCode: products.productCode,
      brand: products.brand,
      unitId: products.unitId,
      sellingPrice: products.sellingPrice,
      buyingPrice: products.buyingPrice,
      wholesalePrice: products.wholesalePrice,
      minSellingPrice: products.minSellingPrice,
      quantity: products.quantity,
      lowstock: products.lowstock,
      trackInventory: products.trackInventory,
      taxCode: products.taxCode,
      taxRate: products.taxRate,
      taxInclusive: products.taxInclusive,
      itemCode: products.itemCode,
      active: products.active,
      createdOn: products.createdOn,
      deletedAt: products.deletedAt,
    })
    .from(products)
    .where(and(scoped(products, { businessId }), gt(products.id, afterId)))
    .orderBy(asc(products.id))
    .limit(limit);

/** products.csv: every product, deleted ones too (their sales and stock history still name them). */
export const productsSheet: ExportSheet = {
  fileName: 'products.csv',
  headers: [
    'Product number',
    'Product',
    'Category',
    'Subcategory',
    'Barcode',
    'Product code',
    'Brand',
    'Unit',
    'Selling price',
    'Buying price',
    'Wholesale price',
    'Lowest selling price',
    'In stock',
    'Low stock level',
    'Stock counted',
    'Tax code',
    'Tax rate %',
    'Price includes tax',
    'KRA item code',
    'Active',
    'Added on',
    'Deleted on',
  ],
  async *pages(db, context) {
    for await (const rows of pagesById((afterId, limit) => readPage(db, context.businessId, afterId, limit))) {
      yield rows.map((row) => [
        countCell(row.id),
        row.name,
        row.category,
        row.subcategory,
        row.barCode,
        row.productCode,
        row.brand,
        findUnit(row.unitId)?.name ?? null,
        moneyCell(row.sellingPrice),
        moneyCell(row.buyingPrice),
        moneyCell(row.wholesalePrice),
        moneyCell(row.minSellingPrice),
        quantityCell(row.quantity),
        quantityCell(row.lowstock),
        yesNoCell(row.trackInventory),
        row.taxCode,
        percentCell(row.taxRate),
        yesNoCell(row.taxInclusive),
        row.itemCode,
        yesNoCell(row.active),
        dateTimeCell(context, row.createdOn),
        dateTimeCell(context, row.deletedAt),
      ]);
    }
  },
};
