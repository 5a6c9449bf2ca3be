import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { PaymentSummaryEntry, Receipt, SaleItem, Transaction, TransactionRow } from '@dukani/contracts';
import { changeDue, roundMoney, shopAddressLine } from '@dukani/domain';
import type { DbOrTx } from '../../db/client';
import { businesses, users } from '../../db/tenancy.schema';
import { findDefaultCurrencySymbol } from '../currency/find-default-currency-symbol';
import { buildFiscal, publicEtims } from './fiscal-receipt';
import { transactionItems, transactionPayments, transactions } from './sales.schema';
import { findReceiptLayout, type ReceiptLayout } from '../settings/find-receipt-layout';
import { notFound } from '../../lib/app-error';
import { scoped } from '../../lib/scoped';

type SaleRow = typeof transactions.$inferSelect;
type ItemRow = typeof transactionItems.$inferSelect;
type PaymentRow = typeof transactionPayments.$inferSelect;

export const toEntry = (p: Pick<PaymentRow, 'paymentValue' | 'displayValue' | 'amount' | 'referenceNumber' | 'dueDate'>): PaymentSummaryEntry => ({
  paymentValue: p.paymentValue,
  displayValue: p.displayValue,
  amount: p.amount,
  referenceNumber: p.referenceNumber,
  dueDate: p.dueDate,
});

export function toItem(row: ItemRow): SaleItem {
  return {
    productId: row.productId ?? 0,
    originalProductId: row.originalProductId ?? row.productId ?? 0,
    variantId: row.variantId,
    name: row.name,
    longDesc: row.longDesc,
    quantity: row.quantity,
    calcPrice: row.calcPrice,
    unitCost: row.unitCost,
    tax: row.tax,
    taxRate: row.taxRate,
    taxId: row.taxId,
    taxCode: row.taxCode,
    taxInclusive: row.taxInclusive,
    priceType: row.priceType === 'W' ? 'W' : 'R',
    sellingPrice: row.sellingPrice,
    wholesalePrice: row.wholesalePrice,
    minSellingPrice: row.minSellingPrice,
    minWholesalePrice: row.minWholesalePrice,
    buyingPrice: row.buyingPrice,
    discount: row.discount,
    orderDiscountShare: row.orderDiscountShare,
    lineAmount: row.lineAmount,
    addInventory: false,
    isBundle: row.isBundle,
    serialized: row.serialNumbers.length > 0,
    serialNumbers: row.serialNumbers,
    productType: row.productType,
    kraProductType: row.kraProductType,
    barCode: row.barCode,
    productCode: row.productCode,
    itemCode: row.itemCode,
    itemClassificationCode: row.itemClassificationCode,
    packagingUnitCode: row.packagingUnitCode,
    quantityUnitCode: row.quantityUnitCode,
    unitId: row.unitId,
    trackInventory: row.trackInventory,
    returnedQuantity: row.returnedQuantity,
  };
}

async function userNames(db: DbOrTx, ids: (number | null)[]): Promise<Map<number, string>> {
  const wanted = [...new Set(ids.filter((id): id is number => id !== null))];
  if (wanted.length === 0) return new Map();
  const rows = await db.select({ id: users.id, name: users.name }).from(users).where(inArray(users.id, wanted));
  return new Map(rows.map((row) => [row.id, row.name]));
}

/** The list shape (L1, L2's linked rows): one query for the payments of every row. */
/** A transaction row as the list shows it, from the stored row, its payments, its cashier's name and its line count. */
export function toTransactionRow(sale: SaleRow, payments: PaymentSummaryEntry[], cashierName: string, itemCount: number, returnedAmount = 0): TransactionRow {
  return {
    transactionId: sale.id,
    businessId: sale.businessId,
    kind: sale.kind,
    receiptNo: sale.receiptNo,
    transactionDate: sale.transactionDate.toISOString(),
    salesDesc: sale.salesDesc,
    salesType: sale.salesType,
    customerId: sale.customerId ?? 0,
    clientName: sale.clientName,
    clientPhone: sale.clientPhone,
    salesPersonId: sale.salesPersonId,
    cashierName,
    sessionId: sale.sessionId,
    paymentSummary: payments,
    taxExempt: sale.taxExempt,
    subTotal: sale.subTotal,
    taxes: sale.taxes,
    discount: sale.discount,
    shippingFee: sale.shippingFee,
    total: sale.total,
    totalPaid: sale.totalPaid,
    balance: sale.balance,
    paid: sale.paid === 1 ? 1 : 0,
    salesStatus: sale.salesStatus,
    isDeleted: sale.isDeleted,
    originalTransactionId: sale.originalTransactionId,
    etims: publicEtims(sale.etims),
    etimsError: sale.etimsError ?? null,
    offline: sale.offline,
    deviceReceiptNo: sale.deviceReceiptNo ?? null,
    review: sale.review ?? null,
    itemCount,
    returnedAmount,
  };
}

/** Σ total of the refunds and credit notes raised against each of these sales (API.md L2's linked rows). */
async function returnedAmounts(db: DbOrTx, sales: SaleRow[]): Promise<Map<number, number>> {
  const ids = sales.filter((sale) => sale.kind === 'Sale').map((sale) => sale.id);
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ saleId: transactions.originalTransactionId, amount: sql<string>`sum(${transactions.total})::text` })
    .from(transactions)
    .where(and(inArray(transactions.originalTransactionId, ids), ne(transactions.kind, 'Sale')))
    .groupBy(transactions.originalTransactionId);
  return new Map(rows.map((row) => [row.saleId!, roundMoney(Number(row.amount))]));
}

export async function toTransactionRows(db: DbOrTx, sales: SaleRow[]): Promise<TransactionRow[]> {
  if (sales.length === 0) return [];
  const ids = sales.map((s) => s.id);
  const payments = await db.select().from(transactionPayments).where(inArray(transactionPayments.transactionId, ids)).orderBy(asc(transactionPayments.id));
  const items = await db.select({ transactionId: transactionItems.transactionId }).from(transactionItems).where(inArray(transactionItems.transactionId, ids));
  const names = await userNames(
    db,
    sales.map((s) => s.cashierId),
  );
  const returned = await returnedAmounts(db, sales);
  return sales.map((sale) =>
    toTransactionRow(
      sale,
      payments.filter((p) => p.transactionId === sale.id).map(toEntry),
      names.get(sale.cashierId) ?? '',
      items.filter((i) => i.transactionId === sale.id).length,
      returned.get(sale.id) ?? 0,
    ),
  );
}

/** Net and tax per tax band, as Kenyan receipts print them. */
export function taxBandsOf(items: SaleItem[]): Receipt['taxBands'] {
  const bands = new Map<string, { taxCode: string; taxRate: number; taxable: number; tax: number }>();
  for (const item of items) {
    const code = item.taxCode ?? '-';
    const band = bands.get(code) ?? { taxCode: code, taxRate: item.taxRate, taxable: 0, tax: 0 };
    const net = item.taxInclusive ? item.lineAmount - item.tax : item.lineAmount;
    bands.set(code, { ...band, taxable: roundMoney(band.taxable + net), tax: roundMoney(band.tax + item.tax) });
  }
  return [...bands.values()].sort((a, b) => a.taxCode.localeCompare(b.taxCode));
}

/** One reader for K1, L6, L2 and the shared link, so every screen and the PDF show the same sale. */
export async function buildTransaction(db: DbOrTx, businessId: number, transactionId: number): Promise<Transaction> {
  const [sale] = await db
    .select()
    .from(transactions)
    .where(and(eq(transactions.id, transactionId), scoped(transactions, { businessId })));
  if (!sale) throw notFound('Transaction');
  return buildFromRow(db, sale);
}

export async function buildFromRow(db: DbOrTx, sale: SaleRow): Promise<Transaction> {
  const [row] = await toTransactionRows(db, [sale]);
  const itemRows = await db.select().from(transactionItems).where(eq(transactionItems.transactionId, sale.id)).orderBy(asc(transactionItems.lineNo));
  const [business] = await db.select().from(businesses).where(eq(businesses.id, sale.businessId));
  const layout = await findReceiptLayout(db, sale.businessId);
  const currencySymbol = await findDefaultCurrencySymbol(db, sale.businessId);
  const names = await userNames(db, [sale.salesPersonId]);
  return assembleTransaction({
    sale,
    row: row!,
    itemList: itemRows.map(toItem),
    business: business ?? null,
    layout: layout ?? null,
    currencySymbol,
    salesPersonName: sale.salesPersonId ? (names.get(sale.salesPersonId) ?? null) : null,
    fiscal: await buildFiscal(db, sale),
  });
}

/** What a receipt needs besides the sale: read by buildFromRow, or already in hand when a sale was just written. */
export interface TransactionParts {
  sale: SaleRow;
  row: TransactionRow;
  itemList: SaleItem[];
  business: Pick<typeof businesses.$inferSelect, 'organizationName' | 'primaryPhone' | 'primaryEmail' | 'address' | 'city' | 'logoUrl'> | null;
  layout: Pick<ReceiptLayout, 'logoUrl' | 'showOrganizationName' | 'showPhone' | 'showEmail' | 'showThankYouMessage' | 'message'> | null;
  currencySymbol: string;
  salesPersonName: string | null;
  fiscal: Receipt['fiscal'];
}

/** The Transaction every screen, the PDF and K1's answer show: one shape from the same parts. */
export function assembleTransaction({ sale, row, itemList, business, layout, currencySymbol, salesPersonName, fiscal }: TransactionParts): Transaction {
  const { itemCount: _count, returnedAmount: _returned, ...base } = row;
  const show = (flag: boolean | undefined) => flag ?? true;
  const payments = base.paymentSummary;
  const receipt: Receipt = {
    kind: sale.kind,
    subTotal: sale.subTotal,
    shippingFee: sale.shippingFee,
    balance: sale.balance,
    totalAmount: roundMoney(sale.total + sale.shippingFee),
    totalDiscount: sale.discount,
    totalTax: sale.taxes,
    totalPaid: sale.totalPaid,
    changeDue: changeDue(roundMoney(sale.total + sale.shippingFee), sale.totalPaid),
    paymentMethod: payments.length === 1 ? payments[0]!.displayValue : 'Split Payment',
    clientName: sale.clientName,
    clientPhone: sale.clientPhone,
    cashierName: base.cashierName,
    salesPersonName,
    paymentSummary: payments,
    businessName: show(layout?.showOrganizationName) ? (business?.organizationName ?? null) : null,
    phone: show(layout?.showPhone) ? (business?.primaryPhone ?? null) : null,
    email: show(layout?.showEmail) ? (business?.primaryEmail ?? null) : null,
    address: shopAddressLine(business),
    logoUrl: layout?.logoUrl ?? business?.logoUrl ?? null,
    message: show(layout?.showThankYouMessage) ? layout?.message?.trim() || 'Thank you for shopping with us!' : null,
    receiptNo: sale.receiptNo,
    transactionDate: sale.transactionDate.toISOString(),
    currencySymbol,
    etims: publicEtims(sale.etims),
    fiscal,
    taxBands: taxBandsOf(itemList),
    shareToken: sale.shareToken,
  };
  return { ...base, itemList, receipt };
}
