import type { Expense } from '@dukani/contracts';
import type { CsvRows } from '@/lib/format/export-rows-csv';

/** One row per expense, with the API's field names as the header, so a spreadsheet reads like the list. */
export function toExpenseCsvRows(rows: readonly Expense[]): CsvRows {
  return [
    [
      'transactionDateUTC',
      'expensesType',
      'supplierName',
      'ref',
      'description',
      'categories',
      'items',
      'paymentMode',
      'total',
      'tax',
      'amountPaid',
      'balance',
      'receipt',
    ],
    ...rows.map((row) => [
      row.transactionDateUTC,
      row.expensesType,
      row.supplierName,
      row.ref,
      row.description,
      [...new Set(row.details.map((line) => line.categoryName).filter(Boolean))].join(' + '),
      row.details.map((line) => `${line.quantity} × ${line.item_Desc}`).join(' + '),
      row.paymentMode,
      row.total.toFixed(2),
      row.tax.toFixed(2),
      row.amountPaid.toFixed(2),
      row.balance.toFixed(2),
      row.receipt,
    ]),
  ];
}
