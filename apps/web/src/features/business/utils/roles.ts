import type { Business, ModuleKey } from '@dukani/contracts';

/**
 * May the caller use a module key in this business? Owners and Admins may use every key, others
 * need it in their roles (API.md §1.2). The plan is not checked: every plan includes `settings`.
 */
export function canInBusiness(business: Pick<Business, 'roleTypes' | 'roles'>, key: ModuleKey): boolean {
  return business.roleTypes === 'Owner' || business.roleTypes === 'Admin' || business.roles.includes(key);
}
