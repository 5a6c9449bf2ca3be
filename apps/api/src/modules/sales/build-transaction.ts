import { and, asc, eq, inArray } from 'drizzle-orm';
import type { PaymentSummaryEntry, Receipt, SaleItem, Transaction, TransactionRow } from '@dukani/contracts';
import { changeDue, roundMoney } from '@dukani/domain';
import type { DbOrTx } from '../../db/client';
import { businesses, users } from '../../db/tenancy.schema';
import { findDefaultCurrencySymbol } from '../currency/find-default-currency-symbol';
import { buildFiscal, publicEtims } from './fiscal-receipt';
import { transactionItems, transactionPayments, transactions } from './sales.schema';
import { findReceiptLayout } from '../settings/find-receipt-layout';
import { notFound } from '../../lib/app-error';
import { scoped } from '../../lib/scoped';

type SaleRow = typeof transactions.$inferSelect;
type ItemRow = typeof transactionItems.$inferSelect;
type PaymentRow = typeof transactionPayments.$inferSelect;

const toEntry = (p: PaymentRow): PaymentSummaryEntry => ({
  paymentValue: p.paymentValue,
  displayValue: p.displayValue,
  amount: p.amount,
  referenceNumber: p.referenceNumber,
  dueDate: p.dueDate,
});

function toItem(row: ItemRow): SaleItem {
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
export async function toTransactionRows(db: DbOrTx, sales: SaleRow[]): Promise<TransactionRow[]> {
  if (sales.length === 0) return [];
  const ids = sales.map((s) => s.id);
  const payments = await db.select().from(transactionPayments).where(inArray(transactionPayments.transactionId, ids)).orderBy(asc(transactionPayments.id));
  const items = await db.select({ transactionId: transactionItems.transactionId }).from(transactionItems).where(inArray(transactionItems.transactionId, ids));
  const names = await userNames(
    db,
    sales.map((s) => s.cashierId),
  );
  return sales.map((sale) => ({
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
    cashierName: names.get(sale.cashierId) ?? '',
    sessionId: sale.sessionId,
    paymentSummary: payments.filter((p) => p.transactionId === sale.id).map(toEntry),
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
    itemCount: items.filter((i) => i.transactionId === sale.id).length,
  }));
}

/** Net and tax per tax band, as Kenyan receipts print them. */
function taxBandsOf(items: SaleItem[]): Receipt['taxBands'] {
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
  const itemList = itemRows.map(toItem);
  const [business] = await db.select().from(businesses).where(eq(businesses.id, sale.businessId));
  const settings = await findReceiptLayout(db, sale.businessId);
  const currencySymbol = await findDefaultCurrencySymbol(db, sale.businessId);
  const names = await userNames(db, [sale.salesPersonId]);
  const { itemCount: _count, ...base } = row!;
  const show = (flag: boolean | undefined) => flag ?? true;
  const payments = base.paymentSummary;
  const receipt: Receipt = {
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
    salesPersonName: sale.salesPersonId ? (names.get(sale.salesPersonId) ?? null) : null,
    paymentSummary: payments,
    businessName: show(settings?.showOrganizationName) ? (business?.organizationName ?? null) : null,
    phone: show(settings?.showPhone) ? (business?.primaryPhone ?? null) : null,
    email: show(settings?.showEmail) ? (business?.primaryEmail ?? null) : null,
    address: [business?.address, business?.city].filter(Boolean).join(', ') || null,
    logoUrl: settings?.logoUrl ?? business?.logoUrl ?? null,
    message: show(settings?.showThankYouMessage) ? settings?.message?.trim() || 'Thank you for shopping with us!' : null,
    receiptNo: sale.receiptNo,
    transactionDate: sale.transactionDate.toISOString(),
    currencySymbol,
    etims: publicEtims(sale.etims),
    fiscal: await buildFiscal(db, sale),
    taxBands: taxBandsOf(itemList),
    shareToken: sale.shareToken,
  };
  return { ...base, itemList, receipt };
}
