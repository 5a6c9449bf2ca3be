import type { ReactNode } from 'react';
import SpaceDashboardRounded from '@mui/icons-material/SpaceDashboardRounded';
import type { ModuleKey } from '@dukani/contracts';
import { HOME_PATH } from '@/lib/return-url';
import { canUse, type SessionState } from '@/lib/session-store';
import { accountNav } from '../account-routes';
import { catalogNav } from '../catalog-routes';
import { customerNav } from '../customer-routes';
import { etimsNav } from '../etims-routes';
import { expenseNav } from '../expense-routes';
import { posNav } from '../pos-routes';

export interface NavItem {
  path: string;
  labelKey: string;
  /** The i18n namespace of labelKey. */
  ns: 'common' | 'account' | 'products' | 'pos' | 'customers' | 'expenses' | 'etims';
  icon: ReactNode;
  modules: readonly ModuleKey[];
}

export interface NavSection {
  titleKey: string;
  items: NavItem[];
}

/** Only sections that exist as real screens; the spec's template labels are not listed. */
export function getNavSections(): NavSection[] {
  return [
    {
      titleKey: 'nav.general',
      items: [{ path: HOME_PATH, labelKey: 'nav.overview', ns: 'common', icon: <SpaceDashboardRounded />, modules: [] }],
    },
    {
      titleKey: 'nav.sales',
      items: posNav.map((item) => ({ ...item, path: toAbsolutePath(item.path), ns: 'pos' as const })),
    },
    {
      titleKey: 'nav.customers',
      items: customerNav.map((item) => ({ ...item, path: toAbsolutePath(item.path), ns: 'customers' as const })),
    },
    {
      titleKey: 'nav.spending',
      items: expenseNav.map((item) => ({ ...item, path: toAbsolutePath(item.path), ns: 'expenses' as const })),
    },
    {
      titleKey: 'nav.taxAuthority',
      items: etimsNav.map((item) => ({ ...item, path: toAbsolutePath(item.path), ns: 'etims' as const })),
    },
    {
      titleKey: 'nav.catalog',
      items: catalogNav.map((item) => ({ ...item, path: toAbsolutePath(item.path), ns: 'products' as const })),
    },
    {
      titleKey: 'nav.account',
      items: accountNav.map((item) => ({ ...item, path: toAbsolutePath(item.path), ns: 'account' as const })),
    },
  ];
}

/** The sections as this user may see them: items the plan or role forbid are hidden, empty sections dropped. */
export function getVisibleNavSections(session: Pick<SessionState, 'role' | 'planModules'>): NavSection[] {
  return getNavSections()
    .map((section) => ({ ...section, items: section.items.filter((item) => canUse(session, item.modules)) }))
    .filter((section) => section.items.length > 0);
}

export function toAbsolutePath(path: string): string {
  return path.startsWith('/') ? path : `/${path}`;
}
