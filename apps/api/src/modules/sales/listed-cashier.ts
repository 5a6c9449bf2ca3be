import { canUseModules, type AuthContext } from '../../lib/auth-context';

/**
 * Whose transactions L1, L7, L8 and L9 may show the caller (API.md §1.2): everyone's (narrowed to `asked`, the
 * UserId filter, when given) for a user who may see reports, Owner and Admin included; otherwise only the
 * caller's own, whatever UserId asks, so a cashier never reads the shop's takings or another till's sales.
 * The role decides, not the plan: an owner on a plan without reports still sees the whole shop.
 */
export function listedCashierId(auth: AuthContext, asked?: number): number | undefined {
  return canUseModules(auth.role, ['reports']) ? asked : auth.userId;
}
