import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { executeKeepingPlan } from '../../db/kept-plans';
import { jsonRowsInsert } from '../../db/insert-json-rows';
import { enqueueInsert } from '../../jobs/enqueue';
import { auditInsert } from '../../lib/audit';
import { scoped } from '../../lib/scoped';
import { sessionStillOpenCte } from '../cash-register/lock-open-session-for-sale';
import { creditInsert } from '../customers/record-credit';
import { saleStockCtes, stockLocked, takenStockOf, type SaleTake, type TakenRow, type TakenStock } from '../products/take-sale-stock';
import { saleMovementsInsert } from '../stock/sale-movements';
import { sendSaleToEtimsJob } from './send-sale-to-etims.job';
import { businessCounters, transactionItems, transactionPayments, transactions } from './sales.schema';

export type SaleRow = Omit<typeof transactions.$inferInsert, 'receiptNo'> & { id: number; tenantId: number };

export interface SaleRows {
  sale: SaleRow;
  items: (typeof transactionItems.$inferInsert)[];
  payments: (typeof transactionPayments.$inferInsert)[];
  /** The tracked stock the sale takes down, and whether it may go below 0. */
  takes: readonly SaleTake[];
  allowNegative: boolean;
  credit: { customerId: number; amount: number; dueDate: string | null } | null;
}

/** The receipt number the statement took, as SQL its other rows can use: 000001, 000002 … six digits at least, never cut. */
const receiptNo = sql`(select lpad(value::text, greatest(6, length(value::text)), '0') from receipt_counter)`;

export interface WrittenSale {
  receiptNo: string;
  taken: TakenStock[];
  /** False when a take was not made (gone, a variant missing, a shortfall): the caller refuses and rolls back. */
  complete: boolean;
}

const c = businessCounters;

/**
 * The whole sale in ONE statement (a chain of data-modifying CTEs): the stock taken down with the oversell check
 * (saleStockCtes), then the shop's receipt counter (incremented under its row lock, which orders the shop's
 * sales), the sale row numbered from it, the lines, the payments, the stock movements, the customer's credit,
 * the tax authority's outbox row and the audit row. The sale's id was taken from its sequence beforehand, so every
 * row names it without reading it back; the stock rows' and the counter's locks are held for this statement and
 * the commit only. Each module gives its INSERT; they commit or roll back with the sale. A clientSaleId or
 * deviceReceiptNo used by a sale committed meanwhile fails it with unique_violation.
 *
 * `alone` (issue 37): the statement is sent outside any transaction and so commits by itself, in its one round trip:
 * the stock rows and the counter are locked for that statement only, not while its answer travels to Node and a COMMIT
 * comes back. It then also locks the sale's register session FOR SHARE, first (the context read did not), and
 * refuses itself (sale_needs_full_path(), SQLSTATE DK001: nothing of it kept) wherever the sale needs more than it can
 * write: the session closed meanwhile, a take not made (the refusal's explanation) or a product crossing its
 * low-stock level (the notice). The caller then writes the sale the full way, in a transaction.
 */
export async function writeSaleRows(
  tx: DbOrTx,
  rows: SaleRows,
  options: { alone?: boolean; keptAnswer?: ((receiptNo: SQL) => SQL | null) | undefined } = {},
): Promise<WrittenSale> {
  const { sale } = rows;
  const { tenantId, businessId, id: transactionId, cashierId: userId } = sale;
  const session = options.alone && sale.sessionId ? sessionStillOpenCte(tx, { businessId, sessionId: sale.sessionId }) : null;
  const sessionFirst = sql`(select count(*) from session_lock) >= 0`;
  const stock = saleStockCtes({ businessId, takes: rows.takes, allowNegative: rows.allowNegative, ...(session ? { first: sessionFirst } : {}) });
  // The counter is locked after the stock rows (every one of them, stockLocked), in the order every other writer of
  // both takes them (no deadlock); reading `taken` also makes the stock's writes come first.
  const counter = sql`insert into ${c} (${sql.identifier(c.businessId.name)}, ${sql.identifier(c.name.name)}, ${sql.identifier(c.value.name)})
    select ${businessId}::int, 'receipt', 1 ${stock ? sql`from (select count(*) from taken) as stock_first where ${stockLocked}` : session ? sql`where ${sessionFirst}` : sql``}
    on conflict (${sql.identifier(c.businessId.name)}, ${sql.identifier(c.name.name)}) do update set ${sql.identifier(c.value.name)} = ${c.value} + 1
    returning ${c.value}`;
  const inserts: (SQL | null)[] = [
    jsonRowsInsert(transactions, [{ ...sale, receiptNo }]) ??
      tx
        .insert(transactions)
        .values({ ...sale, receiptNo })
        .getSQL(),
    // The lines and payments as one JSON parameter each: drizzle's values() built ~30 parameters a line, over 1 ms of
    // the API's CPU a sale (issue 37); drizzle's own insert stays for a row shape the JSON form cannot take.
    jsonRowsInsert(transactionItems, rows.items) ?? tx.insert(transactionItems).values(rows.items).getSQL(),
    rows.payments.length ? (jsonRowsInsert(transactionPayments, rows.payments) ?? tx.insert(transactionPayments).values(rows.payments).getSQL()) : null,
    stock ? saleMovementsInsert({ tenantId, businessId, userId, transactionId, actionDate: sale.transactionDate }) : null,
    rows.credit
      ? creditInsert(tx, {
          tenantId,
          businessId,
          customerId: rows.credit.customerId,
          amount: rows.credit.amount,
          transactionId,
          transactionDate: sale.transactionDate,
          dueDate: rows.credit.dueDate,
          note: sql`'Receipt ' || ${receiptNo}`,
          createdById: userId,
        })
      : null,
    enqueueInsert(tx, sendSaleToEtimsJob, { transactionId }, { businessId }),
    auditInsert(tx, {
      tenantId,
      businessId,
      userId,
      action: 'sale.post',
      entity: 'Transaction',
      entityId: transactionId,
      detail: sql`jsonb_build_object('receiptNo', ${receiptNo}, 'total', ${sale.total}::numeric)`,
    }),
  ];
  // The request's Idempotency-Key with the sale's answer in it (http/answer-in-write): not inserted, the key is taken.
  const keptAnswer = options.alone ? (options.keptAnswer?.(receiptNo) ?? null) : null;
  const present = inserts.filter((insert): insert is SQL => insert !== null);
  const chain = sql.join(
    present.map((insert, index) => sql`${sql.raw(`write_${index}`)} as (${insert})`),
    sql`, `,
  );
  const taken = stock ? sql`(select coalesce(json_agg(taken), '[]'::json) from taken)` : sql`'[]'::json`;
  const needsMore = [
    session ? sql`(select count(*) from session_lock) = 0` : null,
    options.alone && stock ? sql`(select count(*) from taken) < ${rows.takes.length}::int` : null,
    options.alone && stock ? sql`exists (select 1 from taken where before > lowstock and after <= lowstock)` : null,
    keptAnswer ? sql`(select count(*) from kept_answer) = 0` : null,
  ].filter((condition): condition is SQL => condition !== null);
  const fullPath = needsMore.length ? sql`, (select sale_needs_full_path() where ${sql.join(needsMore, sql` or `)}) as full_path` : sql``;
  const ctes = [
    session ? sql`session_lock as materialized (${session})` : null,
    stock,
    sql`receipt_counter as (${counter})`,
    chain,
    keptAnswer ? sql`kept_answer as (${keptAnswer})` : null,
  ];
  const result = (await executeKeepingPlan(
    tx,
    'sale_write',
    sql`with ${sql.join(
      ctes.filter((cte): cte is SQL => cte !== null),
      sql`, `,
    )} select ${receiptNo} as receipt_no, ${taken} as taken${fullPath}`,
  )) as { rows: { receipt_no: string; taken: TakenRow[] }[] };
  const row = result.rows[0]!;
  return { receiptNo: row.receipt_no, ...takenStockOf(row.taken, rows.takes) };
}

/** An offline sale held for review once its stock shortfall is known (issue 32): one statement, on that rare path. */
export async function markSaleForReview(tx: DbOrTx, options: { businessId: number; transactionId: number; review: { reasons: string[] } }): Promise<void> {
  await tx
    .update(transactions)
    .set({ review: options.review })
    .where(and(scoped(transactions, options), eq(transactions.id, options.transactionId)));
}
