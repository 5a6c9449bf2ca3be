import { countryCodeSchema, type Customer, type RouteBody, type addCustomer } from '@dukani/contracts';
import { normalizePhone } from '@dukani/domain';
import type { Db, DbOrTx } from '../../db/client';
import { customers } from './customers.schema';
import { AppError, invalid } from '../../lib/app-error';
import { audit } from '../../lib/audit';
import { getBusinessCountry } from '../business/get-business-country';
import { getPhoneHolder, isPhoneViolation, toCustomer } from './customers.queries';
import { invalidPhone } from '../../lib/phone-message';
import { fieldText, msg } from '../../lib/messages';

export interface CreateCustomerOptions {
  tenantId: number;
  userId: number;
  input: RouteBody<typeof addCustomer>;
}

/** Blank text is no value: the client sends '' for fields the cashier left empty. */
const orNull = (value: string | null | undefined) => value || null;

/** What pickers and receipts show: the given clientName, else "firstName lastName". */
function clientNameOf(input: CreateCustomerOptions['input']): string {
  const name = input.clientName || [input.firstName, input.lastName].filter(Boolean).join(' ');
  if (!name) throw invalid('clientName', 'customer.nameRequired');
  return name;
}

/** E.164 in the business's country, so "0712…" and "+254712…" are found as one customer. */
async function readPhone(db: DbOrTx, businessId: number, phoneNumber: string | null | undefined): Promise<string | null> {
  if (!phoneNumber) return null;
  const country = countryCodeSchema.parse(await getBusinessCountry(db, businessId));
  const result = normalizePhone(phoneNumber, country);
  if (!result.ok) throw invalidPhone('phoneNumber', result);
  return result.e164;
}

const duplicatePhone = (phone: string, holder?: string) =>
  holder ? invalidAs('DUPLICATE', 'customer.phoneUsedBy', { phone, holder }) : invalidAs('DUPLICATE', 'customer.phoneUsed', { phone });

const invalidAs = (code: 'DUPLICATE', key: 'customer.phoneUsedBy' | 'customer.phoneUsed', params: Record<string, string>) =>
  new AppError(code, msg(key, { field: fieldText('phoneNumber'), ...params }), 'phoneNumber');

/** H2: add a customer to the business named by customerInfoCustId (scope-checked by authorize). */
export async function createCustomer(db: Db, options: CreateCustomerOptions): Promise<Customer> {
  const { input, tenantId } = options;
  const businessId = input.customerInfoCustId;
  const clientName = clientNameOf(input);
  const phoneNumber = await readPhone(db, businessId, input.phoneNumber);
  try {
    return await db.transaction(async (tx) => {
      if (phoneNumber) {
        const holder = await getPhoneHolder(tx, businessId, phoneNumber);
        if (holder) throw duplicatePhone(phoneNumber, holder.clientName);
      }
      const [row] = await tx
        .insert(customers)
        .values({
          tenantId,
          businessId,
          firstName: orNull(input.firstName),
          lastName: orNull(input.lastName),
          clientName,
          email: orNull(input.email),
          phoneNumber,
          active: input.active,
          favourite: input.favourite,
          approved: input.approved,
          billingCompany: orNull(input.billingCompany),
          billingAddress: orNull(input.billingAddress),
          billingCity: orNull(input.billingCity),
          billingPostcode: orNull(input.billingPostcode),
          billingCountry: orNull(input.billingCountry),
          billingEmail: orNull(input.billingEmail),
          billingPhone: orNull(input.billingPhone),
        })
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
    });
  } catch (err) {
    if (phoneNumber && isPhoneViolation(err)) throw duplicatePhone(phoneNumber);
    throw err;
  }
}
