import { describe, expect, it } from 'vitest';
import { createBusiness, getProfile, updateAccount, updateBusiness } from '@dukani/contracts';
import { useTestApp } from '../../../test/helper';

const t = useTestApp();

describe('the business phone is stored and shown in international form', () => {
  it('C3 stores 0712 345678 as +254712345678 and answers with it', async () => {
    const owner = await t.owner();
    const res = await t.call(updateBusiness, {
      token: owner.token,
      params: { businessId: owner.businessId },
      body: { organizationName: 'Duka la Amani', primaryPhone: '0712 345678' },
    });
    expect(res.status, res.body.errordesc).toBe(200);
    expect(res.body.result?.primaryPhone).toBe('+254712345678');
  });

  it('C2 stores a new business phone in international form, a landline too', async () => {
    const owner = await t.owner();
    const res = await t.call(createBusiness, { token: owner.token, body: { organizationName: 'Second Shop', country: 'KE', primaryPhone: '020 1234567' } });
    expect(res.status, res.body.errordesc).toBe(200);
    expect(res.body.result?.primaryPhone).toBe('+254201234567');
  });

  it('B2 stores both profile phones in international form, read back by B1', async () => {
    const owner = await t.owner();
    const res = await t.call(updateAccount, {
      token: owner.token,
      params: { custId: owner.businessId },
      body: { organizationName: 'Duka la Amani', primaryPhone: '254 722 000111', secondaryPhone: '0733-000-222' },
    });
    expect(res.status, res.body.errordesc).toBe(200);
    const profile = await t.call(getProfile, { token: owner.token, params: { custId: owner.businessId } });
    expect(profile.body.result).toMatchObject({ primaryPhone: '+254722000111', secondaryPhone: '+254733000222' });
  });

  it('a text that is no phone of the shop country is a 400 naming the field', async () => {
    const owner = await t.owner();
    const res = await t.call(updateBusiness, {
      token: owner.token,
      params: { businessId: owner.businessId },
      body: { organizationName: 'Duka la Amani', primaryPhone: 'call the shop' },
    });
    expect(res.status).toBe(400);
    expect(res.body.field).toBe('primaryPhone');
    expect(res.body.errordesc).toMatch(/^primaryPhone /);
  });
});
