import { sql } from 'drizzle-orm';
import type { RouteContract } from '@dukani/contracts';
import type { Database } from '../../src/db/client';

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/** Which table an id field names, by the field's name. */
const ID_BY_KEY: Record<string, string> = {
  productId: 'products',
  customerId: 'customers',
  categoryId: 'categories',
  CategoryId: 'categories',
  CategoryOneId: 'categories',
  subcategoryId: 'subcategories',
  sessionId: 'cash_sessions',
  saleId: 'transactions',
  transactionId: 'transactions',
  oldTransactionId: 'transactions',
  originalTransactionId: 'transactions',
  supplierId: 'suppliers',
  currencyId: 'currencies',
  bundleId: 'bundles',
  tillId: 'shop_tills',
  noteId: 'customer_notes',
  expenseId: 'expenses',
  purchaseId: 'expenses',
};
/** A field whose table depends on the route: an expense line's categoryId is an expense category. */
const ID_BY_PATH_AND_KEY: Array<[RegExp, string, string]> = [[/Expense/i, 'categoryId', 'expense_categories']];
/** Which table a bare `id` names, by the route's path. */
const ID_BY_PATH: Array<[RegExp, string]> = [
  [/Expense/i, 'expenses'],
  [/Customer/i, 'customers'],
  [/Categor/i, 'categories'],
  [/Currenc/i, 'currencies'],
  [/Bundle/i, 'bundles'],
  [/PaymentMethod/i, 'payment_methods'],
  [/Transaction|Sale|Receipt/i, 'transactions'],
  [/Session|Register/i, 'cash_sessions'],
  [/Supplier/i, 'suppliers'],
  [/Notification/i, 'notifications'],
];

/** The first id of each of a business's tables: what a generated request aims its id fields at. */
export async function idsOfBusiness(database: Database, businessId: number): Promise<Map<string, number>> {
  const tables = rowsOf<{ table_name: string }>(
    await database.db.execute(
      sql`select c.table_name from information_schema.columns c
          join information_schema.columns i on i.table_schema = c.table_schema and i.table_name = c.table_name and i.column_name = 'id'
          where c.table_schema = 'public' and c.column_name = 'business_id'`,
    ),
  );
  const ids = new Map<string, number>();
  for (const { table_name: table } of tables) {
    const [row] = rowsOf<{ id: number }>(await database.db.execute(sql.raw(`select id from "${table}" where business_id = ${businessId} order by id limit 1`)));
    if (row && typeof row.id === 'number') ids.set(table, row.id);
  }
  return ids;
}

/** For a route, the id to put in a field of this name (undefined: let the sample choose). */
export function idsFor(contract: RouteContract, ids: Map<string, number>, userId: number) {
  return (key: string): number | undefined => {
    if (key === 'userId' || key === 'UserId') return userId;
    const byPath = ID_BY_PATH_AND_KEY.find(([pattern, name]) => name === key && pattern.test(contract.path))?.[2];
    const table = byPath ?? ID_BY_KEY[key] ?? (key === 'id' ? (ID_BY_PATH.find(([pattern]) => pattern.test(contract.path))?.[1] ?? 'products') : undefined);
    return table ? ids.get(table) : undefined;
  };
}
