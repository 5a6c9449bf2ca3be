import type { ReactNode } from 'react';
import type { RouteObject } from 'react-router';
import ReceiptLongOutlinedIcon from '@mui/icons-material/ReceiptLongOutlined';
import LocalShippingOutlinedIcon from '@mui/icons-material/LocalShippingOutlined';
import LabelOutlinedIcon from '@mui/icons-material/LabelOutlined';
import type { ModuleKey } from '@dukani/contracts';

const page = (load: () => Promise<{ default: React.ComponentType }>): Pick<RouteObject, 'lazy'> => ({
  lazy: async () => ({ Component: (await load()).default }),
});

/** What goes out (groups M and N): expenses and their categories, suppliers, a supplier's page and a purchase. */
export const expenseRoutes: RouteObject[] = [
  { path: 'expenses', ...page(() => import('@/features/expenses/pages/expenses-page')) },
  { path: 'expenses/categories', ...page(() => import('@/features/expenses/pages/expense-categories-page')) },
  { path: 'suppliers', ...page(() => import('@/features/suppliers/pages/suppliers-page')) },
  { path: 'suppliers/:supplierId', ...page(() => import('@/features/suppliers/pages/supplier-page')) },
  { path: 'suppliers/:supplierId/purchases/:purchaseId', ...page(() => import('@/features/suppliers/pages/purchase-page')) },
];

/** Side navigation of the section; `labelKey` is a key of the 'expenses' namespace. */
export const expenseNav: { path: string; labelKey: string; icon: ReactNode; modules: ModuleKey[] }[] = [
  { path: 'expenses', labelKey: 'nav.expenses', icon: <ReceiptLongOutlinedIcon />, modules: ['expenses'] },
  { path: 'expenses/categories', labelKey: 'nav.categories', icon: <LabelOutlinedIcon />, modules: ['expenses'] },
  { path: 'suppliers', labelKey: 'nav.suppliers', icon: <LocalShippingOutlinedIcon />, modules: ['suppliers'] },
];
