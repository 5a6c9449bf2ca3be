import type { ShopTill } from '@dukani/contracts';
import type { DbOrTx } from '../../db/client';
import { selectLiveTills } from './devices.queries';

export interface FindTillsOptions {
  businessId: number;
}

/** T2: the business's working tills (the route checked the caller is its Owner or an Admin). */
export function findTills(db: DbOrTx, options: FindTillsOptions): Promise<ShopTill[]> {
  return selectLiveTills(db, options.businessId);
}
