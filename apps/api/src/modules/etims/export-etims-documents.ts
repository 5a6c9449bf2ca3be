import { and, asc, eq, gt } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { scoped } from '../../lib/scoped';
import { countCell, dateTimeCell, moneyCell, pagesById, type ExportSheet } from '../../lib/export/sheet';
import { findEtimsSignatures } from '../sales/find-etims-signatures';
import { etimsDevices, etimsDocuments } from './etims.schema';

const STATE_WORDS = { Waiting: 'Waiting for KRA', Signed: 'Signed by KRA', Refused: 'Refused by KRA' } as const;

const readPage = (db: DbOrTx, businessId: number, afterId: number, limit: number) =>
  db
    .select({
      id: etimsDocuments.id,
      transactionId: etimsDocuments.transactionId,
      receiptType: etimsDocuments.receiptType,
      state: etimsDocuments.state,
      invoiceNo: etimsDocuments.invoiceNo,
      lastError: etimsDocuments.lastError,
      attempts: etimsDocuments.attempts,
      signedAt: etimsDocuments.signedAt,
      createdOn: etimsDocuments.createdOn,
      tin: etimsDevices.tin,
      bhfId: etimsDevices.bhfId,
      deviceSdcId: etimsDevices.sdcId,
    })
    .from(etimsDocuments)
    .innerJoin(etimsDevices, eq(etimsDevices.id, etimsDocuments.deviceId))
    .where(and(scoped(etimsDocuments, { businessId }), gt(etimsDocuments.id, afterId)))
    .orderBy(asc(etimsDocuments.id))
    .limit(limit);

/**
 * etims-documents.csv: every sale and credit note sent (or to be sent) to KRA, with what the authority signed:
 * its receipt numbers, signature, internal data and the QR link a customer checks the receipt with.
 */
export const etimsDocumentsSheet: ExportSheet = {
  fileName: 'etims-documents.csv',
  headers: [
    'Receipt number',
    'Document',
    'Total',
    'State',
    'Invoice number',
    'KRA PIN',
    'Branch',
    'CU serial number',
    'CU invoice number',
    'Receipt counter',
    'Total receipt counter',
    'Signature',
    'Internal data',
    'Signed on',
    'QR link',
    'Original CU invoice number',
    'Queued on',
    'Sending attempts',
    'Last refusal',
  ],
  async *pages(db, context) {
    for await (const rows of pagesById((afterId, limit) => readPage(db, context.businessId, afterId, limit))) {
      const sales = await findEtimsSignatures(
        db,
        context.businessId,
        rows.map((row) => row.transactionId),
      );
      yield rows.map((row) => {
        const sale = sales.get(row.transactionId);
        const signed = sale?.etims ?? null;
        return [
          sale?.receiptNo ?? null,
          row.receiptType === 'S' ? 'Sale' : 'Credit note',
          moneyCell(sale?.total),
          STATE_WORDS[row.state],
          countCell(row.invoiceNo),
          signed?.tin ?? row.tin,
          signed?.bhfId ?? row.bhfId,
          signed?.sdcId ?? row.deviceSdcId,
          signed?.receiptNo ?? null,
          countCell(signed?.curRcptNo),
          countCell(signed?.totRcptNo),
          signed?.signature ?? null,
          signed?.internalData ?? null,
          // The control unit's own time of signing when it gave one, else when the answer reached us.
          dateTimeCell(context, signed?.sdcDateTime ?? row.signedAt),
          signed?.qrUrl ?? null,
          signed?.originalReceiptNo ?? null,
          dateTimeCell(context, row.createdOn),
          countCell(row.attempts),
          row.lastError ?? sale?.etimsError ?? null,
        ];
      });
    }
  },
};
