import type { RouteObject } from 'react-router';
import type { ModuleKey } from '@dukani/contracts';
import { RequireModules } from './guards';
import { toAbsolutePath } from '../shell/nav-config';

interface GuardSource {
  path: string;
  modules: readonly ModuleKey[];
}

/** The nav entry a route belongs to: same path, or the longest entry path it sits under. */
function findModulesFor(routePath: string | undefined, nav: readonly GuardSource[]): readonly ModuleKey[] {
  if (!routePath) return [];
  const path = toAbsolutePath(routePath).replace(/\/+$/, '');
  let best: GuardSource | null = null;
  for (const item of nav) {
    const itemPath = toAbsolutePath(item.path).replace(/\/+$/, '');
    if ((path === itemPath || path.startsWith(`${itemPath}/`)) && (!best || itemPath.length > best.path.length)) {
      best = { path: itemPath, modules: item.modules };
    }
  }
  return best?.modules ?? [];
}

/**
 * Wrap each Account route in a guard with its nav entry's modules, so a typed-in URL is as closed
 * as the hidden menu item. A pathless parent keeps the route itself untouched (lazy, children…).
 */
export function guardRoutes(routes: readonly RouteObject[], nav: readonly GuardSource[]): RouteObject[] {
  return routes.map((route) => {
    const modules = findModulesFor(route.path, nav);
    if (modules.length === 0) return route;
    return { element: <RequireModules modules={modules} />, children: [route] };
  });
}
