import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { transactionItems, transactionPayments, transactions } from './sales.schema';

/** A sale or credit note as the tax authority is told of it: the stored figures, never recomputed. */
export interface SaleForEtims {
  id: number;
  tenantId: number;
  businessId: number;
  kind: 'Sale' | 'Refund' | 'CreditNote';
  receiptNo: string;
  transactionDate: Date;
  clientName: string | null;
  clientPhone: string | null;
  salesStatus: number;
  isDeleted: boolean;
  originalTransactionId: number | null;
  refundReason: string | null;
  /** The payment mode that carried the most money (`Cash`, `Mpesa`, …). */
  paymentValue: string | null;
  lines: {
    productId: number | null;
    name: string;
    quantity: number;
    calcPrice: number;
    discount: number;
    orderDiscountShare: number;
    lineAmount: number;
    tax: number;
    taxRate: number;
    taxCode: string | null;
    taxInclusive: boolean;
  }[];
}

/** Read by the eTIMS send jobs (modules/etims); null when the transaction does not exist. */
export async function getSaleForEtims(db: DbOrTx, transactionId: number): Promise<SaleForEtims | null> {
  const [sale] = await db.select().from(transactions).where(eq(transactions.id, transactionId));
  if (!sale) return null;
  const lines = await db
    .select({
      productId: transactionItems.productId,
      name: transactionItems.name,
      quantity: transactionItems.quantity,
      calcPrice: transactionItems.calcPrice,
      discount: transactionItems.discount,
      orderDiscountShare: transactionItems.orderDiscountShare,
      lineAmount: transactionItems.lineAmount,
      tax: transactionItems.tax,
      taxRate: transactionItems.taxRate,
      taxCode: transactionItems.taxCode,
      taxInclusive: transactionItems.taxInclusive,
    })
    .from(transactionItems)
    .where(eq(transactionItems.transactionId, sale.id))
    .orderBy(asc(transactionItems.lineNo));
  const payments = await db
    .select({ paymentValue: transactionPayments.paymentValue, amount: transactionPayments.amount })
    .from(transactionPayments)
    .where(eq(transactionPayments.transactionId, sale.id));
  const largest = [...payments].sort((a, b) => b.amount - a.amount)[0];
  return {
    id: sale.id,
    tenantId: sale.tenantId,
    businessId: sale.businessId,
    kind: sale.kind,
    receiptNo: sale.receiptNo,
    transactionDate: sale.transactionDate,
    clientName: sale.clientName,
    clientPhone: sale.clientPhone,
    salesStatus: sale.salesStatus,
    isDeleted: sale.isDeleted,
    originalTransactionId: sale.originalTransactionId,
    refundReason: sale.refundReason,
    paymentValue: largest?.paymentValue ?? null,
    lines,
  };
}
