import type { RouteObject } from 'react-router';

/**
 * The Account section's routes (profile, password, businesses, currencies, receipt and register
 * settings, users), mounted by the router under the dashboard layout.
 */
export const accountRoutes: RouteObject[] = [];
