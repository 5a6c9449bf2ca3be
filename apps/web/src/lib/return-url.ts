/** Where a signed-in user lands when there is nowhere to return to. */
export const HOME_PATH = '/overview';

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
