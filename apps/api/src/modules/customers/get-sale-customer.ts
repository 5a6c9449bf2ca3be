import { and, eq, isNull, sql, type SQL } from 'drizzle-orm';
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

/** The same customer as a scalar subquery (JSON or null), for a sale that reads its context in one statement. */
export function saleCustomerSubquery(tx: DbOrTx, businessId: number, customerId: number): SQL {
  const c = customers;
  const query = tx
    .select({ customer: sql`json_build_object('id', ${c.id}, 'clientName', ${c.clientName}, 'phoneNumber', ${c.phoneNumber}, 'email', ${c.email})` })
    .from(c)
    .where(and(eq(c.id, customerId), scoped(c, { businessId }), isNull(c.deletedAt)));
  return sql`(${query})`;
}

/** The customer the subquery read, or the 404 on `customerId` getSaleCustomer gives. */
export function saleCustomerFromJson(json: unknown, customerId: number): SaleCustomer {
  if (!json) throw new AppError('NOT_FOUND', msg('customer.idNotFound', { field: 'customerId', id: String(customerId) }), 'customerId');
  return json as SaleCustomer;
}
