import type { AccountProfile, RouteBody, updateAccount } from '@dukani/contracts';
import type { Db } from '../../db/client';
import { invalid } from '../../lib/app-error';
import { patchBusiness } from '../business/patch-business';
import { BUSINESS_TYPES } from './business-types';
import { toAccountProfile } from './account.queries';

export interface UpdateAccountProfileOptions {
  businessId: number;
  tenantId: number;
  userId: number;
  input: RouteBody<typeof updateAccount>;
  /** URL of a newly stored logo; absent keeps the current one. */
  logoUrl?: string;
}

/** B2: the profile is the business row; a field left out keeps its value. */
export async function updateAccountProfile(db: Db, options: UpdateAccountProfileOptions): Promise<AccountProfile> {
  const typeId = options.input.businessTypeId;
  // 0 and null both mean "no type"; any other id must be one of the list B1 offers.
  if (typeId && !BUSINESS_TYPES.some((type) => type.id === typeId)) {
    throw invalid('businessTypeId', 'account.businessTypeUnknown', { id: String(typeId) });
  }
  const row = await patchBusiness(db, { ...options, patch: options.input, auditEntity: 'account-profile' });
  return toAccountProfile(row);
}
