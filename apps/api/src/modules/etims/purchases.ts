import { and, eq } from 'drizzle-orm';
import { computeLineAmounts, DEFAULT_TAX_RATES, EtimsError, FIRST_SYNC_DATE, summariseLines, type PurchaseSale as KraPurchaseSale } from '@dukani/etims';
import type { etimsReceivePurchase, PurchaseSale, RouteBody } from '@dukani/contracts';
import type { Db } from '../../db/client';
import type { AuthContext } from '../../lib/auth-context';
import type { EtimsConnection } from '../../lib/etims-connection';
import { audit } from '../../lib/audit';
import { conflict, notFound } from '../../lib/app-error';
import { findItemSources } from '../products/find-item-sources';
import { findLiveProduct } from '../products/product-stock';
import { recordMovement } from '../stock/record-movement';
import { getSigningDevice, lockDevice, toAuthorityError, type DeviceRow } from './etims.queries';
import { etimsDevices, etimsPurchases, type StockReportLine } from './etims.schema';
import { sinceStamp } from './imported-items';
import { queueStockReport } from './queue-stock-report';
import { itemFactsOf, registerItem, type ItemFacts } from './register-item';

const AUDIT = { regrId: 'dukani', regrNm: 'Dukani', modrId: 'dukani', modrNm: 'Dukani' };
const isoDay = (stamp: string | null | undefined) => (stamp && /^\d{8}$/.test(stamp) ? `${stamp.slice(0, 4)}-${stamp.slice(4, 6)}-${stamp.slice(6, 8)}` : '');
/** An optional text of the authority's answer (it sends null, leaves it out, or a number). */
const opt = (value: string | number | null | undefined) => (value === null || value === undefined ? null : String(value));
const keyOf = (pin: string, branch: string, invoiceNo: number) => `${pin}|${branch}|${invoiceNo}`;

function toPurchaseSale(sale: KraPurchaseSale, received: boolean): PurchaseSale {
  return {
    supplierPin: sale.spplrTin,
    supplierName: opt(sale.spplrNm) ?? sale.spplrTin,
    supplierBranchId: sale.spplrBhfId,
    invoiceNo: sale.spplrInvcNo,
    salesDate: isoDay(opt(sale.salesDt)),
    totalAmount: sale.totAmt ?? 0,
    taxAmount: sale.totTaxAmt ?? 0,
    itemList: sale.itemList.map((line) => ({
      productId: 0,
      itemCode: opt(line.itemCd),
      itemClassificationCode: opt(line.itemClsCd),
      name: opt(line.itemNm),
      quantity: line.qty,
      unitCost: line.prc ?? 0,
      packagingUnitCode: opt(line.pkgUnitCd),
      quantityUnitCode: opt(line.qtyUnitCd),
      taxCode: opt(line.taxTyCd),
    })),
    received,
  };
}

async function pullPurchases(db: Db, device: DeviceRow, connection: EtimsConnection, since: string) {
  const client = connection.clientFor({ tin: device.tin, bhfId: device.bhfId, cmcKey: device.cmcKey });
  const answer = await client.selectTrnsPurchaseSalesList(since).catch((err: unknown) => {
    throw toAuthorityError(err);
  });
  const rows = await db.select().from(etimsPurchases).where(eq(etimsPurchases.deviceId, device.id));
  const received = new Set(rows.filter((row) => row.receivedAt).map((row) => keyOf(row.supplierPin, row.supplierBranchId, row.supplierInvoiceNo)));
  // De-duplicated by supplier PIN, branch and invoice (§13 GetPurchaseSales); the authority may send one twice.
  const seen = new Map<string, PurchaseSale>();
  for (const sale of answer.list) {
    const key = keyOf(sale.spplrTin, sale.spplrBhfId, sale.spplrInvcNo);
    seen.set(key, toPurchaseSale(sale, received.has(key)));
  }
  return { sales: [...seen.values()], raw: answer.list };
}

/** P12 (§13 GetPurchaseSales → selectTrnsPurchaseSalesList), with whether we confirmed each. */
export async function findPurchaseSales(db: Db, o: { businessId: number; lastRequestDate?: string | null; connection: EtimsConnection }) {
  const device = await getSigningDevice(db, o.businessId);
  return (await pullPurchases(db, device, o.connection, sinceStamp(o.lastRequestDate))).sales;
}

/** Our purchase number for this supplier invoice: bound once (§8), so a lost answer is sent again with it. */
async function bindPurchaseNumber(db: Db, device: DeviceRow, sale: KraPurchaseSale) {
  return db.transaction(async (tx) => {
    const locked = await lockDevice(tx, device.id);
    const where = and(
      eq(etimsPurchases.deviceId, device.id),
      eq(etimsPurchases.supplierPin, sale.spplrTin),
      eq(etimsPurchases.supplierBranchId, sale.spplrBhfId),
      eq(etimsPurchases.supplierInvoiceNo, sale.spplrInvcNo),
    );
    const [known] = await tx.select().from(etimsPurchases).where(where);
    if (known) return known;
    const invoiceNo = locked.lastPurchaseNo + 1;
    await tx.update(etimsDevices).set({ lastPurchaseNo: invoiceNo }).where(eq(etimsDevices.id, device.id));
    const [row] = await tx
      .insert(etimsPurchases)
      .values({
        tenantId: device.tenantId,
        businessId: device.businessId,
        deviceId: device.id,
        supplierPin: sale.spplrTin,
        supplierBranchId: sale.spplrBhfId,
        supplierInvoiceNo: sale.spplrInvcNo,
        invoiceNo,
      })
      .returning();
    return row!;
  });
}

/**
 * P13 (§13 EtimsReceivePurchase): the supplier's sale, its lines mapped to our products (registered first), goes
 * to insertTrnsPurchase (`A`, `P`, status `02`) under our own purchase number; then the goods come in (`Purchase`
 * movements) and are reported as `02` from the supplier.
 */
export async function receivePurchase(
  db: Db,
  o: { auth: AuthContext; input: RouteBody<typeof etimsReceivePurchase>; connection: EtimsConnection },
): Promise<PurchaseSale> {
  const { auth, input } = o;
  const device = await getSigningDevice(db, input.businessId);
  const { raw } = await pullPurchases(db, device, o.connection, FIRST_SYNC_DATE);
  const sale = raw.find((entry) => entry.spplrTin === input.supplierPin && entry.spplrInvcNo === input.invoiceNo);
  if (!sale) throw notFound('Purchase');
  const purchase = await bindPurchaseNumber(db, device, sale);
  if (purchase.receivedAt) throw conflict('INVALID_STATE', 'etims.alreadyReceived');

  const sources = new Map(
    (await findItemSources(db, { businessId: input.businessId, productIds: input.itemList.map((line) => line.productId) })).map((s) => [s.productId, s]),
  );
  const client = o.connection.clientFor({ tin: device.tin, bhfId: device.bhfId, cmcKey: device.cmcKey });
  const lines: { facts: ItemFacts; itemCd: string; quantity: number; unitCost: number; productId: number }[] = [];
  try {
    for (const line of input.itemList) {
      const source = sources.get(line.productId);
      if (!source) throw notFound('Product', line.productId);
      const facts = itemFactsOf(source);
      lines.push({
        facts,
        itemCd: await registerItem(db, { connection: o.connection, device, facts }),
        quantity: line.quantity,
        unitCost: line.unitCost,
        productId: line.productId,
      });
    }
    const itemList = lines.map((line, index) => {
      const amounts = computeLineAmounts({ prc: line.unitCost, qty: line.quantity, taxTyCd: line.facts.taxTyCd }, DEFAULT_TAX_RATES);
      return {
        itemSeq: index + 1,
        itemCd: line.itemCd,
        itemClsCd: line.facts.itemClsCd,
        itemNm: line.facts.name.slice(0, 200),
        bcd: null,
        pkgUnitCd: line.facts.pkgUnitCd,
        pkg: line.quantity,
        qtyUnitCd: line.facts.qtyUnitCd,
        qty: line.quantity,
        prc: line.unitCost,
        splyAmt: amounts.splyAmt,
        dcRt: 0,
        dcAmt: 0,
        taxblAmt: amounts.taxblAmt,
        taxTyCd: line.facts.taxTyCd,
        taxAmt: amounts.taxAmt,
        totAmt: amounts.totAmt,
        itemExprDt: null,
      };
    });
    const totals = summariseLines(itemList, DEFAULT_TAX_RATES);
    await client.insertTrnsPurchase({
      ...totals,
      ...AUDIT,
      invcNo: purchase.invoiceNo,
      orgInvcNo: 0,
      spplrTin: sale.spplrTin,
      spplrBhfId: sale.spplrBhfId,
      spplrNm: opt(sale.spplrNm)?.slice(0, 60) ?? null,
      spplrInvcNo: sale.spplrInvcNo,
      regTyCd: 'A',
      pchsTyCd: 'N',
      rcptTyCd: 'P',
      pmtTyCd: sale.pmtTyCd ? String(sale.pmtTyCd) : '01',
      pchsSttsCd: '02',
      cfmDt: null,
      pchsDt: input.salesDate.replaceAll('-', ''),
      wrhsDt: null,
      cnclReqDt: null,
      cnclDt: null,
      rfdDt: null,
      remark: null,
      itemList,
    });
  } catch (err) {
    // Our number is already held: an earlier confirmation whose answer was lost went through.
    if (!(err instanceof EtimsError && err.isDuplicate)) throw err instanceof EtimsError ? toAuthorityError(err) : err;
  }

  await db.transaction(async (tx) => {
    const reportLines: StockReportLine[] = [];
    for (const line of lines) {
      await recordMovement(tx, {
        tenantId: device.tenantId,
        businessId: device.businessId,
        productId: line.productId,
        type: 'Purchase',
        mode: 'add',
        quantity: line.quantity,
        allowNegative: true,
        userId: auth.userId,
        reason: `Purchase ${sale.spplrTin}/${sale.spplrInvcNo}`,
        kraRegistered: true,
      });
      const product = await findLiveProduct(tx, line.productId);
      reportLines.push({
        productId: line.productId,
        name: line.facts.name,
        quantity: line.quantity,
        onHand: Math.max(0, product?.quantity ?? 0),
        unitCost: line.unitCost,
      });
    }
    await queueStockReport(tx, {
      businessId: device.businessId,
      device,
      sarTyCd: '02',
      occurredOn: input.salesDate,
      counterparty: { custTin: sale.spplrTin, custNm: opt(sale.spplrNm)?.slice(0, 100) ?? null, custBhfId: sale.spplrBhfId },
      lines: reportLines,
    });
    await tx.update(etimsPurchases).set({ receivedAt: new Date() }).where(eq(etimsPurchases.id, purchase.id));
    await audit(tx, {
      tenantId: device.tenantId,
      businessId: device.businessId,
      userId: auth.userId,
      action: 'etims.receivePurchase',
      entity: 'EtimsPurchase',
      entityId: String(purchase.invoiceNo),
      detail: { supplierPin: sale.spplrTin, supplierInvoiceNo: sale.spplrInvcNo, items: lines.length },
    });
  });
  return toPurchaseSale(sale, true);
}
