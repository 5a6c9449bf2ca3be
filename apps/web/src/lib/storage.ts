/**
 * Local-storage keys named by product-spec §3 ("Stored keys"). Logout clears every one of them but
 * `heldTransactions` (sales made offline and not yet sent: money the shop has taken) and `settings`.
 */
export const STORAGE_KEYS = {
  accessToken: 'accessToken',
  refreshToken: 'refreshToken',
  businessId: 'businessId',
  business: 'business',
  heldOrders: 'heldOrders',
  /** Sales that got no answer, kept until the server has them (features/pos/pending). */
  heldTransactions: 'heldTransactions',
  /** The order on the till's screen, so a reload or a killed tab never loses a sale in progress. */
  currentOrder: 'currentOrder',
  settings: 'settings',
  /**
   * The last businesses (C1) and plan modules (C5) the server sent, so a till opened with no network still
   * knows the user's roles and screens (the server checks every call anyway). Logout clears it.
   */
  sessionSnapshot: 'sessionSnapshot',
  /**
   * The phone (and its country) whose owner proved it on this device with the sign-up code: the next sign-in here
   * starts with that phone and "Trust this device" ticked. Not a secret (the server still wants the password), so
   * logout keeps it, as it keeps `settings`.
   */
  trustedPhone: 'trustedPhone',
  /** The CSS rules of the last visit of this build (lib/keep-styles.ts writes, index.html reads): not user data, logout keeps it. */
  styles: 'styles',
} as const;

export function readJson<T>(key: string): T | null {
  try {
    const raw = localStorage.getItem(key);
    return raw ? (JSON.parse(raw) as T) : null;
  } catch {
    return null;
  }
}

export function writeJson(key: string, value: unknown): void {
  localStorage.setItem(key, JSON.stringify(value));
}
