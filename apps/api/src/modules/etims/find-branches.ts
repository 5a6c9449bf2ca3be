import { FIRST_SYNC_DATE } from '@dukani/etims';
import type { EtimsBranch } from '@dukani/contracts';
import type { Db } from '../../db/client';
import type { EtimsConnection } from '../../lib/etims-connection';
import { findSigningDevice, toAuthorityError } from './etims.queries';

export interface FindBranchesOptions {
  businessId: number;
  connection: EtimsConnection;
}

/**
 * P6 (§13 GetBranches → selectBhfList): the taxpayer's branches as the authority lists them, each of which
 * needs its own P1. Before any device exists there is no key to ask with: an empty list (API.md lets P6 answer).
 */
export async function findBranches(db: Db, o: FindBranchesOptions): Promise<EtimsBranch[]> {
  const device = await findSigningDevice(db, o.businessId);
  if (!device) return [];
  const client = o.connection.clientFor({ tin: device.tin, bhfId: device.bhfId, cmcKey: device.cmcKey });
  const answer = await client.selectBhfList(FIRST_SYNC_DATE).catch((err: unknown) => {
    throw toAuthorityError(err);
  });
  return answer.list.map((branch) => ({
    branchId: branch.bhfId,
    branchName: branch.bhfNm ?? branch.bhfId,
    status: branch.bhfSttsCd ?? '',
    address: [branch.locDesc, branch.sctrNm, branch.dstrtNm, branch.prvncNm].filter(Boolean).join(', ') || null,
    isHeadOffice: branch.hqYn === 'Y',
  }));
}
