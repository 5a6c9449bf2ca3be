import type { ReactNode } from 'react';
import type { RouteObject } from 'react-router';
import PointOfSaleOutlinedIcon from '@mui/icons-material/PointOfSaleOutlined';
import ReceiptOutlinedIcon from '@mui/icons-material/ReceiptOutlined';
import SavingsOutlinedIcon from '@mui/icons-material/SavingsOutlined';
import type { ModuleKey } from '@dukani/contracts';

const page = (load: () => Promise<{ default: React.ComponentType }>): Pick<RouteObject, 'lazy'> => ({
  lazy: async () => ({ Component: (await load()).default }),
});

/**
 * The Sales section: the till itself, today's sales (receipts, reprint) and the register session.
 * Every route sits under a `posNav` path, so the router's guard gives it that entry's modules.
 */
export const posRoutes: RouteObject[] = [
  { path: 'pos', ...page(() => import('@/features/pos/pages/pos-page')) },
  { path: 'pos/sales', ...page(() => import('@/features/pos/pages/todays-sales-page')) },
  { path: 'pos/register', ...page(() => import('@/features/pos/pages/register-page')) },
];

/** Side navigation of the Sales section; `labelKey` is a key of the 'pos' namespace. */
export const posNav: { path: string; labelKey: string; icon: ReactNode; modules: ModuleKey[] }[] = [
  { path: 'pos', labelKey: 'nav.pos', icon: <PointOfSaleOutlinedIcon />, modules: ['pos'] },
  { path: 'pos/sales', labelKey: 'nav.todaysSales', icon: <ReceiptOutlinedIcon />, modules: ['pos'] },
  { path: 'pos/register', labelKey: 'nav.register', icon: <SavingsOutlinedIcon />, modules: ['pos'] },
];
