import { canUse, type SessionState } from './session-store';

/** Where a signed-in user lands when there is nowhere to return to. */
export const HOME_PATH = '/overview';

/** The till: where a cashier's day starts. */
export const TILL_PATH = '/pos';

/** Staff (neither Owner nor Admin) who may sell: the set-up list and the plan are the owner's business. */
export function isTillStaff(session: Pick<SessionState, 'role' | 'planModules'>): boolean {
  const roleType = session.role?.roleTypes;
  if (!roleType || roleType === 'Owner' || roleType === 'Admin') return false;
  return canUse(session, ['pos']);
}

/** Where this user lands after sign-in or at `/`: a cashier goes straight to the till. */
export function homePathFor(session: Pick<SessionState, 'role' | 'planModules'>): string {
  return isTillStaff(session) ? TILL_PATH : HOME_PATH;
}

/**
 * A returnUrl is only ever a path inside this app: `//evil.example` or `https://…` would turn
 * the sign-in screen into an open redirect. The auth screens themselves are not worth returning to.
 */
export function safeReturnUrl(value: string | null | undefined): string {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return HOME_PATH;
  const path = value.split(/[?#]/)[0] ?? '';
  const authPaths = ['/', '/sign-in', '/register', '/forgot-password', '/complete-registration'];
  if (authPaths.some((auth) => path === auth || (auth !== '/' && path.startsWith(`${auth}/`)))) return HOME_PATH;
  return value;
}

/** `/?returnUrl=…` for the page the user was on. */
export function signInPathFor(currentPath: string): string {
  const target = safeReturnUrl(currentPath);
  return target === HOME_PATH && currentPath !== HOME_PATH ? '/' : `/?returnUrl=${encodeURIComponent(target)}`;
}
