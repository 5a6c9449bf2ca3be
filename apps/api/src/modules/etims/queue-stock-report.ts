import { eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { enqueue } from '../../jobs/enqueue';
import { findSigningDevice, type DeviceRow } from './etims.queries';
import { etimsDevices, etimsStockReports, type StockReportLine } from './etims.schema';
import { reportStockJob } from './report-stock.job';

export interface QueueStockReportOptions {
  businessId: number;
  /** §10's movement type: `01`–`06` in, `11`–`16` out. */
  sarTyCd: string;
  /** `YYYY-MM-DD`. */
  occurredOn: string;
  lines: StockReportLine[];
  orgSarNo?: number;
  transactionId?: number | null;
  counterparty?: { custTin?: string | null; custNm?: string | null; custBhfId?: string | null };
  /** The device, when the caller holds it already. */
  device?: DeviceRow;
}

/**
 * Called in the transaction that moves the stock: with a device, the movement gets the branch's next sarNo and
 * an `etims.reportStock` job (insertStockIO, then saveStockMaster per item, §10). Null without a device, with
 * nothing to report, or when the document's movement of this type is queued already.
 */
export async function queueStockReport(tx: Tx, o: QueueStockReportOptions): Promise<{ sarNo: number } | null> {
  const lines = o.lines.filter((line) => line.quantity > 0);
  const device = o.device ?? (await findSigningDevice(tx, o.businessId));
  if (!device || lines.length === 0) return null;
  // The increment locks the device row until commit, so the number is the branch's next and no one else's.
  const [taken] = await tx
    .update(etimsDevices)
    .set({ lastSarNo: sql`${etimsDevices.lastSarNo} + 1` })
    .where(eq(etimsDevices.id, device.id))
    .returning({ sarNo: etimsDevices.lastSarNo });
  if (!taken) throw new Error(`etims device ${device.id} is gone`);
  const { sarNo } = taken;
  const [report] = await tx
    .insert(etimsStockReports)
    .values({
      tenantId: device.tenantId,
      businessId: device.businessId,
      deviceId: device.id,
      sarNo,
      orgSarNo: o.orgSarNo ?? 0,
      sarTyCd: o.sarTyCd,
      occurredOn: o.occurredOn,
      custTin: o.counterparty?.custTin ?? null,
      custNm: o.counterparty?.custNm ?? null,
      custBhfId: o.counterparty?.custBhfId ?? null,
      transactionId: o.transactionId ?? null,
      lines,
    })
    // A document's movement is queued once (etims_stock_reports_document_uq): a second signer of it reports nothing.
    .onConflictDoNothing({ target: [etimsStockReports.transactionId, etimsStockReports.sarTyCd] })
    .returning({ id: etimsStockReports.id });
  if (!report) {
    // Still under the lock: nobody took a number since, so giving this one back leaves no gap.
    await tx
      .update(etimsDevices)
      .set({ lastSarNo: sarNo - 1 })
      .where(eq(etimsDevices.id, device.id));
    return null;
  }
  await enqueue(tx, reportStockJob, { reportId: report.id }, { businessId: device.businessId });
  return { sarNo };
}
