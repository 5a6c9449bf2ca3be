import { countryCodeSchema, type CustomerInput } from '@dukani/contracts';
import { normalizePhone } from '@dukani/domain';
import type { DbOrTx } from '../../db/client';
import { AppError, invalid } from '../../lib/app-error';
import { getBusinessCountry } from '../business/get-business-country';
import { invalidPhone } from '../../lib/phone-message';
import { fieldText, msg } from '../../lib/messages';

/** The parsed body of H2/H5 (contract defaults applied). */
export type CustomerFields = Omit<CustomerInput, 'active' | 'favourite' | 'approved'> & { active: boolean; favourite: boolean; approved: boolean };

/** Blank text is no value: the client sends '' for fields the cashier left empty. */
const orNull = (value: string | null | undefined) => value || null;

/** What pickers and receipts show: the given clientName, else "firstName lastName". */
export function clientNameOf(input: CustomerFields): string {
  const name = input.clientName || [input.firstName, input.lastName].filter(Boolean).join(' ');
  if (!name) throw invalid('clientName', 'customer.nameRequired');
  return name;
}

/** E.164 in the business's country, so "0712…" and "+254712…" are found as one customer. */
export async function readPhone(db: DbOrTx, businessId: number, phoneNumber: string | null | undefined): Promise<string | null> {
  if (!phoneNumber) return null;
  return phoneIn(await getBusinessCountry(db, businessId), phoneNumber);
}

/** readPhone with the business's country already known (the import reads it once for 5,000 rows). */
export function phoneIn(businessCountry: string, phoneNumber: string | null | undefined): string | null {
  if (!phoneNumber) return null;
  const country = countryCodeSchema.parse(businessCountry);
  const result = normalizePhone(phoneNumber, country);
  if (!result.ok) throw invalidPhone('phoneNumber', result);
  return result.e164;
}

export const duplicatePhone = (phone: string, holder?: string) =>
  holder
    ? new AppError('DUPLICATE', msg('customer.phoneUsedBy', { field: fieldText('phoneNumber'), phone, holder }), 'phoneNumber')
    : new AppError('DUPLICATE', msg('customer.phoneUsed', { field: fieldText('phoneNumber'), phone }), 'phoneNumber');

/** The columns H2 and H5 write from the body, besides the name and the phone. */
export function customerColumns(input: CustomerFields) {
  return {
    firstName: orNull(input.firstName),
    lastName: orNull(input.lastName),
    email: orNull(input.email),
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
  };
}
