import { and, eq, isNull, sql } from 'drizzle-orm';
import { roundMoney } from '@dukani/domain';
import type { DbOrTx } from '../../db/client';
import { scoped } from '../../lib/scoped';
import { customerLedger, customers } from './customers.schema';
import { ledgerBalanceSum } from './customer-ledger.queries';

/** Live customers whose ledger says they owe (credits above debits), as H16's Owing filter counts them. */
export async function findOwedToShop(db: DbOrTx, businessId: number): Promise<{ customers: number; amount: number }> {
  const balance = ledgerBalanceSum();
  const balances = db
    .select({ customerId: customerLedger.customerId, balance: balance.as('balance') })
    .from(customerLedger)
    .innerJoin(customers, eq(customers.id, customerLedger.customerId))
    .where(and(scoped(customerLedger, { businessId }), isNull(customers.deletedAt)))
    .groupBy(customerLedger.customerId)
    .as('balances');
  const [row] = await db
    .select({ customers: sql<number>`count(*)::int`, amount: sql<string>`coalesce(sum(${balances.balance}), 0)::text` })
    .from(balances)
    .where(sql`${balances.balance} > 0`);
  return { customers: row?.customers ?? 0, amount: roundMoney(Number(row?.amount ?? 0)) };
}
