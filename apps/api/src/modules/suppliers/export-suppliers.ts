import { and, asc, gt } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { scoped } from '../../lib/scoped';
import { countCell, dateTimeCell, pagesById, yesNoCell, type ExportSheet } from '../../lib/export/sheet';
import { suppliers } from './suppliers.schema';

const readPage = (db: DbOrTx, businessId: number, afterId: number, limit: number) =>
  db
    .select()
    .from(suppliers)
    .where(and(scoped(suppliers, { businessId }), gt(suppliers.id, afterId)))
    .orderBy(asc(suppliers.id))
    .limit(limit);

/** suppliers.csv: every supplier, deleted ones too (their purchases still name them). */
export const suppliersSheet: ExportSheet = {
  fileName: 'suppliers.csv',
  headers: [
    'Supplier number',
    'Supplier',
    'Phone',
    'Email',
    'KRA PIN',
    'Address',
    'County',
    'Postal code',
    'Bank',
    'Bank branch',
    'Bank account',
    'SWIFT code',
    'Payment terms',
    'Active',
    'Added on',
    'Deleted on',
  ],
  async *pages(db, context) {
    for await (const rows of pagesById((afterId, limit) => readPage(db, context.businessId, afterId, limit))) {
      yield rows.map((row) => [
        countCell(row.id),
        row.supplierName,
        row.supplierPhoneNumber,
        row.supplierEmail,
        row.kraPin,
        row.billingAddress,
        row.county,
        row.postalCode,
        row.bankName,
        row.branchName,
        row.bankAccount,
        row.swiftCode,
        row.paymentTerms,
        yesNoCell(row.isActive),
        dateTimeCell(context, row.createdOn),
        dateTimeCell(context, row.deletedAt),
      ]);
    }
  },
};
