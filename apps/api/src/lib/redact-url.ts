/**
 * Secrets that travel in URLs (the M-Pesa callback's `?key=`, a share or reset token) never reach a log
 * line: access logs keep the path and the names of the parameters only.
 */
export function redactUrl(url: string): string {
  return url.replace(/([?&](?:key|token|resetToken|refreshToken)=)[^&#]*/gi, '$1[redacted]');
}
