import Papa from 'papaparse';
import { SUPPLIER_IMPORT_COLUMNS } from '@dukani/contracts';

type Column = (typeof SUPPLIER_IMPORT_COLUMNS)[number];

/** What a Kenyan shop would type: shows the expected spelling of every column. */
const EXAMPLE: Record<Column, string> = {
  supplierName: 'Bidco Africa',
  supplierEmail: 'orders@example.com',
  supplierPhoneNumber: '0722000111',
  kraPin: 'P051234567X',
  billingAddress: 'Thika Road',
  county: 'Kiambu',
  bankAccount: '0123456789',
  bankName: 'KCB',
  branchName: 'Thika',
  swiftCode: 'KCBLKENX',
  postalCode: '01000',
  paymentTerms: '30 days',
};

/** N8: the header row of N9, in API.md's order, and one example row. */
export function getSupplierImportTemplate(): string {
  return `${Papa.unparse({ fields: [...SUPPLIER_IMPORT_COLUMNS], data: [SUPPLIER_IMPORT_COLUMNS.map((column) => EXAMPLE[column])] }, { newline: '\r\n' })}\r\n`;
}
