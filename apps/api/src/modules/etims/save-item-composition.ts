import type { ItemComposition } from '@dukani/contracts';
import type { Db } from '../../db/client';
import type { AuthContext } from '../../lib/auth-context';
import type { EtimsConnection } from '../../lib/etims-connection';
import { audit } from '../../lib/audit';
import { getSigningDevice, toAuthorityError } from './etims.queries';
import { etimsItemCompositions } from './etims.schema';

export interface SaveItemCompositionOptions {
  auth: AuthContext;
  input: ItemComposition;
  connection: EtimsConnection;
}

/** P14 (saveItemComposition): one component line of a produced item; the authority refuses unknown items (910). */
export async function saveItemComposition(db: Db, o: SaveItemCompositionOptions): Promise<ItemComposition> {
  const { auth, input } = o;
  const device = await getSigningDevice(db, input.businessId);
  const client = o.connection.clientFor({ tin: device.tin, bhfId: device.bhfId, cmcKey: device.cmcKey });
  await client
    .saveItemComposition({
      itemCd: input.itemCode,
      cpstItemCd: input.compositionItemCode,
      cpstQty: input.compositionItemQuantity,
      regrId: String(auth.userId).slice(0, 20),
      regrNm: auth.userName.slice(0, 60),
      modrId: String(auth.userId).slice(0, 20),
      modrNm: auth.userName.slice(0, 60),
    })
    .catch((err: unknown) => {
      throw toAuthorityError(err);
    });
  // One row per item and component: saving the pair again changes its quantity, as at the authority.
  await db
    .insert(etimsItemCompositions)
    .values({
      tenantId: device.tenantId,
      businessId: device.businessId,
      deviceId: device.id,
      itemCode: input.itemCode,
      compositionItemCode: input.compositionItemCode,
      quantity: input.compositionItemQuantity,
    })
    .onConflictDoUpdate({
      target: [etimsItemCompositions.deviceId, etimsItemCompositions.itemCode, etimsItemCompositions.compositionItemCode],
      set: { quantity: input.compositionItemQuantity, updatedOn: new Date() },
    });
  await audit(db, {
    tenantId: device.tenantId,
    businessId: device.businessId,
    userId: auth.userId,
    action: 'etims.saveItemComposition',
    entity: 'EtimsComposition',
    entityId: input.itemCode,
    detail: { compositionItemCode: input.compositionItemCode, quantity: input.compositionItemQuantity },
  });
  return input;
}
