import { eq } from 'drizzle-orm';
import type { RouteResult, exportBusinessData as contract } from '@dukani/contracts';
import { businessDateOf, businessDateTimeOf, utcOffsetHoursOf } from '@dukani/domain';
import type { DbOrTx } from '../../db/client';
import { businesses } from '../../db/tenancy.schema';
import { notFound } from '../../lib/app-error';
import { clock } from '../../lib/clock';
import type { ExportSheet } from '../../lib/export/sheet';
import { zipSheets } from '../../lib/export/zip-sheets';
import { registerShiftsSheet } from '../cash-register/export-register-shifts';
import { findDefaultCurrencySymbol } from '../currency/find-default-currency-symbol';
import { customerLedgerSheet, customersSheet } from '../customers/export-customers';
import { etimsDocumentsSheet } from '../etims/export-etims-documents';
import { expensesSheet, purchasesSheet, supplierPaymentsSheet } from '../expenses/export-expenses';
import { productsSheet } from '../products/export-products';
import { saleLinesSheet, salePaymentsSheet } from '../sales/export-sale-details';
import { refundsSheet, salesSheet } from '../sales/export-sales';
import { stockMovementsSheet } from '../stock/export-stock-movements';
import { suppliersSheet } from '../suppliers/export-suppliers';

/** The owner's copy, one CSV per record kind, in the order a shop owner would look for them. */
export const EXPORT_SHEETS: readonly ExportSheet[] = [
  productsSheet,
  stockMovementsSheet,
  customersSheet,
  customerLedgerSheet,
  salesSheet,
  saleLinesSheet,
  salePaymentsSheet,
  refundsSheet,
  expensesSheet,
  suppliersSheet,
  purchasesSheet,
  supplierPaymentsSheet,
  registerShiftsSheet,
  etimsDocumentsSheet,
];

export interface ExportBusinessDataOptions {
  businessId: number;
}

/** Characters a file name may not hold on Windows, macOS or Linux, and control characters. */
// eslint-disable-next-line no-control-regex -- control characters are exactly what must not reach a file name.
const UNSAFE_IN_FILE_NAME = /[\\/:*?"<>|\u0000-\u001f\u007f]+/g;

function readMeText(o: { shopName: string; exportedAt: string; offsetHours: number; currencySymbol: string }): string {
  const lines = [
    `${o.shopName}: all the shop's records, exported ${o.exportedAt} (the shop's time).`,
    '',
    `Dates and times are on the shop's clock (UTC+${o.offsetHours}).`,
    `Money is in the shop's currency${o.currencySymbol ? ` (${o.currencySymbol})` : ''}, with 2 decimals, as the screens show it.`,
    'Text that would start like a spreadsheet formula (= + - @) begins with an apostrophe so that it stays text.',
    'Deleted and voided records are included and marked, because receipts and history still name them.',
    '',
    'Files:',
    ...EXPORT_SHEETS.map((sheet) => `  ${sheet.fileName}`),
  ];
  return `${lines.join('\r\n')}\r\n`;
}

/**
 * C6: the business's records as a zip of CSV files, written while it is sent. It reads page by page outside any
 * transaction: on the embedded database one transaction held for a slow download would stop every till, so
 * a sale made during the download may or may not be in it, and every row that is in it is whole.
 */
export async function exportBusinessData(db: DbOrTx, o: ExportBusinessDataOptions): Promise<RouteResult<typeof contract>> {
  const [business] = await db
    .select({ name: businesses.organizationName, country: businesses.country })
    .from(businesses)
    .where(eq(businesses.id, o.businessId));
  if (!business) throw notFound('Business', o.businessId);
  const now = clock.now();
  const context = { businessId: o.businessId, country: business.country };
  const currencySymbol = await findDefaultCurrencySymbol(db, o.businessId);
  const exportedAt = businessDateTimeOf(business.country, now).slice(0, 16);
  const shopName = business.name.replace(UNSAFE_IN_FILE_NAME, ' ').replace(/\s+/g, ' ').trim() || 'Shop';
  return {
    fileName: `${shopName} data ${businessDateOf(business.country, now)}.zip`,
    bytes: zipSheets(db, context, EXPORT_SHEETS, [
      { fileName: 'README.txt', text: readMeText({ shopName: business.name, exportedAt, offsetHours: utcOffsetHoursOf(business.country), currencySymbol }) },
    ]),
  };
}
