import crypto from 'node:crypto';
import { sql } from 'drizzle-orm';
import { transactionSchema, type ReviewReason, type SalePayload, type Transaction } from '@dukani/contracts';
import { businessDateOf, computeSaleTotals, currencyCodeOf, minimumPriceIssues, roundMoney, roundTo, saleTotalsIssues } from '@dukani/domain';
import { PgTransaction } from 'drizzle-orm/pg-core';
import { atomically } from '../../db/atomically';
import type { Db, DbOrTx } from '../../db/client';
import { FULL_PATH_SQLSTATE, sqlStateOf } from '../../db/sql-state';
import { uniqueViolationOf } from '../../db/unique-violation';
import { AppError, invalid } from '../../lib/app-error';
import type { AuthContext } from '../../lib/auth-context';
import { msg, type Message } from '../../lib/messages';
import { noticesInsert, type NotificationCategory } from '../notifications/notify';
import type { TakenStock } from '../products/take-sale-stock';
import { answerFromWrittenSale } from './sale-answer';
import { assertSalesPerson, readSaleContext, saleCustomerOf } from './sale-context';
import { checkSalePayments } from './check-sale-payments';
import { describeSaleIssue } from './sale-refusal';
import { resolveSaleLines } from './resolve-sale-lines';
import { saleDateOf } from './sale-date';
import { businessCounters } from './sales.schema';
import { answerWith, SerializedAnswer, type AnswerInWrite } from '../../http/answer-in-write';
import { explainStockRefusal } from './stock-refusal';
import { markSaleForReview, writeSaleRows } from './write-sale-rows';
import { isStockShort, minimumIssuesOfOffline, offlineTillOf, reviewNotice } from './offline-review';

export interface PostSaleOptions {
  auth: AuthContext;
  /** The route's serializer and the request's Idempotency-Key, which a sale written alone keeps in its statement. */
  answer: AnswerInWrite;
  businessId: number;
  payload: SalePayload;
  /** L6 accepts free-text lines (productId 0); K1 does not. */
  isQuickSale: boolean;
}

interface SaleNotice {
  category: NotificationCategory;
  title: Message;
  message: Message;
  audience?: 'managers';
}

/**
 * K1 and L6 (API.md sale rules 1–12): the sale, its lines and payments, the stock movements, the customer's credit,
 * an order's notification, the audit row and the tax authority's outbox row are written together or not at all. The
 * statements are few on purpose (issue 18): one reads everything the rules need (and takes the sale's id), one takes
 * the stock (with the oversell check) and writes every row with the receipt number; the answer is built from what was
 * written, not re-read.
 *
 * Issue 37: K1 and L6 are registered `ownsWrites` (sales.routes), so no route transaction wraps them, and a plain sale
 * (online, not an order) is two statements with no BEGIN or COMMIT: the read, and the write, which commits by itself in
 * its one round trip, so a shop's tills wait on its receipt counter for that statement only (writeSaleRows' `alone`), and
 * which keeps the request's Idempotency-Key with the answer in it (http/answer-in-write), so the key costs no statement. Where
 * the write finds the sale needs more (its register session closed meanwhile, a refusal's explanation, a low-stock
 * notice) it refuses itself, nothing of it is kept, and the sale is written the full way in a transaction: the same
 * rules, read anew. In a transaction already (a caller's), it takes the full way there, with no savepoint.
 */
export async function postSale(db: Db, options: PostSaleOptions): Promise<Transaction | SerializedAnswer> {
  const { payload } = options;
  if (!(db instanceof PgTransaction) && !payload.offline && payload.salesType !== 2) {
    try {
      return await writeSale(db, options, true);
    } catch (err) {
      if (sqlStateOf(err) !== FULL_PATH_SQLSTATE) throw err;
    }
  }
  // Not kept by a write statement of its own: the key is claimed first, as on any route (a replay ends here).
  await options.answer.claim();
  return atomically(db, async (tx) => answerInContract((await writeSale(tx, options, false)) as Transaction));
}

/**
 * An answer that would fail its route's contract is a defect (a 500): thrown before the sale commits, so nothing is
 * kept, as the route layer does for a write route's own transaction (http/route-transaction).
 */
function answerInContract(answer: Transaction): Transaction {
  const checked = transactionSchema.safeParse(answer);
  if (!checked.success) throw new Error(`The sale's answer does not match its contract: ${checked.error.message}`);
  return answer;
}

async function writeSale(
  tx: DbOrTx,
  { auth, businessId, payload, isQuickSale, answer }: PostSaleOptions,
  alone: boolean,
): Promise<Transaction | SerializedAnswer> {
  const offline = payload.offline ?? false;
  const deviceReceiptNo = payload.deviceReceiptNo?.trim() || null;
  const customerId = payload.customerId ?? 0;
  const salesPersonId = payload.salesPersonId || null;
  const context = await readSaleContext(tx, {
    businessId,
    userId: auth.userId,
    items: payload.itemList,
    customerId,
    salesPersonId,
    clientSaleId: payload.clientSaleId ?? null,
    deviceReceiptNo,
    // Written alone, the write statement locks the session; a lock here would make this read a transaction too.
    lockSession: !alone,
  });
  // A sale the shop holds already is refused for good, before any rule that could have changed since (a price, a
  // used M-Pesa receipt). The field tells the till's queue what it means: clientSaleId is this very sale, recorded
  // ("recorded", it leaves the device); deviceReceiptNo held by another sale is a clash (it stays on the device).
  const duplicate = context.duplicateOf;
  if (duplicate) {
    const text =
      duplicate.field === 'clientSaleId'
        ? msg('sale.duplicate', { receiptNo: duplicate.receiptNo })
        : msg('sale.deviceReceiptTaken', { deviceReceiptNo: deviceReceiptNo ?? '', receiptNo: duplicate.receiptNo });
    throw new AppError('DUPLICATE', text, duplicate.field);
  }
  const transactionDate = saleDateOf(auth, payload.transactionDate);
  const { business, rules, sessionId } = context;
  const offlineTill = offline ? offlineTillOf(payload.catalogSyncedAt, context.catalog) : null;
  const { lines, takes, reasons } = resolveSaleLines(context.catalog, payload.itemList, isQuickSale, offlineTill);
  // An offline sale already happened: the till took the money while the shift may since have been closed (or was
  // closed by the manager from another device). Refusing it now would lose a real sale, so it is recorded with no
  // session and held for review (the server cannot tell a shift closed meanwhile from one never opened); the drawer
  // count of the closed shift stays as it was counted.
  if (rules.requireOpenSession && !sessionId) {
    if (!offline) throw new AppError('NO_OPEN_SESSION', msg('sale.noOpenSession'));
    reasons.add('noOpenShift');
  }

  const shippingFee = roundMoney(payload.shippingFee ?? 0);
  const totalsInput = {
    lines: lines.map((l) => ({ calcPrice: l.calcPrice, quantity: l.quantity, discount: l.discount, taxRate: l.taxRate, taxInclusive: l.taxInclusive })),
    discount: payload.discount ? { type: payload.discount.type ?? 'KES', amount: payload.discount.amount ?? 0 } : null,
    taxExempt: payload.taxExempt ?? false,
    shippingFee,
  };
  const totals = computeSaleTotals(totalsInput);
  // Offline: the customer paid the price the till showed; a minimum raised after its sync cannot undo that (held for
  // review), while a minimum the till knew holds as for any sale.
  let minimumIssues = minimumPriceIssues(lines, totals);
  if (offlineTill) {
    const judged = minimumIssuesOfOffline(minimumIssues, lines, offlineTill);
    minimumIssues = judged.refused;
    if (judged.held) reasons.add('priceBelowMinimum');
  }
  const issue = [...saleTotalsIssues(totalsInput), ...minimumIssues][0];
  if (issue) {
    throw new AppError('VALIDATION', describeSaleIssue(issue, { lines, totals, currency: context.currencySymbol }), issue.field);
  }
  const { payments, balance } = await checkSalePayments(tx, {
    businessId,
    entries: payload.paymentSummary,
    totalPaid: payload.totalPaid,
    balance: payload.balance,
    amountDue: totals.amountDue,
    methods: context.paymentMethods,
  });
  const customer = saleCustomerOf(context, customerId);
  if (balance > 0 && !customer) throw invalid('customerId', 'sale.customerForPayLater');
  assertSalesPerson(context, salesPersonId);

  const totalPaid = roundMoney(payload.totalPaid);
  const sale = {
    tenantId: business.tenantId,
    businessId,
    clientSaleId: payload.clientSaleId ?? null,
    offline,
    deviceReceiptNo,
    kind: 'Sale' as const,
    transactionDate,
    salesDesc: isQuickSale ? 'Quick Sale' : (payload.salesDesc ?? 'Point of Sale'),
    salesType: payload.salesType ?? 0,
    customerId: customer?.id ?? null,
    clientName: payload.clientName?.trim() || customer?.clientName || null,
    clientPhone: payload.clientPhone?.trim() || customer?.phoneNumber || null,
    clientEmail: payload.clientEmail?.trim() || customer?.email || null,
    salesPersonId,
    cashierId: auth.userId,
    sessionId,
    taxExempt: payload.taxExempt ?? false,
    priceType: lines[0]?.priceType ?? 'R',
    subTotal: totals.subTotal,
    taxes: totals.taxes,
    discount: totals.discount,
    discountType: payload.discount?.type ?? 'KES',
    discountInput: totals.orderDiscount,
    shippingFee,
    total: totals.total,
    totalPaid,
    balance,
    paid: balance > 0 ? 0 : 1,
    salesStatus: 1,
    shareToken: crypto.randomBytes(18).toString('base64url'),
    review: reasons.size ? { reasons: [...reasons] } : null,
  };
  const transactionId = context.saleId;
  const items = lines.map((line, index) => ({
    ...line,
    calcPrice: roundMoney(line.calcPrice),
    discount: roundMoney(line.discount),
    transactionId,
    businessId,
    lineNo: index + 1,
    originalProductId: line.productId,
    unitCost: line.buyingPrice,
    orderDiscountShare: totals.lines[index]!.orderDiscountShare,
    lineAmount: totals.lines[index]!.lineAmount,
    tax: totals.lines[index]!.tax,
    // NUMERIC(6,4): the answer must say what the column keeps.
    taxRate: payload.taxExempt ? 0 : roundTo(line.taxRate, 4),
  }));
  const paymentRows = payments.map((p) => ({ ...p, transactionId, businessId, sessionId }));
  const credit =
    balance > 0 && customer
      ? {
          customerId: customer.id,
          amount: balance,
          dueDate: payments.find((p) => p.paymentValue === 'PayLater')?.dueDate ?? businessDateOf(business.country, transactionDate),
        }
      : null;
  const allowNegative = rules.allowNegativeInventory || offline;
  const answerOf = (receiptNo: string) => answerFromWrittenSale({ context, sale: { ...sale, id: transactionId, receiptNo }, items, payments: paymentRows });
  // Written alone, the sale commits with its write: its answer is serialized (and so checked) before, with a stand-in
  // for the receipt number, and the statement keeps it for the Idempotency-Key with the number in.
  const standIn = alone ? `receipt-${crypto.randomUUID()}` : '';
  const template = alone ? answer.serialize(answerOf(standIn)) : '';
  const written = await writeSaleRows(
    tx,
    { sale: { ...sale, id: transactionId }, items, payments: paymentRows, takes, allowNegative, credit },
    { alone, keptAnswer: alone ? (receiptNo) => answer.keptAnswer(answerWith(template, standIn, receiptNo)) : undefined },
  ).catch((err: unknown) => {
    throw duplicateRaceOf(err, deviceReceiptNo) ?? err;
  });
  // Refused: everything the statement wrote is rolled back with the refusal (db/atomically).
  if (!written.complete) throw await explainStockRefusal(tx, { businessId, takes, taken: written.taken, allowNegative });
  const { receiptNo } = written;
  const notices = saleNotices({ taken: written.taken, offline, receiptNo: deviceReceiptNo ?? receiptNo });
  // Stock sold meanwhile by another till is known only once taken: the sale row gets its review then (rare).
  if (offline && !rules.allowNegativeInventory && isStockShort(written.taken)) {
    reasons.add('stockShort');
    sale.review = { reasons: [...reasons] };
    await markSaleForReview(tx, { businessId, transactionId, review: sale.review });
  }
  if (sale.review) {
    notices.push(reviewNotice({ receiptNo, deviceReceiptNo, cashierName: context.cashierName, reasons: sale.review.reasons as ReviewReason[] }));
  }
  if (sale.salesType === 2) {
    const orderAmount = { money: totals.amountDue, currency: currencyCodeOf(business.country) };
    notices.push({
      category: 1,
      title: msg('notice.newOrderTitle'),
      message: customer
        ? msg('notice.newOrderFor', { receiptNo, amount: orderAmount, customer: customer.clientName })
        : msg('notice.newOrder', { receiptNo, amount: orderAmount }),
    });
  }
  // Rare (a product crossing its low-stock level, an order): one statement more, only then.
  const noticeRows = noticesInsert(
    tx,
    notices.map((notice) => ({ ...notice, tenantId: business.tenantId, businessId })),
  );
  if (noticeRows) {
    // The statement refuses itself when a notice is due (alone): reaching here committed is a defect.
    if (alone) throw new Error('A sale written alone has a notice to write');
    await tx.execute(noticeRows);
  }
  return alone ? new SerializedAnswer(template.replaceAll(standIn, receiptNo)) : answerOf(receiptNo);
}

/** The sale lost a race to a sale with the same clientSaleId or deviceReceiptNo committed meanwhile (two sends at once). */
function duplicateRaceOf(err: unknown, deviceReceiptNo: string | null): AppError | null {
  const constraint = uniqueViolationOf(err);
  if (constraint === 'transactions_client_sale_uq') return new AppError('DUPLICATE', msg('sale.duplicateAtOnce'), 'clientSaleId');
  if (constraint === 'transactions_device_receipt_uq') {
    return new AppError('DUPLICATE', msg('sale.deviceReceiptTakenAtOnce', { deviceReceiptNo: deviceReceiptNo ?? '' }), 'deviceReceiptNo');
  }
  return null;
}

/** Low stock reached by this sale, and (offline) a shortfall it caused. */
function saleNotices({ taken, offline, receiptNo }: { taken: readonly TakenStock[]; offline: boolean; receiptNo: string }): SaleNotice[] {
  const notices: SaleNotice[] = [];
  for (const moved of taken) {
    if (moved.quantityBefore > moved.lowstock && moved.quantityAfter <= moved.lowstock) {
      notices.push({
        category: 2,
        title: msg('notice.lowStockTitle'),
        message: msg('notice.lowStock', { item: moved.label, quantity: moved.quantityAfter, level: moved.lowstock }),
      });
    }
    // Offline: the goods left the shop; a shortfall is recorded (stock goes negative), never refused, and said.
    if (offline && moved.quantityAfter < 0 && moved.quantityAfter < moved.quantityBefore) {
      notices.push({
        category: 2,
        title: msg('notice.lowStockTitle'),
        message: msg('notice.offlineShortfall', { receiptNo, item: moved.label, quantity: moved.quantityAfter }),
      });
    }
  }
  return notices;
}

/** Per-shop receipt numbers 000001, 000002 …: the counter row's lock orders concurrent sales. */
export async function nextReceiptNo(tx: DbOrTx, businessId: number): Promise<string> {
  const [row] = await tx
    .insert(businessCounters)
    .values({ businessId, name: 'receipt', value: 1 })
    .onConflictDoUpdate({ target: [businessCounters.businessId, businessCounters.name], set: { value: sql`${businessCounters.value} + 1` } })
    .returning({ value: businessCounters.value });
  return String(row!.value).padStart(6, '0');
}
