import type { User } from '@dukani/contracts';
import type { Db } from '../../db/client';
import type { UserActor } from './user-rules';
import { getVisibleUser, pickLink, toUser } from './users.queries';

export interface GetUserByIdOptions {
  actor: UserActor;
  userId: number;
}

/** F10: the plain record, roles as in the caller's token business, else the first link the caller sees. */
export async function getUserById(db: Db, options: GetUserByIdOptions): Promise<User> {
  const { actor } = options;
  const visible = new Set(actor.links.keys());
  const { user, links } = await getVisibleUser(db, { tenantId: actor.tenantId, userId: options.userId, businessIds: visible });
  return toUser(user, pickLink(links, actor.tokenBusinessId, visible));
}
