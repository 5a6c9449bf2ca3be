import { and, eq } from 'drizzle-orm';
import type { Receipt, Transaction } from '@dukani/contracts';
import type { DbOrTx } from '../../db/client';
import { scoped } from '../../lib/scoped';
import { findFiscalSeller, type FiscalSeller } from '../etims/find-fiscal-seller';
import { transactions, type StoredEtims } from './sales.schema';

type SaleRow = typeof transactions.$inferSelect;

/** API.md's `Transaction.etims`: the five fields, whatever else the row keeps for the receipt. */
export function publicEtims(etims: StoredEtims | null | undefined): Transaction['etims'] {
  if (!etims) return null;
  const { receiptNo, signature, internalData, sdcId, qrUrl } = etims;
  return { receiptNo, signature, internalData, sdcId, qrUrl };
}

/**
 * The receipt's tax-authority block (§9.2). A sale the authority will get (a device is registered and the sale is
 * live and newer than it) says it awaits the signature until salesStatus 3; so does a refund or credit note of such a
 * sale, which the authority gets as a credit note (`NC`). Voids carry none.
 */
export async function buildFiscal(db: DbOrTx, sale: SaleRow): Promise<Receipt['fiscal']> {
  if (sale.isDeleted || sale.salesStatus === 4) return null;
  const label = sale.kind === 'Sale' ? 'NS' : 'NC';
  const etims = sale.salesStatus === 3 ? sale.etims : null;
  const seller = await findFiscalSeller(db, sale.businessId);
  const original = label === 'NC' && !etims?.originalReceiptNo ? await findOriginal(db, sale) : null;
  // A return goes to the authority with its sale: a sale made before the device has nothing to credit there.
  const reportedFrom = original?.transactionDate ?? sale.transactionDate;
  if (!etims && (!seller || reportedFrom < seller.registeredOn)) return null;
  const originalCuInvoiceNo = label === 'NC' ? (etims?.originalReceiptNo ?? original?.etims?.receiptNo ?? null) : null;
  return fiscalBlock(label, etims, seller, originalCuInvoiceNo);
}

/** A sale just written (live, unsigned): the block it prints, from the seller already read. */
export function fiscalOfNewSale(seller: FiscalSeller | null, transactionDate: Date): Receipt['fiscal'] {
  if (!seller || transactionDate < seller.registeredOn) return null;
  return fiscalBlock('NS', null, seller, null);
}

function fiscalBlock(
  label: 'NS' | 'NC',
  etims: StoredEtims | null | undefined,
  seller: FiscalSeller | null,
  originalCuInvoiceNo: string | null,
): Receipt['fiscal'] {
  if (etims)
    return {
      status: 'signed',
      label,
      kraPin: etims.tin ?? seller?.tin ?? '',
      branchId: etims.bhfId ?? seller?.bhfId ?? '',
      sdcId: etims.sdcId,
      mrcNo: etims.mrcNo ?? seller?.mrcNo ?? null,
      cuInvoiceNo: etims.receiptNo,
      originalCuInvoiceNo,
      curRcptNo: etims.curRcptNo ?? null,
      totRcptNo: etims.totRcptNo ?? null,
      sdcDateTime: etims.sdcDateTime ?? null,
      internalData: etims.internalData,
      signature: etims.signature,
      qrUrl: etims.qrUrl,
    };
  return {
    status: 'awaiting',
    label,
    kraPin: seller!.tin,
    branchId: seller!.bhfId,
    sdcId: seller!.sdcId,
    mrcNo: seller!.mrcNo,
    cuInvoiceNo: null,
    originalCuInvoiceNo,
    curRcptNo: null,
    totRcptNo: null,
    sdcDateTime: null,
    internalData: null,
    signature: null,
    qrUrl: null,
  };
}

async function findOriginal(db: DbOrTx, sale: SaleRow) {
  if (!sale.originalTransactionId) return null;
  const [original] = await db
    .select({ etims: transactions.etims, transactionDate: transactions.transactionDate })
    .from(transactions)
    .where(and(eq(transactions.id, sale.originalTransactionId), scoped(transactions, { businessId: sale.businessId })));
  return original ?? null;
}
