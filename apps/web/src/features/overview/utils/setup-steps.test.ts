import { describe, expect, it } from 'vitest';
import type { Business } from '@dukani/contracts';
import { buildSetupSteps } from './setup-steps';

const business: Business = {
  businessId: 3,
  tenantId: 1,
  organizationName: 'Mama Njeri Shop',
  fullnames: null,
  primaryPhone: '+254712345678',
  primaryEmail: null,
  website: null,
  city: 'Nakuru',
  country: 'KE',
  location: null,
  logo: null,
  address: null,
  roleTypes: 'Owner',
  roles: [],
};

describe('buildSetupSteps', () => {
  it('judges each step from the data and links the screens it was given', () => {
    const steps = buildSetupSteps({
      business,
      links: { business: '/account/businesses', receipt: '/account/receipt-settings' },
      defaultCurrency: { currencyName: 'Kenyan Shilling', symbol: 'KSh' },
      receipt: { logoUrl: null },
      userCount: 1,
      productCount: 0,
    });
    expect(steps.map((s) => [s.id, s.done, s.to])).toEqual([
      ['account', true, undefined],
      ['business', true, '/account/businesses'],
      ['currencies', true, undefined],
      ['receipt', false, '/account/receipt-settings'],
      ['products', false, undefined],
      ['users', false, undefined],
    ]);
  });

  it('counts the catalog step done once a product exists, and links where to add one', () => {
    const steps = buildSetupSteps({ business, links: { products: '/products/new' }, receipt: { logoUrl: 'x' }, productCount: 12 });
    expect(steps.find((s) => s.id === 'products')).toMatchObject({ done: true, to: '/products/new', params: { count: 12 } });
  });

  it('leaves out steps the user may not act on, and marks loading ones as unknown', () => {
    const steps = buildSetupSteps({ business: { ...business, city: null }, links: {}, receipt: undefined });
    expect(steps.map((s) => [s.id, s.done])).toEqual([
      ['account', true],
      ['business', false],
      ['receipt', null],
    ]);
  });

  it('"Start" opens the step\'s form; "Review" of a done step opens the screen', () => {
    const links = { business: '/account/businesses?action=edit', users: '/account/users?action=new' };
    const steps = buildSetupSteps({ business, links, receipt: { logoUrl: null }, userCount: 1 });
    expect(steps.find((s) => s.id === 'users')).toMatchObject({ done: false, to: '/account/users?action=new' });
    expect(steps.find((s) => s.id === 'business')).toMatchObject({ done: true, to: '/account/businesses' });
  });
});
