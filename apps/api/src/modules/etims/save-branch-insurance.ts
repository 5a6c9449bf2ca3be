import type { BranchInsurance } from '@dukani/contracts';
import type { Db } from '../../db/client';
import type { AuthContext } from '../../lib/auth-context';
import type { EtimsConnection } from '../../lib/etims-connection';
import { audit } from '../../lib/audit';
import { getBranchDevice, toAuthorityError } from './etims.queries';
import { etimsInsurances } from './etims.schema';

export interface SaveBranchInsuranceOptions {
  auth: AuthContext;
  input: BranchInsurance;
  connection: EtimsConnection;
}

/** P9 (saveBhfInsurance): the authority keeps the scheme (upsert by code); we keep a copy and the audit row. */
export async function saveBranchInsurance(db: Db, o: SaveBranchInsuranceOptions): Promise<BranchInsurance> {
  const { auth, input } = o;
  const device = await getBranchDevice(db, input.businessId, input.branchId);
  const client = o.connection.clientFor({ tin: device.tin, bhfId: device.bhfId, cmcKey: device.cmcKey });
  await client
    .saveBhfInsurance({
      isrccCd: input.insuranceCode,
      isrccNm: input.insuranceName,
      isrcRt: input.premiumRate,
      useYn: input.usedUnused,
      regrId: (input.registrationId ?? String(auth.userId)).slice(0, 20),
      regrNm: (input.registrationName ?? auth.userName).slice(0, 60),
      modrId: (input.modifierId ?? String(auth.userId)).slice(0, 20),
      modrNm: (input.modifierName ?? auth.userName).slice(0, 60),
    })
    .catch((err: unknown) => {
      throw toAuthorityError(err);
    });
  // The authority upserts by code (§5.9); so does our copy, which P20 lists.
  const fields = { insuranceName: input.insuranceName, premiumRate: input.premiumRate, usedUnused: input.usedUnused, updatedOn: new Date() };
  await db
    .insert(etimsInsurances)
    .values({ tenantId: device.tenantId, businessId: device.businessId, deviceId: device.id, insuranceCode: input.insuranceCode, ...fields })
    .onConflictDoUpdate({ target: [etimsInsurances.deviceId, etimsInsurances.insuranceCode], set: fields });
  await audit(db, {
    tenantId: device.tenantId,
    businessId: device.businessId,
    userId: auth.userId,
    action: 'etims.saveBranchInsurance',
    entity: 'EtimsInsurance',
    entityId: input.insuranceCode,
    detail: { branchId: device.bhfId, insuranceName: input.insuranceName, premiumRate: input.premiumRate },
  });
  return { ...input, pin: device.tin };
}
