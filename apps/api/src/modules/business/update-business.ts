import type { Business, RouteBody, updateBusiness as updateBusinessContract } from '@dukani/contracts';
import type { Db } from '../../db/client';
import type { BusinessRole } from '../../lib/auth-context';
import { toBusiness } from './business.queries';
import { patchBusiness } from './patch-business';

export interface UpdateBusinessOptions {
  businessId: number;
  tenantId: number;
  userId: number;
  /** The caller's role in this business, echoed in the result. */
  role: BusinessRole;
  input: RouteBody<typeof updateBusinessContract>;
  logoUrl?: string;
}

/** C3: a field left out keeps its value; a new logo replaces the old one. */
export async function updateBusiness(db: Db, options: UpdateBusinessOptions): Promise<Business> {
  const row = await patchBusiness(db, { ...options, patch: options.input, auditEntity: 'business' });
  return toBusiness(row, options.role);
}
