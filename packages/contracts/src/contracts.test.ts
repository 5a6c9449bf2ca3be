import { describe, expect, it } from 'vitest';
import { buildPath, describeIssue, REPORT_INPUT, issuePath, loginRequestSchema, registrationSchema, passwordChangeSchema } from './index';

describe('contracts', () => {
  it('builds paths from templates and refuses a missing parameter', () => {
    expect(buildPath('/api/User/GetUserDetails/{userId}/{businessId}', { userId: 4, businessId: 9 })).toBe('/api/User/GetUserDetails/4/9');
    expect(() => buildPath('/api/User/GetUsers/{businessId}', {})).toThrow(/businessId/);
  });

  it('writes issue paths the way API.md names fields', () => {
    expect(issuePath(['itemList', 2, 'quantity'])).toBe('itemList[2].quantity');
    expect(issuePath([])).toBe('');
  });

  it('says "<field> is required" for a missing field', () => {
    const result = registrationSchema.safeParse({ firstName: 'A', lastName: 'B', businessName: 'C', countryCode: 'KE', password: 'secret123' }, REPORT_INPUT);
    expect(result.success).toBe(false);
    const described = describeIssue(result.error!.issues[0]!);
    expect(described).toEqual({ field: 'phoneNumber', message: 'phoneNumber is required' });
  });

  it('names the field for a wrong type and an unknown country', () => {
    const wrongType = loginRequestSchema.safeParse({ countryCode: 'KE', username: '0712345678', password: 'x', trustThisDevice: 'yes' }, REPORT_INPUT);
    expect(describeIssue(wrongType.error!.issues[0]!)).toEqual({ field: 'trustThisDevice', message: 'trustThisDevice: must be true or false' });
    const missingCountry = loginRequestSchema.safeParse({ username: '0712345678', password: 'x' }, REPORT_INPUT);
    expect(describeIssue(missingCountry.error!.issues[0]!)).toEqual({ field: 'countryCode', message: 'countryCode is required' });
    const country = loginRequestSchema.safeParse({ countryCode: 'TZ', username: '0712345678', password: 'x' });
    expect(describeIssue(country.error!.issues[0]!).message).toBe('countryCode: must be one of KE, UG or RW');
  });

  it('puts a password mismatch on confirmpassword', () => {
    const result = passwordChangeSchema.safeParse({ userId: 1, businessId: 1, oldpassword: 'a', newpassword: 'abcd1234', confirmpassword: 'abcd1235' });
    expect(describeIssue(result.error!.issues[0]!)).toEqual({ field: 'confirmpassword', message: 'confirmpassword: must match newpassword' });
  });

  it('wants 8 characters for a new password, and signs in with a shorter one set before', () => {
    const short = passwordChangeSchema.safeParse({ userId: 1, businessId: 1, oldpassword: 'abcd', newpassword: 'abcd123', confirmpassword: 'abcd123' });
    expect(describeIssue(short.error!.issues[0]!)).toEqual({ field: 'newpassword', message: 'newpassword: must be 8 to 64 characters' });
    expect(
      registrationSchema.safeParse({ firstName: 'A', lastName: 'B', businessName: 'C', phoneNumber: '0712345678', countryCode: 'KE', password: 'pass123' })
        .success,
    ).toBe(false);
    expect(loginRequestSchema.safeParse({ countryCode: 'KE', username: '0712345678', password: 'abcd' }).success).toBe(true);
  });

  it('defaults platform and trustThisDevice on login', () => {
    expect(loginRequestSchema.parse({ countryCode: 'KE', username: '0712345678', password: 'x' })).toMatchObject({ platform: 'Web', trustThisDevice: false });
  });
});
