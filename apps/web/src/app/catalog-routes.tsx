import type { ReactNode } from 'react';
import type { RouteObject } from 'react-router';
import CategoryOutlinedIcon from '@mui/icons-material/CategoryOutlined';
import Inventory2OutlinedIcon from '@mui/icons-material/Inventory2Outlined';
import UploadFileOutlinedIcon from '@mui/icons-material/UploadFileOutlined';
import type { ModuleKey } from '@dukani/contracts';

const page = (load: () => Promise<{ default: React.ComponentType }>): Pick<RouteObject, 'lazy'> => ({
  lazy: async () => ({ Component: (await load()).default }),
});

/**
 * The Products section (group I): lists with tabs, the product and bundle editors, stock history,
 * categories and the CSV import. Every route sits under a `catalogNav` path, so the router's guard
 * gives it that entry's modules.
 */
export const catalogRoutes: RouteObject[] = [
  { path: 'products', ...page(() => import('@/features/products/pages/products-page')) },
  { path: 'products/new', ...page(() => import('@/features/products/pages/product-create-page')) },
  { path: 'products/:productId/edit', ...page(() => import('@/features/products/pages/product-edit-page')) },
  { path: 'products/:productId/stock', ...page(() => import('@/features/stock/pages/stock-history-page')) },
  { path: 'products/bundles/new', ...page(() => import('@/features/bundles/pages/bundle-create-page')) },
  { path: 'products/bundles/:bundleId', ...page(() => import('@/features/bundles/pages/bundle-edit-page')) },
  { path: 'products/categories', ...page(() => import('@/features/categories/pages/categories-page')) },
  { path: 'products/import', ...page(() => import('@/features/product-import/pages/product-import-page')) },
];

/** Side navigation of the Products section; `labelKey` is a key of the 'products' namespace. */
export const catalogNav: { path: string; labelKey: string; icon: ReactNode; modules: ModuleKey[] }[] = [
  { path: 'products', labelKey: 'nav.products', icon: <Inventory2OutlinedIcon />, modules: ['products'] },
  { path: 'products/categories', labelKey: 'nav.categories', icon: <CategoryOutlinedIcon />, modules: ['products'] },
  { path: 'products/import', labelKey: 'nav.import', icon: <UploadFileOutlinedIcon />, modules: ['products'] },
];
