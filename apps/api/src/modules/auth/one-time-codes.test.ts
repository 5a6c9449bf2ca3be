import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/helper';
import { createOwner } from '../../../test/fixtures';
import { readCode } from '../../../test/auth-flow';
import { oneTimeCodes } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { assertCodeSendAllowed, checkCode, findPendingPurpose, hashCode, sendCode, type CodePurpose } from './one-time-codes';

const t = useTestApp();
const secret = () => t.config.OTP_SECRET;
const send = (userId: number, phone: string, purpose: CodePurpose) =>
  t.database.db.transaction((tx) => sendCode(tx, { userId, phone, purpose, secret: secret() }));
const check = (userId: number, purposes: CodePurpose[], otp: string, onSuccess: 'consume' | 'verify' = 'consume') =>
  t.database.db.transaction((tx) => checkCode(tx, { userId, purposes, otp, secret: secret(), onSuccess }));
const rowsOf = (userId: number) => t.database.db.select().from(oneTimeCodes).where(eq(oneTimeCodes.userId, userId)).orderBy(asc(oneTimeCodes.id));

describe('one-time codes', () => {
  it('binds the hash to the secret, the user and the purpose', () => {
    const base = hashCode('s'.repeat(32), 1, 'login', '123456');
    expect(base).toMatch(/^[0-9a-f]{64}$/);
    expect(hashCode('s'.repeat(32), 2, 'login', '123456')).not.toBe(base);
    expect(hashCode('s'.repeat(32), 1, 'reset', '123456')).not.toBe(base);
    expect(hashCode('t'.repeat(32), 1, 'login', '123456')).not.toBe(base);
  });

  it('stores a 6-digit code valid for 5 minutes and voids earlier codes of the same purpose only', async () => {
    const owner = await createOwner(t);
    await send(owner.userId, owner.phone, 'login');
    await send(owner.userId, owner.phone, 'reset');
    await send(owner.userId, owner.phone, 'login');
    const otp = await readCode(t, owner.phone);
    expect(otp).toMatch(/^\d{6}$/);
    const [firstLogin, reset, secondLogin] = await rowsOf(owner.userId);
    expect(firstLogin!.consumedAt).not.toBeNull();
    expect(reset!.consumedAt).toBeNull();
    expect(secondLogin!.consumedAt).toBeNull();
    const ttl = secondLogin!.expiresAt.getTime() - secondLogin!.createdOn.getTime();
    expect(ttl).toBeGreaterThan(4.9 * 60_000);
    expect(ttl).toBeLessThan(5.1 * 60_000);
    expect(secondLogin!.codeHash).toBe(hashCode(secret(), owner.userId, 'login', otp));
  });

  it('consumes on success, or only marks verified for a reset', async () => {
    const owner = await createOwner(t);
    await send(owner.userId, owner.phone, 'reset');
    const otp = await readCode(t, owner.phone);
    const verified = await check(owner.userId, ['reset'], otp, 'verify');
    expect(verified).not.toBeInstanceOf(AppError);
    const [row] = await rowsOf(owner.userId);
    expect(row!.verifiedAt).not.toBeNull();
    expect(row!.consumedAt).toBeNull();
    // A verified code cannot be checked again.
    expect(await check(owner.userId, ['reset'], otp, 'verify')).toBeInstanceOf(AppError);
  });

  it('keeps the attempt count even though the check is refused', async () => {
    const owner = await createOwner(t);
    await send(owner.userId, owner.phone, 'login');
    const otp = await readCode(t, owner.phone);
    const wrong = otp === '000000' ? '111111' : '000000';
    const refused = await check(owner.userId, ['login'], wrong);
    expect(refused).toBeInstanceOf(AppError);
    expect((refused as AppError).code).toBe('INVALID_OTP');
    expect((await rowsOf(owner.userId))[0]!.attempts).toBe(1);
    expect(await check(owner.userId, ['signup'], otp)).toBeInstanceOf(AppError);
    expect(await check(owner.userId, ['login'], otp)).not.toBeInstanceOf(AppError);
  });

  it('counts only the last 10 minutes of sends to a phone', async () => {
    const owner = await createOwner(t);
    const old = new Date(Date.now() - 11 * 60_000);
    for (let i = 0; i < 5; i++) {
      await t.database.db
        .insert(oneTimeCodes)
        .values({ userId: owner.userId, phoneNumber: owner.phone, purpose: 'login', codeHash: 'x', expiresAt: old, createdOn: old });
    }
    await t.database.db.transaction((tx) => assertCodeSendAllowed(tx, owner.phone));
    for (let i = 0; i < 3; i++) await send(owner.userId, owner.phone, 'login');
    await expect(t.database.db.transaction((tx) => assertCodeSendAllowed(tx, owner.phone))).rejects.toMatchObject({ code: 'RATE_LIMITED' });
  });

  it('finds the pending purpose: the newest code unless it was used successfully', async () => {
    const owner = await createOwner(t);
    expect(await findPendingPurpose(t.database.db, owner.userId)).toBeNull();
    await send(owner.userId, owner.phone, 'reset');
    expect(await findPendingPurpose(t.database.db, owner.userId)).toBe('reset');
    await check(owner.userId, ['reset'], await readCode(t, owner.phone), 'verify');
    expect(await findPendingPurpose(t.database.db, owner.userId)).toBeNull();
    await send(owner.userId, owner.phone, 'login');
    await check(owner.userId, ['login'], await readCode(t, owner.phone));
    expect(await findPendingPurpose(t.database.db, owner.userId)).toBeNull();
  });
});
