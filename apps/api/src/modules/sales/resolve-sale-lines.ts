import type { ReviewReason, SaleItemInput } from '@dukani/contracts';
import { fromCents, roundQuantity, toCents, type PriceType } from '@dukani/domain';
import type { SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { bundleComponentIdsSubquery, saleBundlesSubquery, type SaleBundleJson } from '../bundles/get-sale-bundle';
import { saleCatalogFromJson, saleCatalogSubquery, type SaleCatalog } from '../products/find-sale-catalog';
import { AppError, invalid } from '../../lib/app-error';
import { assertQuantityFits } from '../../lib/quantity-rule';
import { msg } from '../../lib/messages';

/** A cart line with the catalog's facts: the till sends ids, quantity and price; tax and minimums are ours. */
export interface ResolvedLine {
  productId: number | null;
  variantId: number | null;
  name: string;
  longDesc: string | null;
  quantity: number;
  calcPrice: number;
  discount: number;
  priceType: PriceType;
  sellingPrice: number;
  wholesalePrice: number;
  minSellingPrice: number;
  minWholesalePrice: number;
  buyingPrice: number;
  taxRate: number;
  taxInclusive: boolean;
  taxId: number | null;
  taxCode: string | null;
  isBundle: boolean;
  serialNumbers: string[];
  productType: number;
  kraProductType: string | null;
  barCode: string | null;
  productCode: string | null;
  itemCode: string | null;
  itemClassificationCode: string | null;
  packagingUnitCode: string | null;
  quantityUnitCode: string | null;
  /** The product's unit (I7), so the receipt prints "1.5 kg"; null on a quick-sale line. */
  unitId: number | null;
  trackInventory: boolean;
}

/** One product (or variant) whose stock the sale takes down. */
export interface StockTake {
  productId: number;
  variantId: number | null;
  quantity: number;
}

const QUICK_SALE_NAME = 'Quick Sale';
/** Piece: the unit of things counted whole. */
const WHOLE_UNIT_ID = 1;
const BLANK = new Set(['', 'null', 'undefined']);
const isBlank = (value: string | null | undefined) => BLANK.has((value ?? '').trim());

/** What the sale's lines need from the catalog, read in the sale's one context statement. */
export interface SaleCatalogRead {
  catalog: SaleCatalog;
  bundles: Map<number, SaleBundleJson>;
}

/** The distinct product and bundle ids a sale's lines name (free-text lines name none). */
export function saleCatalogIds(items: readonly SaleItemInput[]): { productIds: number[]; bundleIds: number[] } {
  const ids = (bundle: boolean) => [...new Set(items.filter((item) => item.productId > 0 && Boolean(item.isBundle) === bundle).map((item) => item.productId))];
  return { productIds: ids(false), bundleIds: ids(true) };
}

/**
 * The subqueries that read every line's product (with its variants) and bundle (with its components'
 * products) of this business: products, variants and bundles in one statement whatever the number of lines.
 */
export function saleCatalogSubqueriesOfIds(
  tx: DbOrTx,
  businessId: number,
  productIds: readonly number[],
  bundleIds: readonly number[],
): { products: SQL; bundles: SQL } {
  return {
    products: saleCatalogSubquery(tx, businessId, productIds, bundleIds.length ? bundleComponentIdsSubquery(tx, businessId, bundleIds) : undefined),
    bundles: saleBundlesSubquery(tx, businessId, bundleIds),
  };
}

export function saleCatalogFromRow(products: unknown, bundles: unknown): SaleCatalogRead {
  return { catalog: saleCatalogFromJson(products), bundles: new Map(((bundles ?? []) as SaleBundleJson[]).map((b) => [b.id, b])) };
}

/** An offline sale's till: which products may have changed since its last catalog sync (it could not know). */
export interface OfflineTill {
  isStale: (productId: number) => boolean;
}

/**
 * Every line's product, variant or bundle from this business's catalog (read beforehand). Ids of another shop
 * or of deleted items are 404 naming the line; productId 0 (a free-text line) only on a quick sale. An offline
 * sale of a product taken off sale is refused when its till knew (unchanged since its sync), else held for review.
 */
export function resolveSaleLines(read: SaleCatalogRead, items: readonly SaleItemInput[], allowQuickLines: boolean, offlineTill: OfflineTill | null = null) {
  const lines: ResolvedLine[] = [];
  const takes: StockTake[] = [];
  const reasons = new Set<ReviewReason>();
  const { catalog } = read;
  for (const [index, item] of items.entries()) {
    const at = `itemList[${index}]`;
    if (!(item.quantity > 0)) throw invalid(`${at}.quantity`, 'sale.quantityPositive', { name: item.name?.trim() || `#${index + 1}` });
    const quantity = roundQuantity(item.quantity);
    const base = {
      quantity,
      calcPrice: item.calcPrice,
      discount: item.discount ?? 0,
      priceType: item.priceType ?? 'R',
      serialNumbers: (item.serialNumbers ?? []).map((serial) => serial.trim()).filter((serial) => !isBlank(serial)),
    } as const;
    if (item.productId === 0) {
      if (!allowQuickLines) throw invalid(`${at}.productId`, 'sale.quickLinesOnly');
      assertQuantityFits(`${at}.quantity`, item.quantity, { unitId: null, name: item.name?.trim() || QUICK_SALE_NAME, use: 'sold' });
      lines.push({
        ...base,
        productId: null,
        variantId: null,
        name: isBlank(item.name) ? QUICK_SALE_NAME : item.name!.trim(),
        longDesc: item.longDesc ?? null,
        sellingPrice: item.calcPrice,
        wholesalePrice: 0,
        minSellingPrice: 0,
        minWholesalePrice: 0,
        buyingPrice: 0,
        taxRate: item.taxRate ?? 0,
        taxInclusive: item.taxInclusive ?? true,
        taxId: null,
        taxCode: null,
        isBundle: false,
        productType: 0,
        kraProductType: null,
        barCode: null,
        productCode: null,
        itemCode: null,
        itemClassificationCode: null,
        packagingUnitCode: null,
        quantityUnitCode: null,
        unitId: null,
        trackInventory: false,
      });
    } else if (item.isBundle) {
      const { line, components } = resolveBundle(read, item.productId, at);
      // A bundle is a made-up pack: it sells whole, whatever its components are measured in.
      assertQuantityFits(`${at}.quantity`, item.quantity, { unitId: WHOLE_UNIT_ID, name: line.name, use: 'sold' });
      lines.push({ ...line, ...base });
      for (const component of components)
        takes.push({ productId: component.productId, variantId: null, quantity: roundQuantity(component.quantity * quantity) });
    } else {
      const line = resolveProduct(catalog, item.productId, item.variantId ?? null, at, offlineTill, reasons);
      const unitId = catalog.products.get(item.productId)?.unitId ?? null;
      assertQuantityFits(`${at}.quantity`, item.quantity, { unitId, name: line.name, use: 'sold' });
      lines.push({ ...line, ...base });
      if (line.trackInventory && line.productType === 0) takes.push({ productId: item.productId, variantId: line.variantId, quantity });
    }
  }
  return { lines, takes: mergeTakes(takes), reasons };
}

type CatalogPart = Omit<ResolvedLine, 'quantity' | 'calcPrice' | 'discount' | 'priceType' | 'serialNumbers'>;

function resolveProduct(
  catalog: SaleCatalog,
  productId: number,
  variantId: number | null,
  at: string,
  offlineTill: OfflineTill | null,
  reasons: Set<ReviewReason>,
): CatalogPart {
  const product = catalog.products.get(productId);
  if (!product || product.deleted) throw new AppError('NOT_FOUND', msg('sale.productGone'), `${at}.productId`);
  if (!product.active || !product.sellThis) {
    // Taken off sale after the offline till's last sync: the sale happened, so it is recorded and held for review.
    if (offlineTill?.isStale(productId)) reasons.add('productOffSale');
    else throw invalid(`${at}.productId`, 'sale.notForSale', { name: product.name });
  }
  const variants = catalog.variantsOf.get(productId) ?? [];
  const common = {
    productId,
    longDesc: product.longDesc,
    taxRate: product.taxRate,
    taxInclusive: product.taxInclusive,
    taxId: product.taxId,
    taxCode: product.taxCode,
    isBundle: false,
    productType: product.productType,
    kraProductType: product.kraProductType,
    itemCode: product.itemCode,
    itemClassificationCode: product.itemClassificationCode,
    packagingUnitCode: product.packagingUnitCode,
    quantityUnitCode: product.quantityUnitCode,
    unitId: product.unitId,
    trackInventory: product.trackInventory,
  };
  if (variants.length === 0) {
    return {
      ...common,
      variantId: null,
      name: product.name,
      sellingPrice: product.sellingPrice,
      wholesalePrice: product.wholesalePrice,
      minSellingPrice: product.minSellingPrice,
      minWholesalePrice: product.minWholesalePrice,
      buyingPrice: product.buyingPrice,
      barCode: product.barCode,
      productCode: product.productCode,
    };
  }
  const variant = variants.find((v) => v.id === variantId);
  if (!variant) throw invalid(`${at}.variantId`, 'sale.variantGone', { name: product.name });
  return {
    ...common,
    variantId: variant.id,
    name: `${product.name} ${variant.name}`,
    sellingPrice: variant.sellingPrice,
    wholesalePrice: variant.wholesalePrice,
    minSellingPrice: variant.minSellingPrice,
    minWholesalePrice: variant.minWholesalePrice,
    buyingPrice: variant.buyingPrice,
    barCode: variant.barCode,
    productCode: variant.productCode,
  };
}

/** A bundle sells at its own price with no tax of its own split out: its tax is that of its first component. */
function resolveBundle(read: SaleCatalogRead, bundleId: number, at: string) {
  const bundle = read.bundles.get(bundleId);
  if (!bundle) throw new AppError('NOT_FOUND', msg('sale.productGone'), `${at}.productId`);
  const { items } = bundle;
  // Components in id order (the first gives the tax), as the by-id read gave them.
  const parts = [...new Set(items.map((i) => i.productId))]
    .sort((a, b) => a - b)
    .map((id) => read.catalog.products.get(id))
    .filter((part) => part !== undefined);
  const tracked = new Set(parts.filter((p) => p.trackInventory && p.productType === 0).map((p) => p.id));
  const taxSource = parts[0];
  const line: CatalogPart = {
    productId: bundle.id,
    variantId: null,
    name: bundle.name,
    longDesc: bundle.longDesc,
    sellingPrice: bundle.price,
    wholesalePrice: 0,
    minSellingPrice: 0,
    minWholesalePrice: 0,
    buyingPrice: fromCents(parts.reduce((sum, p) => sum + toCents(p.buyingPrice * (items.find((i) => i.productId === p.id)?.quantity ?? 0)), 0)),
    taxRate: taxSource?.taxRate ?? 0,
    taxInclusive: true,
    taxId: taxSource?.taxId ?? null,
    taxCode: taxSource?.taxCode ?? null,
    isBundle: true,
    productType: 0,
    kraProductType: '2',
    barCode: null,
    productCode: bundle.productCode,
    itemCode: null,
    itemClassificationCode: null,
    packagingUnitCode: null,
    quantityUnitCode: null,
    unitId: WHOLE_UNIT_ID,
    trackInventory: tracked.size > 0,
  };
  return { line, components: items.filter((i) => tracked.has(i.productId)) };
}

/** One take per product/variant, in id order: two tills always lock rows in the same order. */
function mergeTakes(takes: StockTake[]): StockTake[] {
  const byKey = new Map<string, StockTake>();
  for (const take of takes) {
    const key = `${take.productId}:${take.variantId ?? 0}`;
    const seen = byKey.get(key);
    byKey.set(key, seen ? { ...seen, quantity: roundQuantity(seen.quantity + take.quantity) } : take);
  }
  return [...byKey.values()].sort((a, b) => a.productId - b.productId || (a.variantId ?? 0) - (b.variantId ?? 0));
}
