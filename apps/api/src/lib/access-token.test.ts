import { afterEach, describe, expect, it, vi } from 'vitest';
import { signAccessToken, verifyAccessToken } from './access-token';

const SECRET = 'a-test-secret-of-at-least-thirty-two-chars';
const claims = { userid: 7, businessId: 3, tenantId: 2, tv: 0 };

afterEach(() => {
  vi.useRealTimers();
});

describe('access tokens', () => {
  it('a token verified once is answered from memory, and still runs out at its exp', async () => {
    vi.useFakeTimers({ now: new Date('2030-01-01T08:00:00Z') });
    const token = await signAccessToken(claims, SECRET, 60);
    expect(await verifyAccessToken(token, SECRET)).toMatchObject(claims);
    expect(await verifyAccessToken(token, SECRET)).toMatchObject(claims);
    vi.setSystemTime(new Date('2030-01-01T08:01:00Z'));
    await expect(verifyAccessToken(token, SECRET)).rejects.toMatchObject({ code: 'TOKEN_EXPIRED' });
  });

  it('a token verified under one secret is not taken under another, nor with one byte changed', async () => {
    const token = await signAccessToken(claims, SECRET);
    await verifyAccessToken(token, SECRET);
    await expect(verifyAccessToken(token, `${SECRET}-rotated`)).rejects.toMatchObject({ code: 'UNAUTHENTICATED' });
    const [head, body, signature] = token.split('.');
    const forged = `${head}.${body}.${signature!.slice(0, -2)}${signature!.endsWith('AA') ? 'BB' : 'AA'}`;
    await expect(verifyAccessToken(forged, SECRET)).rejects.toMatchObject({ code: 'UNAUTHENTICATED' });
  });
});
