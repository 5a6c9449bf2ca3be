import type { ReactNode } from 'react';
import type { RouteObject } from 'react-router';
import PointOfSaleOutlinedIcon from '@mui/icons-material/PointOfSaleOutlined';
import ReceiptOutlinedIcon from '@mui/icons-material/ReceiptOutlined';
import SavingsOutlinedIcon from '@mui/icons-material/SavingsOutlined';
import ListAltOutlinedIcon from '@mui/icons-material/ListAltOutlined';
import DeleteSweepOutlinedIcon from '@mui/icons-material/DeleteSweepOutlined';
import AssessmentOutlinedIcon from '@mui/icons-material/AssessmentOutlined';
import BarChartOutlinedIcon from '@mui/icons-material/BarChartOutlined';
import type { ModuleKey } from '@dukani/contracts';

const page = (load: () => Promise<{ default: React.ComponentType }>): Pick<RouteObject, 'lazy'> => ({
  lazy: async () => ({ Component: (await load()).default }),
});

/**
 * The Sales section: the till itself, today's sales (receipts, reprint), the register session, and the
 * Transactions and Voided sales lists, the register report with each shift's Z report, and the sales report.
 * Every route sits under a `posNav` path, so the router's guard gives it that entry's modules.
 */
export const posRoutes: RouteObject[] = [
  {
    path: 'pos',
    // The till's code and the device's copy of the catalog in parallel: the grid paints in the till's first render.
    lazy: async () => {
      const [till] = await Promise.all([
        import('@/features/pos/pages/pos-page'),
        import('@/features/pos/catalog/use-local-catalog').then((m) => m.openBeforeTill()),
      ]);
      return { Component: till.default };
    },
  },
  { path: 'pos/sales', ...page(() => import('@/features/pos/pages/todays-sales-page')) },
  { path: 'pos/register', ...page(() => import('@/features/pos/pages/register-page')) },
  { path: 'transactions', ...page(() => import('@/features/pos/pages/transactions-page')) },
  { path: 'transactions/voided', ...page(() => import('@/features/pos/pages/voided-sales-page')) },
  { path: 'reports/register', ...page(() => import('@/features/pos/pages/register-report-page')) },
  { path: 'reports/sales', ...page(() => import('@/features/pos/pages/sales-report-page')) },
];

/** Side navigation of the Sales section; `labelKey` is a key of the 'pos' namespace. */
export const posNav: { path: string; labelKey: string; icon: ReactNode; modules: ModuleKey[] }[] = [
  { path: 'pos', labelKey: 'nav.pos', icon: <PointOfSaleOutlinedIcon />, modules: ['pos'] },
  { path: 'pos/sales', labelKey: 'nav.todaysSales', icon: <ReceiptOutlinedIcon />, modules: ['pos'] },
  { path: 'pos/register', labelKey: 'nav.register', icon: <SavingsOutlinedIcon />, modules: ['pos'] },
  // API.md §1.2: L1–L9 are the `pos` module's routes.
  { path: 'transactions', labelKey: 'nav.transactions', icon: <ListAltOutlinedIcon />, modules: ['pos'] },
  { path: 'transactions/voided', labelKey: 'nav.voidedSales', icon: <DeleteSweepOutlinedIcon />, modules: ['pos'] },
  // R1 is also open to `pos` for the cashier's own shifts; the screen names everyone's only with `reports`.
  { path: 'reports/register', labelKey: 'nav.registerReport', icon: <AssessmentOutlinedIcon />, modules: ['pos'] },
  { path: 'reports/sales', labelKey: 'nav.salesReport', icon: <BarChartOutlinedIcon />, modules: ['reports'] },
];
