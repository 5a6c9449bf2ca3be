import { and, desc, eq, gte, lt } from 'drizzle-orm';
import { sharedReceiptItemSchema, type SaleItem, type SharedReceipt, type SharedReceiptItem, type Transaction, type TransactionRow } from '@dukani/contracts';
import { businessDateOf, timeZoneOf } from '@dukani/domain';
import type { DbOrTx } from '../../db/client';
import type { FileStorage } from '../../lib/file-storage';
import { businesses } from '../../db/tenancy.schema';
import { transactions } from './sales.schema';
import { notFound } from '../../lib/app-error';
import { businessDayRange } from '../../lib/business-day-range';
import { buildFromRow, toTransactionRows } from './build-transaction';
import { loadReceiptLogo, renderReceiptPdf } from './receipt-pdf';
import { scoped } from '../../lib/scoped';
import { getBusinessCountry } from '../business/get-business-country';
import { isCustomerDeleted } from '../customers/is-customer-deleted';

/** L1: today's sales (the business's calendar day), newest first; UserId narrows to one cashier. */
export async function findTodaysSales(db: DbOrTx, options: { businessId: number; userId?: number; now?: Date }): Promise<TransactionRow[]> {
  const today = businessDateOf(await getBusinessCountry(db, options.businessId), options.now ?? new Date());
  return findSalesByDates(db, { ...options, startDate: today, endDate: today });
}

/** L9: L1 over a range of the business's calendar days (both inclusive), newest first. */
export async function findSalesByDates(
  db: DbOrTx,
  options: { businessId: number; startDate: string; endDate: string; userId?: number },
): Promise<TransactionRow[]> {
  const { from, to } = businessDayRange(await getBusinessCountry(db, options.businessId), options.startDate, options.endDate);
  const rows = await db
    .select()
    .from(transactions)
    .where(
      and(
        scoped(transactions, options),
        eq(transactions.kind, 'Sale'),
        gte(transactions.transactionDate, from!),
        lt(transactions.transactionDate, to!),
        ...(options.userId ? [eq(transactions.cashierId, options.userId)] : []),
      ),
    )
    .orderBy(desc(transactions.transactionDate), desc(transactions.id));
  return toTransactionRows(db, rows);
}

/** L2: one transaction with its receipt, plus the refunds and credit notes raised against it. */
export async function getTransactionDetails(db: DbOrTx, businessId: number, transactionId: number): Promise<Transaction & { linked: TransactionRow[] }> {
  const [sale] = await db
    .select()
    .from(transactions)
    .where(and(eq(transactions.id, transactionId), scoped(transactions, { businessId })));
  if (!sale) throw notFound('Transaction');
  const linked = await db
    .select()
    .from(transactions)
    .where(and(scoped(transactions, { businessId }), eq(transactions.originalTransactionId, transactionId)))
    .orderBy(desc(transactions.transactionDate));
  return { ...(await buildFromRow(db, sale)), linked: await toTransactionRows(db, linked) };
}

/** The sale behind a receipt link: the token is the secret, so no shop is named. */
async function getSharedSale(db: DbOrTx, token: string) {
  const [sale] = await db.select().from(transactions).where(eq(transactions.shareToken, token));
  if (!sale) throw notFound('Receipt');
  return sale;
}

/** A receipt line as the paper shows it: the narrow schema keeps its fields and drops the rest (costs, minimums). */
const toSharedItem = (item: SaleItem): SharedReceiptItem => sharedReceiptItemSchema.parse(item);

/**
 * What anyone holding the link sees: the paper receipt and no more. The lines without their costs, minimum and
 * wholesale prices; a deleted customer's phone left out; a voided sale marked as such.
 */
async function toSharedReceipt(db: DbOrTx, sale: typeof transactions.$inferSelect): Promise<SharedReceipt> {
  const { receipt, itemList } = await buildFromRow(db, sale);
  const isCustomerGone = sale.customerId !== null && (await isCustomerDeleted(db, sale.businessId, sale.customerId));
  return { receipt: isCustomerGone ? { ...receipt, clientPhone: null } : receipt, itemList: itemList.map(toSharedItem), voided: sale.isDeleted };
}

/** K6: a receipt opened from its shared link. */
export async function getSharedReceipt(db: DbOrTx, token: string): Promise<SharedReceipt> {
  return toSharedReceipt(db, await getSharedSale(db, token));
}

/** K7: the shared receipt as a PDF, its times written in the shop's zone. */
export async function getSharedReceiptPdf(db: DbOrTx, token: string, storage: FileStorage): Promise<Uint8Array> {
  const sale = await getSharedSale(db, token);
  const [business] = await db.select({ country: businesses.country }).from(businesses).where(eq(businesses.id, sale.businessId));
  const shared = await toSharedReceipt(db, sale);
  const logo = await loadReceiptLogo(shared.receipt.logoUrl, storage);
  return renderReceiptPdf(shared, { timeZone: timeZoneOf(business?.country ?? 'KE'), logo });
}
