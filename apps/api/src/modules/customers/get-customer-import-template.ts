import Papa from 'papaparse';
import { CUSTOMER_IMPORT_COLUMNS } from '@dukani/contracts';

type Column = (typeof CUSTOMER_IMPORT_COLUMNS)[number];

/** What a Kenyan shop would type: shows the expected spelling of every column. */
const EXAMPLE: Record<Column, string> = {
  firstName: 'Wanjiku',
  lastName: 'Kamau',
  clientName: 'Mama Wanjiku',
  phoneNumber: '0712345678',
  email: 'wanjiku@example.com',
  billingCompany: 'Wanjiku Greens',
  billingAddress: 'Moi Avenue 12',
  billingCity: 'Nairobi',
  billingPostcode: '00100',
  billingCountry: 'Kenya',
  billingEmail: 'accounts@example.com',
  billingPhone: '0722000111',
};

/** H15: the header row of H3, in API.md's order, and one example row. */
export function getCustomerImportTemplate(): string {
  return `${Papa.unparse({ fields: [...CUSTOMER_IMPORT_COLUMNS], data: [CUSTOMER_IMPORT_COLUMNS.map((column) => EXAMPLE[column])] }, { newline: '\r\n' })}\r\n`;
}
