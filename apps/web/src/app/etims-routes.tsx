import type { ReactNode } from 'react';
import type { RouteObject } from 'react-router';
import AccountBalanceOutlinedIcon from '@mui/icons-material/AccountBalanceOutlined';
import type { ModuleKey } from '@dukani/contracts';

const page = (load: () => Promise<{ default: React.ComponentType }>): Pick<RouteObject, 'lazy'> => ({
  lazy: async () => ({ Component: (await load()).default }),
});

/** The tax authority (group P): one screen with its tabs, for the owner and admins. */
export const etimsRoutes: RouteObject[] = [{ path: 'tax-authority', ...page(() => import('@/features/etims/pages/tax-authority-page')) }];

/** Side navigation; `labelKey` is a key of the 'etims' namespace. */
export const etimsNav: { path: string; labelKey: string; icon: ReactNode; modules: ModuleKey[] }[] = [
  { path: 'tax-authority', labelKey: 'nav.taxAuthority', icon: <AccountBalanceOutlinedIcon />, modules: ['etims'] },
];
