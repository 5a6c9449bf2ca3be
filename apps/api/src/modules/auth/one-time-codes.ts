import crypto from 'node:crypto';
import { and, asc, count, desc, eq, gt, inArray, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { oneTimeCodes } from './auth.schema';
import { AppError } from '../../lib/app-error';
import { queueSms } from '../../lib/sms-queue';
import { msg } from '../../lib/messages';

export type CodePurpose = 'signup' | 'login' | 'reset';
export type CodeRow = typeof oneTimeCodes.$inferSelect;

export const CODE_TTL_MS = 5 * 60_000;
/** The fifth wrong try voids the code (API.md §1.10). */
export const MAX_WRONG_TRIES = 5;
export const SEND_WINDOW_MS = 10 * 60_000;
export const MAX_SENDS_PER_WINDOW = 3;

/**
 * Keyed by the server secret and bound to the user and purpose, so a leaked table reveals nothing
 * and a row cannot be replayed for another account or purpose.
 */
export function hashCode(secret: string, userId: number, purpose: string, code: string): string {
  return crypto.createHmac('sha256', secret).update(`${userId}:${purpose}:${code}`).digest('hex');
}

function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && crypto.timingSafeEqual(left, right);
}

export const codeMessage = (code: string) => `Your Dukani code is ${code}. It expires in 5 minutes. Do not share it.`;

/**
 * 3 code sends per phone per 10 minutes, counted from the rows themselves so that every process
 * (and a restart) sees the same count. Retry-After points at when the oldest send leaves the window.
 */
export async function assertCodeSendAllowed(tx: DbOrTx, phone: string, now = new Date()): Promise<void> {
  const since = new Date(now.getTime() - SEND_WINDOW_MS);
  const recent = and(eq(oneTimeCodes.phoneNumber, phone), gt(oneTimeCodes.createdOn, since));
  const [row] = await tx.select({ sends: count() }).from(oneTimeCodes).where(recent);
  if (Number(row?.sends ?? 0) < MAX_SENDS_PER_WINDOW) return;
  const [oldest] = await tx.select({ createdOn: oneTimeCodes.createdOn }).from(oneTimeCodes).where(recent).orderBy(asc(oneTimeCodes.createdOn)).limit(1);
  const leavesAt = (oldest?.createdOn.getTime() ?? now.getTime()) + SEND_WINDOW_MS;
  const retryAfter = Math.max(1, Math.ceil((leavesAt - now.getTime()) / 1000));
  const minutes = Math.ceil(retryAfter / 60);
  const text = minutes <= 1 ? msg('auth.tooManyCodesOneMinute') : msg('auth.tooManyCodes', { minutes });
  throw new AppError('RATE_LIMITED', text, undefined, {
    'retry-after': String(retryAfter),
  });
}

export interface SendCodeOptions {
  userId: number;
  /** E.164. */
  phone: string;
  purpose: CodePurpose;
  secret: string;
}

/**
 * Void the user's earlier codes of this purpose, store a fresh one (hashed) and queue its SMS, all in
 * the caller's transaction. The code itself never leaves this function except inside the SMS.
 */
export async function sendCode(tx: DbOrTx, options: SendCodeOptions): Promise<void> {
  const { userId, phone, purpose, secret } = options;
  await assertCodeSendAllowed(tx, phone);
  const now = new Date();
  await tx
    .update(oneTimeCodes)
    .set({ consumedAt: now })
    .where(and(eq(oneTimeCodes.userId, userId), eq(oneTimeCodes.purpose, purpose), isNull(oneTimeCodes.consumedAt)));
  const code = String(crypto.randomInt(0, 1_000_000)).padStart(6, '0');
  await tx.insert(oneTimeCodes).values({
    userId,
    phoneNumber: phone,
    purpose,
    codeHash: hashCode(secret, userId, purpose, code),
    expiresAt: new Date(now.getTime() + CODE_TTL_MS),
  });
  await queueSms(tx, phone, codeMessage(code));
}

export interface CheckCodeOptions {
  userId: number;
  /** The newest code among these purposes is the one that counts. */
  purposes: CodePurpose[];
  otp: string;
  secret: string;
  /** 'consume' spends the code; 'verify' (password reset) only marks it checked, for A7 to spend. */
  onSuccess: 'consume' | 'verify';
}

export const codeUsedOrExpired = () => new AppError('INVALID_OTP', msg('auth.codeExpired'), 'otp');

/**
 * Check the user's newest code. A wrong try is counted, and the fifth one voids the code; those
 * writes must commit, so a refusal is returned (for transactOrRefuse) rather than thrown.
 */
export async function checkCode(tx: DbOrTx, options: CheckCodeOptions): Promise<CodeRow | AppError> {
  const [row] = await tx
    .select()
    .from(oneTimeCodes)
    .where(and(eq(oneTimeCodes.userId, options.userId), inArray(oneTimeCodes.purpose, options.purposes)))
    .orderBy(desc(oneTimeCodes.id))
    .limit(1)
    .for('update');
  const now = new Date();
  if (!row || row.consumedAt || row.verifiedAt || row.expiresAt.getTime() <= now.getTime()) return codeUsedOrExpired();
  if (!sameHash(row.codeHash, hashCode(options.secret, row.userId, row.purpose, options.otp))) {
    const attempts = row.attempts + 1;
    const voided = attempts >= MAX_WRONG_TRIES;
    await tx
      .update(oneTimeCodes)
      .set({ attempts, ...(voided ? { consumedAt: now } : {}) })
      .where(eq(oneTimeCodes.id, row.id));
    const left = MAX_WRONG_TRIES - attempts;
    return new AppError(
      'INVALID_OTP',
      voided ? msg('auth.codeVoided') : left === 1 ? msg('auth.codeWrongOneLeft') : msg('auth.codeWrongTriesLeft', { left }),
      'otp',
    );
  }
  const mark = options.onSuccess === 'consume' ? { consumedAt: now } : { verifiedAt: now };
  await tx.update(oneTimeCodes).set(mark).where(eq(oneTimeCodes.id, row.id));
  return { ...row, ...mark };
}

/**
 * The purpose a resend (A8) repeats: the newest code's, unless that code was already used
 * successfully. A code voided by wrong tries or past its expiry still counts as pending.
 */
export async function findPendingPurpose(tx: DbOrTx, userId: number): Promise<CodePurpose | null> {
  const [row] = await tx.select().from(oneTimeCodes).where(eq(oneTimeCodes.userId, userId)).orderBy(desc(oneTimeCodes.id)).limit(1);
  if (!row || row.verifiedAt) return null;
  const spentBySuccess = row.consumedAt !== null && row.attempts < MAX_WRONG_TRIES;
  return spentBySuccess ? null : (row.purpose as CodePurpose);
}
