import argon2 from 'argon2';

/**
 * argon2id with the library's defaults (64 MiB, t=3): the OWASP-recommended shape. Under NODE_ENV=test (vitest
 * and the browser tests' server) a light cost instead: thousands of test sign-ups would otherwise spend minutes
 * of CI hashing; verify reads the cost from the hash, so a real deployment never meets a light hash.
 */
const cost = process.env.NODE_ENV === 'test' ? { memoryCost: 4096, timeCost: 1 } : {};

export const hashPassword = (password: string): Promise<string> => argon2.hash(password, { type: argon2.argon2id, ...cost });

export async function verifyPassword(hash: string | null, password: string): Promise<boolean> {
  if (!hash) return false;
  try {
    return await argon2.verify(hash, password);
  } catch {
    return false;
  }
}
