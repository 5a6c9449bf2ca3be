import { and, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { msg } from '../../lib/messages';
import { scoped } from '../../lib/scoped';
import { customers } from './customers.schema';

export interface SaleCustomer {
  id: number;
  clientName: string;
  phoneNumber: string | null;
  email: string | null;
}

/** The live customer a sale names; another shop's or a deleted one is a 404 on `customerId`. */
export async function getSaleCustomer(tx: DbOrTx, businessId: number, customerId: number): Promise<SaleCustomer> {
  const [customer] = await tx
    .select()
    .from(customers)
    .where(and(eq(customers.id, customerId), scoped(customers, { businessId }), isNull(customers.deletedAt)));
  if (!customer) throw new AppError('NOT_FOUND', msg('customer.idNotFound', { field: 'customerId', id: String(customerId) }), 'customerId');
  return customer;
}
