import type { ModuleKey } from '@dukani/contracts';

/**
 * The module keys that open a screen in this app (the till, the catalog, customers, expenses, suppliers,
 * users, the shop's settings and the reports). The contract knows more (eTIMS…), but offering a module that opens
 * nothing only confuses an owner choosing what a cashier may do. Kept equal to the navigation's
 * modules by `app/shell/nav-config.test.ts`.
 */
export const SCREEN_MODULE_KEYS: readonly ModuleKey[] = [
  'pos',
  'products',
  'customers',
  'expenses',
  'suppliers',
  'users',
  'settings',
  'reports',
  'etims',
  'billing',
];

export function hasScreen(key: ModuleKey): boolean {
  return SCREEN_MODULE_KEYS.includes(key);
}

/**
 * The module keys a role can be given: the screens', plus `refunds` right after `pos`. Refunds opens no
 * screen of its own (void, refund and credit note live on the Transactions screen, API.md L3–L5), but it is
 * the owner's choice whether a cashier may give money back, so the role editor must offer it.
 */
export const ROLE_MODULE_KEYS: readonly ModuleKey[] = SCREEN_MODULE_KEYS.flatMap((key): ModuleKey[] => (key === 'pos' ? ['pos', 'refunds'] : [key]));
