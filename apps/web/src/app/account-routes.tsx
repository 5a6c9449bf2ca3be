import type { ReactNode } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import BadgeOutlinedIcon from '@mui/icons-material/BadgeOutlined';
import CreditCardOutlinedIcon from '@mui/icons-material/CreditCardOutlined';
import CurrencyExchangeOutlinedIcon from '@mui/icons-material/CurrencyExchangeOutlined';
import GroupOutlinedIcon from '@mui/icons-material/GroupOutlined';
import LockResetOutlinedIcon from '@mui/icons-material/LockResetOutlined';
import PaymentsOutlinedIcon from '@mui/icons-material/PaymentsOutlined';
import PointOfSaleOutlinedIcon from '@mui/icons-material/PointOfSaleOutlined';
import ReceiptLongOutlinedIcon from '@mui/icons-material/ReceiptLongOutlined';
import StorefrontOutlinedIcon from '@mui/icons-material/StorefrontOutlined';
import TabletAndroidOutlinedIcon from '@mui/icons-material/TabletAndroidOutlined';
import type { ModuleKey } from '@dukani/contracts';

/** Each screen is its own chunk: a cashier's phone never downloads the back office it cannot open. */
const page = (load: () => Promise<{ default: React.ComponentType }>): Pick<RouteObject, 'lazy'> => ({
  lazy: async () => ({ Component: (await load()).default }),
});

/**
 * The Account section's routes (profile, password, businesses, currencies, receipt and register
 * settings, users), mounted by the router under the dashboard layout. The router's guards take
 * each route's modules from the matching `accountNav` entry.
 */
export const accountRoutes: RouteObject[] = [
  { path: 'account', element: <Navigate to="/account/profile" replace /> },
  { path: 'account/profile', ...page(() => import('@/features/account/pages/profile-page')) },
  { path: 'account/password', ...page(() => import('@/features/account/pages/password-page')) },
  { path: 'account/businesses', ...page(() => import('@/features/business/pages/businesses-page')) },
  { path: 'account/currencies', ...page(() => import('@/features/currency/pages/currencies-page')) },
  { path: 'account/receipt-settings', ...page(() => import('@/features/settings/pages/receipt-settings-page')) },
  { path: 'account/register-settings', ...page(() => import('@/features/settings/pages/register-settings-page')) },
  { path: 'account/payment-methods', ...page(() => import('@/features/settings/pages/payment-methods-page')) },
  { path: 'account/shop-tills', ...page(() => import('@/features/settings/pages/shop-tills-page')) },
  { path: 'account/users', ...page(() => import('@/features/users/pages/users-page')) },
  { path: 'account/users/:userId', ...page(() => import('@/features/users/pages/user-details-page')) },
  { path: 'account/billing', ...page(() => import('@/features/billing/pages/billing-page')) },
];

/**
 * The Account section's side-navigation entries. `labelKey` is a key of the 'account' namespace;
 * `modules` are the keys the plan and role must allow (empty = every signed-in user), matching
 * API.md §1.2: settings gates C2–C4, D and E1/E3; users gates F.
 */
export const accountNav: { path: string; labelKey: string; icon: ReactNode; modules: ModuleKey[] }[] = [
  { path: 'account/profile', labelKey: 'nav.profile', icon: <BadgeOutlinedIcon />, modules: [] },
  { path: 'account/password', labelKey: 'nav.password', icon: <LockResetOutlinedIcon />, modules: [] },
  { path: 'account/businesses', labelKey: 'nav.businesses', icon: <StorefrontOutlinedIcon />, modules: [] },
  { path: 'account/currencies', labelKey: 'nav.currencies', icon: <CurrencyExchangeOutlinedIcon />, modules: ['settings'] },
  { path: 'account/receipt-settings', labelKey: 'nav.receiptSettings', icon: <ReceiptLongOutlinedIcon />, modules: ['settings'] },
  { path: 'account/register-settings', labelKey: 'nav.registerSettings', icon: <PointOfSaleOutlinedIcon />, modules: ['settings'] },
  { path: 'account/payment-methods', labelKey: 'nav.paymentMethods', icon: <PaymentsOutlinedIcon />, modules: ['settings'] },
  // T1–T3 are for the Owner and Admins, who hold every module.
  { path: 'account/shop-tills', labelKey: 'nav.shopTills', icon: <TabletAndroidOutlinedIcon />, modules: ['settings'] },
  { path: 'account/users', labelKey: 'nav.users', icon: <GroupOutlinedIcon />, modules: ['users'] },
  { path: 'account/billing', labelKey: 'nav.billing', icon: <CreditCardOutlinedIcon />, modules: ['billing'] },
];
