import { Navigate, Outlet, useLocation, useSearchParams } from 'react-router';
import type { ModuleKey } from '@dukani/contracts';
import { HOME_PATH, homePathFor, safeReturnUrl, signInPathFor } from '@/lib/return-url';
import { canUse, useSession } from '@/lib/session-store';
import { ForbiddenPage } from './status-pages';

/** Dashboard routes: a signed-out visitor (or a session that just ended) goes to sign-in with returnUrl. */
export function RequireAuth() {
  const status = useSession((s) => s.status);
  const location = useLocation();
  if (status !== 'authenticated') {
    return <Navigate to={signInPathFor(`${location.pathname}${location.search}${location.hash}`)} replace />;
  }
  return <Outlet />;
}

/** Sign-in screens: once the session is authenticated, go back to where the user was headed. */
export function GuestOnly() {
  const status = useSession((s) => s.status);
  const home = useSession(homePathFor);
  const [params] = useSearchParams();
  if (status === 'authenticated') {
    const target = safeReturnUrl(params.get('returnUrl'));
    return <Navigate to={target === HOME_PATH ? home : target} replace />;
  }
  return <Outlet />;
}

/** A screen whose module the plan or the role does not allow shows why, instead of failing calls. */
export function RequireModules({ modules }: { modules: readonly ModuleKey[] }) {
  const allowed = useSession((s) => canUse(s, modules));
  return allowed ? <Outlet /> : <ForbiddenPage />;
}
