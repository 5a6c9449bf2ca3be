import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROLE_MODULE_KEYS, SCREEN_MODULE_KEYS } from './screen-modules';
import { seesWholeShop } from './session-store';

const LOCALES = path.resolve(import.meta.dirname, '../../public/locales');

describe('ROLE_MODULE_KEYS', () => {
  it('offers every screen and, right after pos, refunds (L3–L5 need it), each with a label and a hint', () => {
    expect(ROLE_MODULE_KEYS.filter((key) => key !== 'refunds')).toEqual(SCREEN_MODULE_KEYS);
    expect(ROLE_MODULE_KEYS.indexOf('refunds')).toBe(ROLE_MODULE_KEYS.indexOf('pos') + 1);
    for (const language of ['en', 'de', 'es']) {
      const { modules } = JSON.parse(fs.readFileSync(path.join(LOCALES, language, 'account.json'), 'utf8')) as {
        modules: Record<string, { label?: string; hint?: string }>;
      };
      for (const key of ROLE_MODULE_KEYS) expect(modules[key], `${language} ${key}`).toMatchObject({ label: expect.any(String), hint: expect.any(String) });
    }
  });
});

describe('seesWholeShop', () => {
  it('is true for Owner, Admin and a role with reports, whatever the plan; false for a cashier and for no role', () => {
    expect(seesWholeShop({ role: { roleTypes: 'Owner', roles: [] } })).toBe(true);
    expect(seesWholeShop({ role: { roleTypes: 'Admin', roles: [] } })).toBe(true);
    expect(seesWholeShop({ role: { roleTypes: 'User', roles: ['pos', 'reports'] } })).toBe(true);
    expect(seesWholeShop({ role: { roleTypes: 'Salesperson', roles: ['pos', 'refunds'] } })).toBe(false);
    expect(seesWholeShop({ role: null })).toBe(false);
  });
});
