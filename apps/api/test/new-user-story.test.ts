import { describe, expect, it } from 'vitest';
import { useTestApp, call } from './helper';
import { freshIp, readCode } from './auth-flow';

// The acceptance story, told as a new shop owner would live it, through the real routes only.
const t = useTestApp();
describe('a new shop owner', () => {
  it('registers, verifies, signs in, opens a second shop and invites a cashier who stays inside their role', async () => {
    const ownerPhone = '0722000111';
    const registered = await call<{ userId: number; code: string }>(t.app, 'POST', '/api/Auth/Register', {
      body: {
        firstName: 'Njeri',
        lastName: 'Wanjiku',
        businessName: 'Mama Njeri Shop',
        phoneNumber: ownerPhone,
        email: 'njeri@example.co.ke',
        countryCode: 'KE',
        password: 'duka2026',
      },
      headers: freshIp(),
    });
    expect(registered.status).toBe(200);
    expect(registered.body.result?.code).toBe('254722000111');

    const otp = await readCode(t, ownerPhone);
    const verified = await call(t.app, 'POST', '/api/Auth/VerifyOtp', { body: { otp, userId: registered.body.result!.userId } });
    expect(verified.body).toMatchObject({ success: true, result: { verified: true, token: expect.any(String) } });

    const login = await call<{ token: string; businessId: number }>(t.app, 'POST', '/api/Auth/Login', {
      body: { countryCode: 'KE', username: '+254 722 000 111', password: 'duka2026', platform: 'Web', trustThisDevice: true },
      headers: freshIp(),
    });
    expect(login.status).toBe(200);
    const owner = login.body.result!;
    const claims = JSON.parse(Buffer.from(owner.token.split('.')[1]!, 'base64url').toString()) as { tenantId: number; userid: number };

    const first = await call<{ country: string }[]>(t.app, 'GET', '/api/Business/GetBusinesses', { token: owner.token });
    expect(first.body.result).toHaveLength(1);
    const currencies = await call<{ currencyName: string; rate: number; isDefault: boolean }[]>(
      t.app,
      'GET',
      `/api/Currency/GetBusinessCurrencies/${owner.businessId}`,
      { token: owner.token },
    );
    expect(currencies.body.result).toEqual([expect.objectContaining({ currencyName: 'KES', rate: 1, isDefault: true })]);

    const second = await call<{ businessId: number; roleTypes: string }>(t.app, 'POST', '/api/Business/CreateBusiness', {
      token: owner.token,
      body: { organizationName: 'Njeri Hardware', country: 'KE', city: 'Nakuru' },
    });
    expect(second.status).toBe(200);
    expect(second.body.result?.roleTypes).toBe('Owner');

    const cashierPhone = '0733000222';
    const invited = await call<{ id: number; inviteToken: string; roles: string[] }>(t.app, 'POST', '/api/User/CreateUser', {
      token: owner.token,
      body: { businessId: owner.businessId, name: 'Otieno Cashier', countryCode: 'KE', phoneNumber: cashierPhone, roleTypes: 'Salesperson', roles: ['pos'] },
    });
    expect(invited.status).toBe(200);
    expect(invited.body.result?.roles).toEqual(['pos']);
    const sms = await call<{ message: string }[]>(t.app, 'GET', `/api/Dev/SmsOutbox?phone=${cashierPhone}`);
    expect(sms.body.result?.[0]?.message).toContain(invited.body.result!.inviteToken);

    const completed = await call(t.app, 'POST', `/api/Auth/CompleteRegistration/${invited.body.result!.inviteToken}`, {
      body: { userId: invited.body.result!.id, password: 'kasir2026', confirmPassword: 'kasir2026' },
    });
    expect(completed.status).toBe(200);

    const cashierLogin = await call<{ token: string; businessId: number }>(t.app, 'POST', '/api/Auth/Login', {
      body: { countryCode: 'KE', username: cashierPhone, password: 'kasir2026', platform: 'Web', trustThisDevice: true },
      headers: freshIp(),
    });
    expect(cashierLogin.status).toBe(200);
    const cashier = cashierLogin.body.result!;
    expect(cashier.businessId).toBe(owner.businessId);

    // Inside the role: any linked user reads the receipt settings and their own businesses.
    expect((await call(t.app, 'GET', `/api/Settings/GetReceiptSettings/${owner.businessId}`, { token: cashier.token })).status).toBe(200);
    const cashierBusinesses = await call<{ roleTypes: string }[]>(t.app, 'GET', '/api/Business/GetBusinesses', { token: cashier.token });
    expect(cashierBusinesses.body.result).toEqual([expect.objectContaining({ roleTypes: 'Salesperson', roles: ['pos'] })]);

    // Outside it: users, settings, the owner's other shop and the tenant's user list are closed.
    const users = await call(t.app, 'GET', `/api/User/GetUsers/${owner.businessId}`, { token: cashier.token });
    expect(users.status).toBe(403);
    expect(users.body).toMatchObject({ success: false, code: 'FORBIDDEN' });
    const currency = await call(t.app, 'POST', '/api/Currency/CreateCurrency', {
      token: cashier.token,
      body: { currencyName: 'USD', symbol: '$', rate: 0.0077, businessId: owner.businessId },
    });
    expect(currency.status).toBe(403);
    const otherShop = await call(t.app, 'GET', `/api/Settings/GetReceiptSettings/${second.body.result!.businessId}`, { token: cashier.token });
    expect(otherShop.status).toBe(403);
    expect(otherShop.body.code).toBe('BUSINESS_ACCESS');
    const tenantUsers = await call(t.app, 'GET', `/api/User/GetTenantUsers/${claims.tenantId}`, { token: cashier.token });
    expect(tenantUsers.status).toBe(403);
  });
});
