import type { CustomerRow } from '@dukani/contracts';
import type { CsvRows } from '@/lib/format/export-rows-csv';

/** The export reads like the import template (H15) plus the balance, so a file can go back in after editing. */
export function toCustomerCsvRows(rows: readonly CustomerRow[]): CsvRows {
  return [
    [
      'firstName',
      'lastName',
      'clientName',
      'phoneNumber',
      'email',
      'billingCompany',
      'billingAddress',
      'billingCity',
      'billingPostcode',
      'billingCountry',
      'billingEmail',
      'billingPhone',
      'balance',
    ],
    ...rows.map((row) => [
      row.firstName,
      row.lastName,
      row.clientName,
      row.phoneNumber,
      row.email,
      row.billingCompany,
      row.billingAddress,
      row.billingCity,
      row.billingPostcode,
      row.billingCountry,
      row.billingEmail,
      row.billingPhone,
      row.balance.toFixed(2),
    ]),
  ];
}
