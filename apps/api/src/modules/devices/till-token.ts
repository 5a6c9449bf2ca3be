import crypto from 'node:crypto';

/** A device token: 32 random bytes, base64url. Only its SHA-256 is stored (the way refresh tokens are). */
export const newTillToken = () => crypto.randomBytes(32).toString('base64url');
export const tillTokenHash = (token: string) => crypto.createHash('sha256').update(token).digest('hex');
