import type { ModuleKey, RoleType } from '@dukani/contracts';

export interface BusinessRole {
  roleTypes: RoleType;
  roles: ModuleKey[];
}

/** Who is calling, and in which business, once the token and the scope rules have passed. */
export interface AuthContext {
  userId: number;
  tenantId: number;
  /** The business current at login (token claim). */
  tokenBusinessId: number;
  /** The business the route names, else the token's: roles and plan are judged here. */
  businessId: number;
  role: BusinessRole | null;
  /** Every business the caller is linked to, with the role there. */
  links: Map<number, BusinessRole>;
  planModules: ModuleKey[];
  userName: string;
}

export function canUseModules(role: BusinessRole | null, keys: readonly ModuleKey[]): boolean {
  if (!role) return false;
  if (role.roleTypes === 'Owner' || role.roleTypes === 'Admin') return true;
  return keys.some((key) => role.roles.includes(key));
}
