import { describe, expect, it } from 'vitest';
import type { ModuleKey } from '@dukani/contracts';
import { HOME_PATH, TILL_PATH, homePathFor, safeReturnUrl, signInPathFor } from './return-url';

describe('returnUrl', () => {
  it('keeps a path inside the app, with its query', () => {
    expect(safeReturnUrl('/account/users?page=2')).toBe('/account/users?page=2');
  });

  it('refuses anything that could leave the app', () => {
    for (const bad of ['//evil.example', 'https://evil.example', '/\\evil.example', 'javascript:alert(1)', '', null]) {
      expect(safeReturnUrl(bad)).toBe(HOME_PATH);
    }
  });

  it('does not return to the sign-in screens themselves', () => {
    expect(safeReturnUrl('/')).toBe(HOME_PATH);
    expect(safeReturnUrl('/register/verify')).toBe(HOME_PATH);
    expect(safeReturnUrl('/sign-in/code?x=1')).toBe(HOME_PATH);
  });

  it('builds the sign-in path for the page the user was on', () => {
    expect(signInPathFor('/account/users')).toBe('/?returnUrl=%2Faccount%2Fusers');
    expect(signInPathFor(HOME_PATH)).toBe(`/?returnUrl=${encodeURIComponent(HOME_PATH)}`);
  });
});

describe('homePathFor', () => {
  const planModules: ModuleKey[] = ['pos', 'products', 'users', 'settings'];
  it('sends a cashier to the till and an owner to the overview', () => {
    expect(homePathFor({ planModules, role: { roleTypes: 'Salesperson', roles: ['pos'] } })).toBe(TILL_PATH);
    expect(homePathFor({ planModules, role: { roleTypes: 'Owner', roles: [] } })).toBe(HOME_PATH);
    expect(homePathFor({ planModules, role: { roleTypes: 'Admin', roles: [] } })).toBe(HOME_PATH);
  });

  it('keeps staff without the till on the overview', () => {
    expect(homePathFor({ planModules, role: { roleTypes: 'User', roles: ['products'] } })).toBe(HOME_PATH);
    expect(homePathFor({ planModules: ['products'], role: { roleTypes: 'Salesperson', roles: ['pos'] } })).toBe(HOME_PATH);
  });
});
