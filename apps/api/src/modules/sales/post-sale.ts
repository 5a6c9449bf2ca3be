import crypto from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { SalePayload, Transaction } from '@dukani/contracts';
import { businessDateOf, computeSaleTotals, minimumPriceIssues, saleTotalsIssues } from '@dukani/domain';
import type { Db, DbOrTx } from '../../db/client';
import { businesses, businessUsers } from '../../db/tenancy.schema';
import { lockOpenSessionForSale } from '../cash-register/lock-open-session-for-sale';
import { getSaleCustomer } from '../customers/get-sale-customer';
import { recordCredit } from '../customers/record-credit';
import { notify } from '../notifications/notify';
import { businessCounters, transactionItems, transactionPayments, transactions } from './sales.schema';
import { AppError, invalid, notFound } from '../../lib/app-error';
import { audit } from '../../lib/audit';
import { enqueue } from '../../jobs/enqueue';
import { sendSaleToEtimsJob } from './send-sale-to-etims.job';
import type { AuthContext } from '../../lib/auth-context';
import { findCashRegisterSettings } from '../settings/find-cash-register-settings';
import { recordMovement } from '../stock/record-movement';
import { buildTransaction } from './build-transaction';
import { checkSalePayments } from './check-sale-payments';
import { resolveSaleLines } from './resolve-sale-lines';
import { scoped } from '../../lib/scoped';
import { msg } from '../../lib/messages';
import { findDefaultCurrencySymbol } from '../currency/find-default-currency-symbol';
import { describeSaleIssue } from './sale-refusal';

export interface PostSaleOptions {
  auth: AuthContext;
  businessId: number;
  payload: SalePayload;
  /** L6 accepts free-text lines (productId 0); K1 does not. */
  isQuickSale: boolean;
}

const UNIQUE_VIOLATION = '23505';

/**
 * K1 and L6 (API.md sale rules 1–10), in one transaction: the sale, its lines and payments, the stock
 * movements, the customer's credit, an order's notification, the audit row and the tax authority's
 * outbox row are written together or not at all.
 */
export async function postSale(db: Db, options: PostSaleOptions): Promise<Transaction> {
  const { businessId, payload } = options;
  try {
    const transactionId = await db.transaction((tx) => writeSale(tx, options));
    return await buildTransaction(db, businessId, transactionId);
  } catch (error) {
    if (isUniqueViolation(error, 'transactions_client_sale_uq') && payload.clientSaleId) {
      throw await duplicateSale(db, businessId, payload.clientSaleId);
    }
    if (isUniqueViolation(error, 'transactions_device_receipt_uq') && payload.deviceReceiptNo) {
      throw await duplicateDeviceReceipt(db, businessId, payload.deviceReceiptNo);
    }
    throw error;
  }
}

async function writeSale(tx: DbOrTx, { auth, businessId, payload, isQuickSale }: PostSaleOptions): Promise<number> {
  if (payload.clientSaleId) {
    const [seen] = await tx
      .select({ id: transactions.id })
      .from(transactions)
      .where(and(scoped(transactions, { businessId }), eq(transactions.clientSaleId, payload.clientSaleId)));
    if (seen) throw await duplicateSale(tx, businessId, payload.clientSaleId);
  }
  const [business] = await tx.select().from(businesses).where(eq(businesses.id, businessId));
  if (!business) throw notFound('Business');
  const settings = await findCashRegisterSettings(tx, businessId);
  const session = await lockOpenSessionForSale(tx, { businessId, userId: auth.userId });
  const offline = payload.offline ?? false;
  const deviceReceiptNo = payload.deviceReceiptNo?.trim() || null;
  // An offline sale already happened: the till took the money while the shift may since have been closed (or was
  // closed by the manager from another device). Refusing it now would lose a real sale, so it is recorded with no
  // session; the drawer count of the closed shift stays as it was counted.
  if (settings.requireOpenSession && !session && !offline) {
    throw new AppError('NO_OPEN_SESSION', msg('sale.noOpenSession'));
  }

  const { lines, takes } = await resolveSaleLines(tx, businessId, payload.itemList, isQuickSale, offline);
  const shippingFee = payload.shippingFee ?? 0;
  const totalsInput = {
    lines: lines.map((l) => ({ calcPrice: l.calcPrice, quantity: l.quantity, discount: l.discount, taxRate: l.taxRate, taxInclusive: l.taxInclusive })),
    discount: payload.discount ? { type: payload.discount.type ?? 'KES', amount: payload.discount.amount ?? 0 } : null,
    taxExempt: payload.taxExempt ?? false,
    shippingFee,
  };
  const totals = computeSaleTotals(totalsInput);
  // Offline: the customer paid the price the till showed; a minimum raised meanwhile cannot undo that.
  const issue = [...saleTotalsIssues(totalsInput), ...(offline ? [] : minimumPriceIssues(lines, totals))][0];
  if (issue) {
    const currency = await findDefaultCurrencySymbol(tx, businessId);
    throw new AppError('VALIDATION', describeSaleIssue(issue, { lines, totals, currency }), issue.field);
  }
  const { payments, balance } = await checkSalePayments(tx, {
    businessId,
    entries: payload.paymentSummary,
    totalPaid: payload.totalPaid,
    balance: payload.balance,
    amountDue: totals.amountDue,
  });

  const customerId = payload.customerId ?? 0;
  const customer = customerId ? await getSaleCustomer(tx, businessId, customerId) : null;
  if (balance > 0 && !customer) throw invalid('customerId', 'sale.customerForPayLater');
  const salesPersonId = payload.salesPersonId || null;
  if (salesPersonId) await assertLinkedUser(tx, businessId, salesPersonId);

  const transactionDate = payload.transactionDate ? new Date(payload.transactionDate) : new Date();
  const receiptNo = await nextReceiptNo(tx, businessId);
  const [sale] = await tx
    .insert(transactions)
    .values({
      tenantId: business.tenantId,
      businessId,
      clientSaleId: payload.clientSaleId ?? null,
      offline,
      deviceReceiptNo,
      kind: 'Sale',
      receiptNo,
      transactionDate,
      salesDesc: isQuickSale ? 'Quick Sale' : (payload.salesDesc ?? 'Point of Sale'),
      salesType: payload.salesType ?? 0,
      customerId: customer?.id ?? null,
      clientName: payload.clientName?.trim() || customer?.clientName || null,
      clientPhone: payload.clientPhone?.trim() || customer?.phoneNumber || null,
      clientEmail: payload.clientEmail?.trim() || customer?.email || null,
      salesPersonId,
      cashierId: auth.userId,
      sessionId: session?.id ?? null,
      taxExempt: payload.taxExempt ?? false,
      priceType: lines[0]?.priceType ?? 'R',
      subTotal: totals.subTotal,
      taxes: totals.taxes,
      discount: totals.discount,
      discountType: payload.discount?.type ?? 'KES',
      discountInput: totals.orderDiscount,
      shippingFee,
      total: totals.total,
      totalPaid: payload.totalPaid,
      balance,
      paid: balance > 0 ? 0 : 1,
      salesStatus: 1,
      shareToken: crypto.randomBytes(18).toString('base64url'),
    })
    .returning({ id: transactions.id });
  const transactionId = sale!.id;

  await tx.insert(transactionItems).values(
    lines.map((line, index) => ({
      ...line,
      transactionId,
      businessId,
      lineNo: index + 1,
      originalProductId: line.productId,
      unitCost: line.buyingPrice,
      orderDiscountShare: totals.lines[index]!.orderDiscountShare,
      lineAmount: totals.lines[index]!.lineAmount,
      tax: totals.lines[index]!.tax,
      taxRate: payload.taxExempt ? 0 : line.taxRate,
    })),
  );
  await tx.insert(transactionPayments).values(payments.map((p) => ({ ...p, transactionId, businessId, sessionId: session?.id ?? null })));

  for (const take of takes) {
    const moved = await recordMovement(tx, {
      tenantId: business.tenantId,
      businessId,
      productId: take.productId,
      variantId: take.variantId,
      type: 'Sale',
      mode: 'add',
      quantity: -take.quantity,
      // Offline: the goods left the shop; a shortfall is recorded (stock goes negative), never refused.
      allowNegative: settings.allowNegativeInventory || offline,
      userId: auth.userId,
      transactionId,
      // The history shows the sale's receipt number from transactionId, in the reader's language.
      note: null,
      actionDate: transactionDate,
    }).catch((error: unknown) => {
      // recordMovement names the item and how many are left; at the till the refusal is not about a `qty` field.
      if (error instanceof AppError && error.code === 'OUT_OF_STOCK') throw new AppError('OUT_OF_STOCK', error.text);
      throw error;
    });
    if (offline && moved.quantityAfter < 0 && moved.change < 0) {
      await notify(tx, {
        tenantId: business.tenantId,
        businessId,
        category: 2,
        title: 'Low stock',
        message: `Offline sale ${deviceReceiptNo ?? receiptNo} sold more than was in stock: ${moved.label} is now at ${moved.quantityAfter}.`,
      });
    }
  }

  if (balance > 0 && customer) {
    const laterDue = payments.find((p) => p.paymentValue === 'PayLater')?.dueDate;
    await recordCredit(tx, {
      tenantId: business.tenantId,
      businessId,
      customerId: customer.id,
      amount: balance,
      transactionId,
      transactionDate,
      dueDate: laterDue ?? businessDateOf(business.country, transactionDate),
      note: `Receipt ${receiptNo}`,
      createdById: auth.userId,
    });
  }
  if ((payload.salesType ?? 0) === 2) {
    await notify(tx, {
      tenantId: business.tenantId,
      businessId,
      category: 1,
      title: 'New order',
      message: `Order ${receiptNo}: ${totals.amountDue.toFixed(2)}${customer ? ` for ${customer.clientName}` : ''}`,
    });
  }
  await enqueue(tx, sendSaleToEtimsJob, { transactionId }, { businessId });
  await audit(tx, {
    tenantId: business.tenantId,
    businessId,
    userId: auth.userId,
    action: 'sale.post',
    entity: 'Transaction',
    entityId: transactionId,
    detail: { receiptNo, total: totals.total },
  });
  return transactionId;
}

async function assertLinkedUser(tx: DbOrTx, businessId: number, userId: number) {
  const [link] = await tx
    .select({ userId: businessUsers.userId })
    .from(businessUsers)
    .where(and(scoped(businessUsers, { businessId }), eq(businessUsers.userId, userId)));
  if (!link) throw invalid('salesPersonId', 'sale.salesPersonUnknown');
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

async function duplicateSale(db: DbOrTx, businessId: number, clientSaleId: string) {
  const [first] = await db
    .select({ receiptNo: transactions.receiptNo })
    .from(transactions)
    .where(and(scoped(transactions, { businessId }), eq(transactions.clientSaleId, clientSaleId)));
  return new AppError('DUPLICATE', msg('sale.duplicate', { receiptNo: first?.receiptNo ?? '?' }), 'clientSaleId');
}

async function duplicateDeviceReceipt(db: DbOrTx, businessId: number, deviceReceiptNo: string) {
  const [first] = await db
    .select({ receiptNo: transactions.receiptNo })
    .from(transactions)
    .where(and(scoped(transactions, { businessId }), eq(transactions.deviceReceiptNo, deviceReceiptNo)));
  return new AppError('DUPLICATE', msg('sale.duplicate', { receiptNo: first?.receiptNo ?? '?' }), 'deviceReceiptNo');
}

function isUniqueViolation(error: unknown, constraint: string): boolean {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const { code, constraint: name, message } = e as { code?: string; constraint?: string; message?: string };
    if (code === UNIQUE_VIOLATION && (name === constraint || message?.includes(constraint))) return true;
  }
  return false;
}
