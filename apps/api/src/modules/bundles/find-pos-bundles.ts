import { inArray } from 'drizzle-orm';
import type { PosItem } from '@dukani/contracts';
import { findTaxRate } from '@dukani/domain';
import type { DbOrTx } from '../../db/client';
import { bundles } from './bundles.schema';
import { findComponents, toBundle, type BundleRow, type ComponentRow } from './bundles.queries';

export interface FindPosBundlesOptions {
  ids: number[];
  /** The business's country: its standard band is the fallback tax of a bundle. */
  country: string;
}

/**
 * The tax a bundle row shows in the cart: its components' band when they all share one, else the
 * country's standard band (a bundle has no tax field of its own; the sale taxes it).
 */
function bundleTax(components: ComponentRow[], country: string) {
  const [first] = components;
  if (first && components.every((component) => component.taxId === first.taxId)) {
    return { taxId: first.taxId, taxCode: first.taxCode, taxRate: first.taxRate };
  }
  const band = findTaxRate(country, {})!;
  return { taxId: band.taxId, taxCode: band.taxCode, taxRate: band.taxRate };
}

function toPosBundle(row: BundleRow, components: ComponentRow[], country: string): PosItem {
  const bundle = toBundle(row, components);
  const tracksStock = components.some((component) => component.isTracked);
  return {
    id: bundle.id,
    name: bundle.name,
    longDesc: bundle.longDesc,
    sellingPrice: bundle.price,
    buyingPrice: 0,
    wholesalePrice: bundle.price,
    minSellingPrice: 0,
    minWholesalePrice: 0,
    ...bundleTax(components, country),
    taxInclusive: true,
    productType: 0,
    kra_ProductType: '2',
    itemClassificationCode: null,
    packagingUnitCode: null,
    quantityUnitCode: null,
    trackInventory: tracksStock ? 1 : 0,
    barCode: null,
    productCode: bundle.productCode,
    itemCode: null,
    variants: [],
    productImagesPath: bundle.productImagesPath,
    categoryId: null,
    category_OneId: null,
    quantity: bundle.quantity,
    // A bundle has no low-stock level of its own: its components raise their own alerts.
    lowstock: 0,
    // A bundle has no unit of its own; the cart treats it like any item without one.
    unitId: null,
    isBundle: true,
    batchStore: bundle.batchStore,
    discount: bundle.discount,
  };
}

/** I40's bundle rows, by id. */
export async function findPosBundles(db: DbOrTx, options: FindPosBundlesOptions): Promise<Map<number, PosItem>> {
  if (options.ids.length === 0) return new Map();
  const rows = await db.select().from(bundles).where(inArray(bundles.id, options.ids));
  const components = await findComponents(db, options.ids);
  return new Map(
    rows.map((row) => [
      row.id,
      toPosBundle(
        row,
        components.filter((component) => component.bundleId === row.id),
        options.country,
      ),
    ]),
  );
}
