import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { qualified } from '../../db/qualified';
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

type Line = SaleForEtims['lines'][number];

/**
 * The lines as JSON (numeric columns come out as JSON numbers, as drizzle's number mode reads them) and the
 * payment that carried the most money, in the statement that reads the sale: the send job reads one sale per
 * document of a backlog, one after the other.
 */
const t = transactionItems;
// Named with its table: drizzle leaves a one-table select's columns unqualified, and "id" would bind to the inner table's.
const saleId = qualified(transactions, transactions.id);
const linesJson = sql<Line[]>`coalesce((select json_agg(json_build_object(
    'productId', ${t.productId}, 'name', ${t.name}, 'quantity', ${t.quantity}, 'calcPrice', ${t.calcPrice},
    'discount', ${t.discount}, 'orderDiscountShare', ${t.orderDiscountShare}, 'lineAmount', ${t.lineAmount},
    'tax', ${t.tax}, 'taxRate', ${t.taxRate}, 'taxCode', ${t.taxCode}, 'taxInclusive', ${t.taxInclusive}
  ) order by ${t.lineNo}) from ${t} where ${t.transactionId} = ${saleId}), '[]'::json)`;
// Ties go to the payment entered first, as the sort over the rows in stored order did.
const largestPayment = sql<string | null>`(select ${transactionPayments.paymentValue} from ${transactionPayments}
  where ${transactionPayments.transactionId} = ${saleId} order by ${transactionPayments.amount} desc, ${transactionPayments.id} limit 1)`;

/** Read by the eTIMS send jobs (modules/etims); null when the transaction does not exist. */
export async function getSaleForEtims(db: DbOrTx, transactionId: number): Promise<SaleForEtims | null> {
  const [row] = await db
    .select({ sale: transactions, lines: linesJson, paymentValue: largestPayment })
    .from(transactions)
    .where(eq(transactions.id, transactionId));
  if (!row) return null;
  const { sale, lines, paymentValue } = row;
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
    paymentValue,
    lines,
  };
}
