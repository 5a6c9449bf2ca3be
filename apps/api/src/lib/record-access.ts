import type { ModuleKey } from '@dukani/contracts';
import { AppError, notFound, type Thing } from './app-error';
import { canUseModules, type AuthContext, type BusinessRole } from './auth-context';
import { msg } from './messages';

/**
 * API.md §1.2 for a record addressed by its own id: it must belong to a business the caller is linked
 * to (else 404, so ids of other shops reveal nothing), and the caller's role there must allow `modules`.
 */
export function assertRecordAccess(auth: AuthContext, recordBusinessId: number, what: Thing, modules: readonly ModuleKey[] = [], id?: number): BusinessRole {
  const role = auth.links.get(recordBusinessId);
  if (!role) throw notFound(what, id);
  if (modules.length > 0 && !canUseModules(role, modules)) throw new AppError('FORBIDDEN', msg('common.roleNotAllowed', { modules: modules.join(' / ') }));
  return role;
}
