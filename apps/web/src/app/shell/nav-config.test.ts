import { describe, expect, it } from 'vitest';
import { SCREEN_MODULE_KEYS } from '@/lib/screen-modules';
import { getNavSections } from './nav-config';

describe('SCREEN_MODULE_KEYS', () => {
  it('lists exactly the modules that gate a screen of the navigation', () => {
    const gated = new Set(getNavSections().flatMap((section) => section.items.flatMap((item) => item.modules)));
    expect([...gated].sort()).toEqual([...SCREEN_MODULE_KEYS].sort());
  });
});
