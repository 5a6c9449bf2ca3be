import type { RouteResult, getUserDetails as getUserDetailsContract } from '@dukani/contracts';
import type { Db } from '../../db/client';
import { getUserInBusiness, toBusinessUser, toUser } from './users.queries';

export interface GetUserDetailsOptions {
  tenantId: number;
  userId: number;
  businessId: number;
}

/** F3: the user as seen in the named business, plus every link they have to a live business. */
export async function getUserDetails(db: Db, options: GetUserDetailsOptions): Promise<RouteResult<typeof getUserDetailsContract>> {
  const { user, links, link } = await getUserInBusiness(db, options);
  return { ...toUser(user, link), businesses: links.map((each) => toBusinessUser(user, each)) };
}
