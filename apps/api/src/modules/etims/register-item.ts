import { and, eq, inArray } from 'drizzle-orm';
import { buildItemCode, TAX_TYPES, type TaxType } from '@dukani/etims';
import type { Db } from '../../db/client';
import type { EtimsConnection } from '../../lib/etims-connection';
import { scoped } from '../../lib/scoped';
import type { ItemSource } from '../products/find-item-sources';
import { recordItemCode } from '../products/record-item-code';
import { lockDevice, type DeviceRow } from './etims.queries';
import { etimsDevices, etimsItems } from './etims.schema';

/** What saveItem (§5.11) and a receipt line (§5.15) say of an item, whatever it came from. */
export interface ItemFacts {
  /** `p<productId>`, or `misc-<tax type>` for a quick-sale line that names no product. */
  itemKey: string;
  productId: number | null;
  name: string;
  price: number;
  taxTyCd: TaxType;
  itemTyCd: '1' | '2' | '3';
  itemClsCd: string;
  pkgUnitCd: string;
  qtyUnitCd: string;
  orgnNatCd: string;
  barCode: string | null;
}

/** A class every code list has (VAT Act: goods), for items whose owner chose none yet. */
export const DEFAULT_ITEM_CLASS = '99010000';

export const toTaxType = (code: string | null | undefined, rate = 0): TaxType =>
  (TAX_TYPES as readonly string[]).includes(code ?? '') ? (code as TaxType) : rate > 0 ? 'B' : 'A';

const toItemType = (value: string | null | undefined): ItemFacts['itemTyCd'] => (value === '1' || value === '3' ? value : '2');

/** §6 and the rule: dftPrc = sellingPrice, itemTyCd = kra_ProductType, orgnNatCd = country_Origin. */
export function itemFactsOf(source: ItemSource): ItemFacts {
  const itemTyCd = toItemType(source.kraProductType);
  return {
    itemKey: `p${source.productId}`,
    productId: source.productId,
    name: source.name,
    price: source.sellingPrice,
    taxTyCd: toTaxType(source.taxCode),
    itemTyCd,
    itemClsCd: source.itemClassificationCode || DEFAULT_ITEM_CLASS,
    pkgUnitCd: source.packagingUnitCode || (itemTyCd === '3' ? 'OU' : 'NT'),
    qtyUnitCd: source.quantityUnitCode || 'U',
    orgnNatCd: source.countryOrigin || 'KE',
    barCode: source.barCode,
  };
}

/** One item per tax type stands for the free-text lines of quick sales. */
export function miscItemFacts(taxTyCd: TaxType): ItemFacts {
  return {
    itemKey: `misc-${taxTyCd}`,
    productId: null,
    name: 'Miscellaneous',
    price: 0,
    taxTyCd,
    itemTyCd: '2',
    itemClsCd: DEFAULT_ITEM_CLASS,
    pkgUnitCd: 'NT',
    qtyUnitCd: 'U',
    orgnNatCd: 'KE',
    barCode: null,
  };
}

/** The item's code, given it once under the device's lock from the taxpayer's one counter (§6, never reused). */
async function assignItemCode(db: Db, device: DeviceRow, facts: ItemFacts) {
  return db.transaction(async (tx) => {
    const [known] = await tx
      .select()
      .from(etimsItems)
      .where(and(scoped(etimsItems, device), eq(etimsItems.itemKey, facts.itemKey)));
    if (known) return known;
    const locked = await lockDevice(tx, device.id);
    const sequence = locked.lastItemSequence + 1;
    await tx.update(etimsDevices).set({ lastItemSequence: sequence }).where(eq(etimsDevices.id, device.id));
    const itemCode = buildItemCode({ orgnNatCd: facts.orgnNatCd, itemTyCd: facts.itemTyCd, pkgUnitCd: facts.pkgUnitCd, qtyUnitCd: facts.qtyUnitCd, sequence });
    const [row] = await tx
      .insert(etimsItems)
      .values({ tenantId: device.tenantId, businessId: device.businessId, itemKey: facts.itemKey, productId: facts.productId, itemCode })
      .returning();
    return row!;
  });
}

export interface RegisterItemOptions {
  connection: EtimsConnection;
  device: DeviceRow;
  facts: ItemFacts;
  /** Send it again even when the authority has it (a changed price or name: saveItem updates). */
  isUpdate?: boolean;
}

/**
 * The item's code, registered with the authority (saveItem) if it was not yet. saveItem is an upsert, so a
 * send repeated after a lost answer is harmless. Throws the client's EtimsError when the authority does not take it.
 */
export async function registerItem(db: Db, o: RegisterItemOptions): Promise<string> {
  const item = await assignItemCode(db, o.device, o.facts);
  if (item.registeredAt && !o.isUpdate) return item.itemCode;
  const { facts, device } = o;
  const client = o.connection.clientFor({ tin: device.tin, bhfId: device.bhfId, cmcKey: device.cmcKey });
  await client.saveItem({
    itemCd: item.itemCode,
    itemClsCd: facts.itemClsCd,
    itemTyCd: facts.itemTyCd,
    itemNm: facts.name.slice(0, 200),
    itemStdNm: null,
    orgnNatCd: facts.orgnNatCd,
    pkgUnitCd: facts.pkgUnitCd,
    qtyUnitCd: facts.qtyUnitCd,
    taxTyCd: facts.taxTyCd,
    btchNo: null,
    bcd: facts.barCode?.slice(0, 20) || null,
    dftPrc: facts.price,
    isrcAplcbYn: 'N',
    useYn: 'Y',
    regrId: 'dukani',
    regrNm: 'Dukani',
    modrId: 'dukani',
    modrNm: 'Dukani',
  });
  await db.transaction(async (tx) => {
    await tx.update(etimsItems).set({ registeredAt: new Date() }).where(eq(etimsItems.id, item.id));
    if (facts.productId) await recordItemCode(tx, { businessId: device.businessId, productId: facts.productId, itemCode: item.itemCode });
  });
  return item.itemCode;
}

/**
 * Each item's code, in the order given: those the authority has already (the rule once a shop has sold a while) come
 * from one read, and only the others go through registerItem (a code, then saveItem).
 */
export async function registerItems(db: Db, o: Omit<RegisterItemOptions, 'facts' | 'isUpdate'> & { facts: readonly ItemFacts[] }): Promise<string[]> {
  const keys = [...new Set(o.facts.map((facts) => facts.itemKey))];
  const known = new Map<string, string>();
  if (keys.length > 0) {
    const rows = await db
      .select({ itemKey: etimsItems.itemKey, itemCode: etimsItems.itemCode, registeredAt: etimsItems.registeredAt })
      .from(etimsItems)
      .where(and(scoped(etimsItems, o.device), inArray(etimsItems.itemKey, keys)));
    for (const row of rows) if (row.registeredAt) known.set(row.itemKey, row.itemCode);
  }
  const codes = [];
  for (const facts of o.facts) {
    let itemCode = known.get(facts.itemKey);
    if (itemCode === undefined) {
      itemCode = await registerItem(db, { connection: o.connection, device: o.device, facts });
      known.set(facts.itemKey, itemCode);
    }
    codes.push(itemCode);
  }
  return codes;
}
