import type { AccountProfile } from '@dukani/contracts';
import type { Db } from '../../db/client';
import { BUSINESS_TYPES } from './business-types';
import { getBusinessRow } from '../business/patch-business';
import { toAccountProfile } from './account.queries';

export interface GetAccountProfileOptions {
  businessId: number;
  tenantId: number;
}

/** B1: the profile plus the business types the form offers. */
export async function getAccountProfile(
  db: Db,
  options: GetAccountProfileOptions,
): Promise<AccountProfile & { businessTypes: { id: number; name: string }[] }> {
  const row = await getBusinessRow(db, { businessId: options.businessId, tenantId: options.tenantId });
  return { ...toAccountProfile(row), businessTypes: BUSINESS_TYPES.map((type) => ({ ...type })) };
}
