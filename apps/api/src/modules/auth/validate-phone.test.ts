import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/helper';
import { createOwner } from '../../../test/fixtures';
import { post, postRaw } from '../../../test/auth-flow';

const t = useTestApp();
const URL = '/api/Auth/ValidatePhone';

describe('A1 ValidatePhone', () => {
  it('says registered for a live account, in any way of writing the number', async () => {
    const owner = await createOwner(t);
    const national = `0${owner.phone.slice(4)}`;
    for (const phonenumber of [owner.phone, national, owner.phone.slice(1), `${owner.phone.slice(0, 4)} ${owner.phone.slice(4, 7)} ${owner.phone.slice(7)}`]) {
      const res = await post(t, URL, { countryCode: 'KE', phonenumber });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ success: true, result: { registered: true } });
    }
  });

  it('says not registered for an unknown mobile', async () => {
    const res = await post(t, URL, { countryCode: 'RW', phonenumber: '0788123456' });
    expect(res.body).toEqual({ success: true, result: { registered: false } });
  });

  it('refuses a landline, naming phonenumber', async () => {
    const res = await post(t, URL, { countryCode: 'KE', phonenumber: '0201234567' });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ success: false, code: 'VALIDATION', field: 'phonenumber', errordesc: 'phonenumber must be a mobile number' });
  });

  it('refuses a Ugandan number when Kenya is chosen, and says which country it looks like', async () => {
    const res = await post(t, URL, { countryCode: 'KE', phonenumber: '+256772123456' });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'VALIDATION', field: 'phonenumber' });
    expect(res.body.errordesc).toContain('Ugandan');
  });

  it('refuses an unknown country, a missing phone, a wrong type and malformed JSON', async () => {
    const country = await post(t, URL, { countryCode: 'TZ', phonenumber: '0712345678' });
    expect(country.status).toBe(400);
    expect(country.body).toMatchObject({ code: 'VALIDATION', field: 'countryCode' });
    expect(country.body.errordesc).toContain('countryCode');

    const missing = await post(t, URL, { countryCode: 'KE' });
    expect(missing.body).toMatchObject({ code: 'VALIDATION', field: 'phonenumber', errordesc: 'phonenumber is required' });

    const wrongType = await post(t, URL, { countryCode: 'KE', phonenumber: 712345678 });
    expect(wrongType.status).toBe(400);
    expect(wrongType.body).toMatchObject({ code: 'VALIDATION', field: 'phonenumber' });
    expect(wrongType.body.errordesc).toMatch(/^phonenumber/);

    const garbage = await post(t, URL, { countryCode: 'KE', phonenumber: 'call me' });
    expect(garbage.body).toMatchObject({ code: 'VALIDATION', field: 'phonenumber' });

    const malformed = await postRaw(t, URL, '{"countryCode": "KE", "phonenumber": ');
    expect(malformed.status).toBe(400);
    expect(malformed.body).toMatchObject({ success: false, code: 'VALIDATION', field: 'body' });
  });
});
