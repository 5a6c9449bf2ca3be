import { businessDateOf } from '@dukani/domain';
import { and, eq } from 'drizzle-orm';
import { FIRST_SYNC_DATE, type ImportLine } from '@dukani/etims';
import type { ImportedItem, RouteBody, updateImportedItem } from '@dukani/contracts';
import type { Db } from '../../db/client';
import type { AuthContext } from '../../lib/auth-context';
import type { EtimsConnection } from '../../lib/etims-connection';
import { audit } from '../../lib/audit';
import { conflict, invalid, notFound } from '../../lib/app-error';
import { scoped } from '../../lib/scoped';
import { findItemSources } from '../products/find-item-sources';
import { findLiveProduct } from '../products/product-stock';
import { recordMovement } from '../stock/record-movement';
import { getSigningDevice, toAuthorityError, type DeviceRow } from './etims.queries';
import { etimsItems } from './etims.schema';
import { queueStockReport } from './queue-stock-report';
import { itemFactsOf, registerItem } from './register-item';
import { declarationDayOf, kraDeclarationDay } from './declaration-date';

const text = (value: string | number | null | undefined) => (value === null || value === undefined ? '' : String(value));
const num = (value: number | null | undefined) => value ?? 0;

export const sinceStamp = (lastRequestDate: string | null | undefined) => (lastRequestDate ? `${lastRequestDate.replaceAll('-', '')}000000` : FIRST_SYNC_DATE);

function toImportedItem(line: ImportLine): ImportedItem {
  return {
    taskCode: line.taskCd,
    // API.md 1.6's YYYY-MM-DD; P11 turns it back into the authority's ddMMyyyy (§5.13).
    declarationDate: declarationDayOf(line.dclDe),
    itemSequence: line.itemSeq,
    declarationNo: text(line.dclNo),
    hsCode: text(line.hsCd),
    itemName: text(line.itemNm),
    importItemStatusCode: text(line.imptItemsttsCd) || '2',
    originNationCode: text(line.orgnNatCd),
    quantity: num(line.qty),
    quantityUnitCode: text(line.qtyUnitCd),
    packagingUnitCode: text(line.pkgUnitCd),
    supplierName: text(line.spplrNm),
    invoiceAmount: num(line.invcFcurAmt),
    invoiceCurrency: text(line.invcFcurCd),
  };
}

async function pullImports(device: DeviceRow, connection: EtimsConnection, since: string) {
  const client = connection.clientFor({ tin: device.tin, bhfId: device.bhfId, cmcKey: device.cmcKey });
  const answer = await client.selectImportItemList(since).catch((err: unknown) => {
    throw toAuthorityError(err);
  });
  return answer.list.map(toImportedItem);
}

/** P10 (§13 GetImportedItems → selectImportItemList). */
export async function findImportedItems(db: Db, o: { businessId: number; lastRequestDate?: string | null; connection: EtimsConnection }) {
  const device = await getSigningDevice(db, o.businessId);
  return pullImports(device, o.connection, sinceStamp(o.lastRequestDate));
}

async function productIdOf(db: Db, businessId: number, input: RouteBody<typeof updateImportedItem>): Promise<number> {
  if (input.productId) return input.productId;
  if (!input.itemCode) throw invalid('productId', 'etims.productRequired');
  const [item] = await db
    .select({ productId: etimsItems.productId })
    .from(etimsItems)
    .where(and(scoped(etimsItems, { businessId }), eq(etimsItems.itemCode, input.itemCode)));
  if (!item?.productId) throw invalid('itemCode', 'etims.productRequired');
  return item.productId;
}

/**
 * P11 (§13 UpdateImportedItem): the line is matched to one of our products (registered first), accepted (`3`) or
 * rejected (`4`) at the authority; accepting books the goods in (a `StockIn` movement) and reports it as `01`.
 */
export async function updateImportedItemStatus(
  db: Db,
  o: { auth: AuthContext; input: RouteBody<typeof updateImportedItem>; connection: EtimsConnection },
): Promise<ImportedItem> {
  const { auth, input } = o;
  const device = await getSigningDevice(db, input.businessId);
  const asked = kraDeclarationDay(input.declarationDate);
  const line = (await pullImports(device, o.connection, FIRST_SYNC_DATE)).find(
    (item) => item.taskCode === input.taskCode && kraDeclarationDay(item.declarationDate) === asked && item.itemSequence === input.itemSequence,
  );
  if (!line) throw notFound('ImportedItem');
  if (line.importItemStatusCode !== '2') throw conflict('INVALID_STATE', 'etims.alreadyDecided');
  const isAccept = input.importItemStatusCode === '3';
  const productId = await productIdOf(db, input.businessId, input);
  const [source] = await findItemSources(db, { businessId: input.businessId, productIds: [productId] });
  if (!source) throw notFound('Product');
  const facts = itemFactsOf(source);
  const client = o.connection.clientFor({ tin: device.tin, bhfId: device.bhfId, cmcKey: device.cmcKey });
  try {
    const itemCd = await registerItem(db, { connection: o.connection, device, facts });
    await client.updateImportItem({
      taskCd: line.taskCode,
      dclDe: kraDeclarationDay(line.declarationDate),
      itemSeq: line.itemSequence,
      hsCd: (input.hsCode || line.hsCode || '0').slice(0, 17),
      itemClsCd: input.itemClassificationCode || facts.itemClsCd,
      itemCd,
      imptItemSttsCd: input.importItemStatusCode,
      remark: input.remark ?? null,
      modrId: String(auth.userId).slice(0, 20),
      modrNm: auth.userName.slice(0, 60),
    });
  } catch (err) {
    throw toAuthorityError(err);
  }
  await db.transaction(async (tx) => {
    if (isAccept && line.quantity > 0) {
      await recordMovement(tx, {
        tenantId: device.tenantId,
        businessId: device.businessId,
        productId,
        type: 'StockIn',
        mode: 'add',
        quantity: line.quantity,
        allowNegative: true,
        userId: auth.userId,
        reason: `Import ${line.declarationNo || line.taskCode}`,
        kraRegistered: true,
      });
      const product = await findLiveProduct(tx, productId);
      await queueStockReport(tx, {
        businessId: device.businessId,
        device,
        sarTyCd: '01',
        occurredOn: businessDateOf('KE', new Date()),
        counterparty: { custNm: line.supplierName.slice(0, 100) || null },
        lines: [
          {
            productId,
            name: product?.name ?? source.name,
            quantity: line.quantity,
            onHand: Math.max(0, product?.quantity ?? 0),
            unitCost: product?.buyingPrice ?? 0,
          },
        ],
      });
    }
    await audit(tx, {
      tenantId: device.tenantId,
      businessId: device.businessId,
      userId: auth.userId,
      action: isAccept ? 'etims.acceptImport' : 'etims.rejectImport',
      entity: 'EtimsImport',
      entityId: `${line.taskCode}/${line.itemSequence}`,
      detail: { productId, quantity: line.quantity, declarationNo: line.declarationNo },
    });
  });
  return { ...line, importItemStatusCode: input.importItemStatusCode };
}
