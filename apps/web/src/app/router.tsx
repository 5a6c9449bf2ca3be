import { createBrowserRouter, type RouteObject } from 'react-router';
import { SplashScreen } from '@/components/splash-screen';
import { accountNav, accountRoutes } from './account-routes';
import { catalogNav, catalogRoutes } from './catalog-routes';
import { customerNav, customerRoutes } from './customer-routes';
import { etimsNav, etimsRoutes } from './etims-routes';
import { expenseNav, expenseRoutes } from './expense-routes';
import { posNav, posRoutes } from './pos-routes';
import { DashboardLayout } from './layouts/dashboard-layout';
import { RootLayout } from './layouts/root-layout';
import { guardRoutes } from './routes/guard-account-routes';
import { GuestOnly, RequireAuth } from './routes/guards';
import { NotFoundPage, RouteErrorPage } from './routes/status-pages';

/** Screens load on first visit: a cashier's phone downloads the sign-in code, not the whole back office. */
const lazyPage = (load: () => Promise<{ default: React.ComponentType }>): Pick<RouteObject, 'lazy'> => ({
  lazy: async () => ({ Component: (await load()).default }),
});

/** The sign-in screens' frame: loaded with them, so a signed-in till never downloads it. */
const authLayout: Pick<RouteObject, 'lazy'> = {
  lazy: async () => ({ Component: (await import('@/features/auth/components/auth-layout')).AuthLayout }),
};

/** The sign-in screens (product-spec §2: "they exist as flows"). */
const authRoutes: RouteObject[] = [
  { index: true, ...lazyPage(() => import('@/features/auth/pages/sign-in-page')) },
  { path: 'sign-in/code', ...lazyPage(() => import('@/features/auth/pages/sign-in-code-page')) },
  { path: 'register', ...lazyPage(() => import('@/features/auth/pages/register-page')) },
  { path: 'register/verify', ...lazyPage(() => import('@/features/auth/pages/verify-phone-page')) },
  { path: 'forgot-password', ...lazyPage(() => import('@/features/auth/pages/forgot-password-page')) },
  { path: 'forgot-password/code', ...lazyPage(() => import('@/features/auth/pages/reset-code-page')) },
  { path: 'forgot-password/new', ...lazyPage(() => import('@/features/auth/pages/new-password-page')) },
];

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteErrorPage />,
    // The first screen's code is still downloading: keep showing the splash.
    hydrateFallbackElement: <SplashScreen />,
    children: [
      { element: <GuestOnly />, children: [{ ...authLayout, children: authRoutes }] },
      // An invite link works whoever is signed in on this device: it is for someone else's account.
      {
        ...authLayout,
        children: [{ path: 'complete-registration/:token', ...lazyPage(() => import('@/features/auth/pages/complete-registration-page')) }],
      },
      {
        element: <RequireAuth />,
        children: [
          {
            element: <DashboardLayout />,
            children: [
              { path: 'overview', ...lazyPage(() => import('./routes/overview-route')) },
              ...guardRoutes(posRoutes, posNav),
              ...guardRoutes(catalogRoutes, catalogNav),
              ...guardRoutes(customerRoutes, customerNav),
              ...guardRoutes(expenseRoutes, expenseNav),
              ...guardRoutes(etimsRoutes, etimsNav),
              ...guardRoutes(accountRoutes, accountNav),
            ],
          },
        ],
      },
      // A shared receipt link opens for anyone who has it, signed in or not.
      { path: 'r/:token', ...lazyPage(() => import('@/features/pos/pages/shared-receipt-page')) },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

export const router = createBrowserRouter(routes);
