import type { ReactNode } from 'react';
import type { RouteObject } from 'react-router';
import PeopleAltOutlinedIcon from '@mui/icons-material/PeopleAltOutlined';
import type { ModuleKey } from '@dukani/contracts';

const page = (load: () => Promise<{ default: React.ComponentType }>): Pick<RouteObject, 'lazy'> => ({
  lazy: async () => ({ Component: (await load()).default }),
});

/** The Customers section (group H): the list and a customer's page. Routes sit under a `customerNav` path. */
export const customerRoutes: RouteObject[] = [
  { path: 'customers', ...page(() => import('@/features/customers/pages/customers-page')) },
  { path: 'customers/:customerId', ...page(() => import('@/features/customers/pages/customer-page')) },
];

/** Side navigation of the Customers section; `labelKey` is a key of the 'customers' namespace. */
export const customerNav: { path: string; labelKey: string; icon: ReactNode; modules: ModuleKey[] }[] = [
  { path: 'customers', labelKey: 'nav.customers', icon: <PeopleAltOutlinedIcon />, modules: ['customers'] },
];
