import { describe, expect, it } from 'vitest';
import type { RouteObject } from 'react-router';
import { guardRoutes } from './guard-account-routes';

const nav = [
  { path: 'account/profile', modules: [] },
  { path: '/account/users', modules: ['users'] as const },
];

describe('guardRoutes', () => {
  it('wraps a route, and the routes under it, with its nav entry’s modules', () => {
    const routes: RouteObject[] = [{ path: 'account/profile' }, { path: 'account/users' }, { path: 'account/users/:userId' }, { path: 'account/users-report' }];
    const guarded = guardRoutes(routes, nav);
    expect(guarded[0]).toBe(routes[0]);
    for (const index of [1, 2]) {
      expect(guarded[index]?.children?.[0]).toBe(routes[index]);
      expect((guarded[index]?.element as { props: { modules: string[] } }).props.modules).toEqual(['users']);
    }
    // A sibling path that only shares a prefix is not under /account/users.
    expect(guarded[3]).toBe(routes[3]);
  });
});
