import { eq, sql } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import { computeLineAmounts, DEFAULT_TAX_RATES, EtimsError, type StockIoRequest } from '@dukani/etims';
import { sumMoney } from '@dukani/domain';
import type { Db } from '../../db/client';
import type { JobLog, JobOutcome } from '../../jobs/define-job';
import type { EtimsConnection } from '../../lib/etims-connection';
import { findItemSources } from '../products/find-item-sources';
import { etimsDevices, etimsStockReports, type StockReportLine } from './etims.schema';
import { itemFactsOf, registerItem, type ItemFacts } from './register-item';

export interface ReportStockOptions {
  connection: EtimsConnection;
  reportId: number;
  now: Date;
  log: JobLog;
}

const AUDIT = { regrId: 'dukani', regrNm: 'Dukani', modrId: 'dukani', modrNm: 'Dukani' };

type Report = typeof etimsStockReports.$inferSelect;
type SentLine = { line: StockReportLine; facts: ItemFacts; itemCd: string };

/** insertStockIO's body: cost × quantity, tax per §7 at the item's class (amounts are informative, §5.19). */
function buildStockRequest(report: Report, lines: SentLine[]): StockIoRequest {
  const itemList = lines.map(({ line, facts, itemCd }, index) => {
    const amounts = computeLineAmounts({ prc: line.unitCost, qty: line.quantity, taxTyCd: facts.taxTyCd }, DEFAULT_TAX_RATES);
    return {
      itemSeq: index + 1,
      itemCd,
      itemClsCd: facts.itemClsCd,
      itemNm: facts.name.slice(0, 200),
      bcd: facts.barCode?.slice(0, 20) || null,
      pkgUnitCd: facts.pkgUnitCd,
      pkg: line.quantity,
      qtyUnitCd: facts.qtyUnitCd,
      qty: line.quantity,
      itemExprDt: null,
      prc: line.unitCost,
      splyAmt: amounts.splyAmt,
      totDcAmt: 0,
      taxblAmt: amounts.taxblAmt,
      taxTyCd: facts.taxTyCd,
      taxAmt: amounts.taxAmt,
      totAmt: amounts.totAmt,
    };
  });
  return {
    sarNo: report.sarNo,
    orgSarNo: report.orgSarNo,
    regTyCd: 'M',
    custTin: report.custTin,
    custNm: report.custNm,
    custBhfId: report.custBhfId,
    sarTyCd: report.sarTyCd as StockIoRequest['sarTyCd'],
    ocrnDt: report.occurredOn.replaceAll('-', ''),
    totItemCnt: itemList.length,
    totTaxblAmt: sumMoney(itemList.map((line) => line.taxblAmt)),
    totTaxAmt: sumMoney(itemList.map((line) => line.taxAmt)),
    totAmt: sumMoney(itemList.map((line) => line.totAmt)),
    remark: null,
    itemList,
    ...AUDIT,
  };
}

const describe = (err: EtimsError) => [err.resultCd, err.resultMsg ?? err.message].filter(Boolean).join(' ').slice(0, 500);

/**
 * The body of `etims.reportStock` (§10): register the items, insertStockIO with the report's own sarNo, then
 * saveStockMaster with each item's on-hand after the movement. A lost answer sends the same sarNo again: a 994
 * means the authority has it. Services are never reported. A refusal stops the report with the authority's words.
 */
export async function reportStock(db: Db, o: ReportStockOptions): Promise<JobOutcome> {
  const [report] = await db.select().from(etimsStockReports).where(eq(etimsStockReports.id, o.reportId));
  if (!report || report.state !== 'Waiting') return;
  const [device] = await db.select().from(etimsDevices).where(eq(etimsDevices.id, report.deviceId));
  if (!device) return;
  const client = o.connection.clientFor({ tin: device.tin, bhfId: device.bhfId, cmcKey: device.cmcKey });
  const finish = (set: PgUpdateSetSource<typeof etimsStockReports>) => db.update(etimsStockReports).set(set).where(eq(etimsStockReports.id, report.id));
  try {
    const sources = new Map(
      (await findItemSources(db, { businessId: report.businessId, productIds: report.lines.map((line) => line.productId) })).map((s) => [s.productId, s]),
    );
    const lines: SentLine[] = [];
    for (const line of report.lines) {
      const source = sources.get(line.productId);
      if (!source) continue;
      const facts = itemFactsOf(source);
      if (facts.itemTyCd === '3') continue;
      lines.push({ line, facts, itemCd: await registerItem(db, { connection: o.connection, device, facts }) });
    }
    if (lines.length > 0) {
      if (!report.isMovementSent) {
        try {
          await client.insertStockIO(buildStockRequest(report, lines));
        } catch (err) {
          // The same sarNo held already: an earlier send whose answer was lost went through.
          if (!(err instanceof EtimsError && err.isDuplicate)) throw err;
        }
        await finish({ isMovementSent: true });
      }
      for (const { line, itemCd } of lines) await client.saveStockMaster({ itemCd, rsdQty: Math.max(0, line.onHand), ...AUDIT });
    }
    await finish({ state: 'Sent', lastError: null });
  } catch (err) {
    if (!(err instanceof EtimsError)) throw err;
    if (err.kind === 'refused') {
      await finish({ state: 'Refused', lastError: describe(err), attempts: sql`${etimsStockReports.attempts} + 1` });
      o.log.warn({ reportId: report.id, resultCd: err.resultCd }, 'etims: the authority refused a stock movement');
      return;
    }
    await finish({ lastError: describe(err), attempts: sql`${etimsStockReports.attempts} + 1` });
    return { retryAt: new Date(o.now.getTime() + o.connection.retryDelayMs) };
  }
}
