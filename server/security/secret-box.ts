import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

/**
 * Secrets the api must read back (an authenticator's key) are kept
 * encrypted with AES-256-GCM under SECURITY_SECRET: `v1.iv.tag.cipher`,
 * base64url parts. A database dump alone yields no key.
 */
export function sealSecret(key: Buffer, plain: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return ['v1', iv.toString('base64url'), cipher.getAuthTag().toString('base64url'), body.toString('base64url')].join(
    '.',
  );
}

/** The sealed secret, or null when it was sealed under another key or altered. */
export function openSecret(key: Buffer, sealed: string): string | null {
  const [version, iv, tag, body] = sealed.split('.');
  if (version !== 'v1' || !iv || !tag || body === undefined) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}
