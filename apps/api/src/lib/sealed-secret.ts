import crypto from 'node:crypto';

/**
 * A secret kept in the database sealed (AES-256-GCM) with a key derived from the server's own secrets, so a copy
 * of the database alone does not hand out, say, an eTIMS device's communication key. Stored as
 * `v1.<iv>.<tag>.<ciphertext>` (base64url).
 */
const PREFIX = 'v1.';

const keyOf = (secret: string, purpose: string) => Buffer.from(crypto.hkdfSync('sha256', secret, 'dukani-sealed-secret', purpose, 32));

/** Seals with the first secret given. */
export function sealSecret(plain: string, secrets: readonly string[], purpose: string): string {
  const iv = crypto.randomBytes(12);
  const cipher = crypto.createCipheriv('aes-256-gcm', keyOf(secrets[0]!, purpose), iv);
  const sealed = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return `${PREFIX}${[iv, cipher.getAuthTag(), sealed].map((part) => part.toString('base64url')).join('.')}`;
}

/**
 * Opens a sealed value with whichever of the secrets sealed it (the first is today's; the others are earlier
 * ones, so a secret can be replaced without re-initialising every device). A value saved before sealing existed
 * is returned as it is.
 */
export function openSecret(stored: string, secrets: readonly string[], purpose: string): string {
  if (!stored.startsWith(PREFIX)) return stored;
  const [iv, tag, sealed] = stored
    .slice(PREFIX.length)
    .split('.')
    .map((part) => Buffer.from(part, 'base64url'));
  for (const secret of secrets) {
    try {
      const decipher = crypto.createDecipheriv('aes-256-gcm', keyOf(secret, purpose), iv!);
      decipher.setAuthTag(tag!);
      return Buffer.concat([decipher.update(sealed!), decipher.final()]).toString('utf8');
    } catch {
      // Not this secret: try the next.
    }
  }
  throw new Error(`a sealed ${purpose} cannot be opened with the configured secrets`);
}
