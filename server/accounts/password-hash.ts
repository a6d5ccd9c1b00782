import { randomBytes, scrypt as scryptCallback, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/** scrypt cost used for new hashes: N = 2^15, r = 8, p = 1 (about 32 MiB, ~0.1 s). */
export const SCRYPT_PARAMS = { N: 2 ** 15, r: 8, p: 1 } as const;
const SALT_BYTES = 16;
const KEY_BYTES = 32;
/** Bounds a stored hash may ask for (a tampered row must not exhaust memory). */
const MAX_N = 2 ** 20;
const MAX_R = 32;
const MAX_P = 16;

function scrypt(password: string, salt: Buffer, keylen: number, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scryptCallback(password.normalize('NFC'), salt, keylen, options, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

function maxmem(N: number, r: number, p: number): number {
  return 128 * N * r + 128 * r * p + 16 * 1024 * 1024;
}

/** `scrypt$N$r$p$salt$hash` with salt and hash in base64 (no padding). */
export async function hashPassword(password: string, params: { N: number; r: number; p: number } = SCRYPT_PARAMS) {
  const { N, r, p } = params;
  const salt = randomBytes(SALT_BYTES);
  const key = await scrypt(password, salt, KEY_BYTES, { N, r, p, maxmem: maxmem(N, r, p) });
  return `scrypt$${N}$${r}$${p}$${salt.toString('base64url')}$${key.toString('base64url')}`;
}

const FORMAT = /^scrypt\$(\d+)\$(\d+)\$(\d+)\$([A-Za-z0-9_-]+)\$([A-Za-z0-9_-]+)$/;

/** Whether `password` matches `stored`; false for a malformed hash. Constant-time comparison. */
export async function verifyPassword(password: string, stored: string | null | undefined): Promise<boolean> {
  const m = stored ? FORMAT.exec(stored) : null;
  if (!m) return false;
  const [N, r, p] = [Number(m[1]), Number(m[2]), Number(m[3])];
  // N must be a power of two above 1
  if (N < 2 || N > MAX_N || (N & (N - 1)) !== 0 || r < 1 || r > MAX_R || p < 1 || p > MAX_P) return false;
  const salt = Buffer.from(m[4], 'base64url');
  const expected = Buffer.from(m[5], 'base64url');
  if (expected.length < 16 || expected.length > 64) return false;
  const key = await scrypt(password, salt, expected.length, { N, r, p, maxmem: maxmem(N, r, p) });
  return timingSafeEqual(key, expected);
}

let dummyHash: Promise<string> | null = null;

/**
 * Spends the time of one verification on a hash no password matches, so an
 * unknown account answers as slowly as a known one.
 */
export async function verifyAgainstDummy(password: string): Promise<void> {
  dummyHash ??= hashPassword(randomBytes(16).toString('hex'));
  await verifyPassword(password, await dummyHash);
}
