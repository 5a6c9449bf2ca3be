import type { Customer } from '@dukani/contracts';
import type { Db, DbOrTx } from '../../db/client';
import { customers } from './customers.schema';
import { audit } from '../../lib/audit';
import { getPhoneHolder, isPhoneViolation, toCustomer } from './customers.queries';
import { clientNameOf, customerColumns, duplicatePhone, readPhone, type CustomerFields } from './customer-fields';

export interface CreateCustomerOptions {
  tenantId: number;
  userId: number;
  input: CustomerFields & { customerInfoCustId: number };
}

/** H2: add a customer to the business named by customerInfoCustId (scope-checked by authorize). */
export async function createCustomer(db: Db, options: CreateCustomerOptions): Promise<Customer> {
  const businessId = options.input.customerInfoCustId;
  const phoneNumber = await readPhone(db, businessId, options.input.phoneNumber);
  try {
    return await db.transaction((tx) => insertCustomer(tx, options, phoneNumber));
  } catch (err) {
    if (phoneNumber && isPhoneViolation(err)) throw duplicatePhone(phoneNumber);
    throw err;
  }
}

/** The insert of H2, also run per row by the H3 import inside the row's savepoint. */
export async function insertCustomer(tx: DbOrTx, options: CreateCustomerOptions, phoneNumber: string | null): Promise<Customer> {
  const { input, tenantId } = options;
  const businessId = input.customerInfoCustId;
  const clientName = clientNameOf(input);
  if (phoneNumber) {
    const holder = await getPhoneHolder(tx, businessId, phoneNumber);
    if (holder) throw duplicatePhone(phoneNumber, holder.clientName);
  }
  const [row] = await tx
    .insert(customers)
    .values({ tenantId, businessId, clientName, phoneNumber, ...customerColumns(input) })
    .returning();
  if (!row) throw new Error('insert returned no customer');
  await audit(tx, {
    tenantId,
    businessId,
    userId: options.userId,
    action: 'create',
    entity: 'customer',
    entityId: row.id,
    detail: { clientName, phoneNumber },
  });
  return toCustomer(row);
}
