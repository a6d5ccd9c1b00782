import {
  createHash,
  createHmac,
  createPrivateKey,
  createPublicKey,
  generateKeyPairSync,
  type KeyObject,
} from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

import { pkcs1Decryptor } from './rsa-pkcs1';

/**
 * LOGIN-4: the key pair passwords travel under. The page encrypts
 * `password + timestamp` with the public key (jsencrypt: RSA PKCS#1 v1.5);
 * the api decrypts on the platform's RSA with implicit rejection
 * (rsa-pkcs1.ts: Node 20's privateDecrypt refuses that padding, and a
 * decryption that failed on a bad padding would be an oracle).
 */
export interface RsaKey {
  /** SPKI PEM ("BEGIN PUBLIC KEY"), what the page's jsencrypt takes */
  readonly publicKeyPem: string;
  /** served next to the public key as `rsa_key_version` */
  readonly version: string;
  decrypt(base64: string): string | null;
  /**
   * LOGIN-4: a keyed digest of a decrypted `password + timestamp`, to know it
   * again without keeping it: HMAC-SHA256 under a key derived from this
   * private key, so every api process holding the key computes the same one
   * and nobody without it can test guesses against a stored digest.
   */
  replayDigest(plaintext: string): string;
}

export const RSA_KEY_VERSION = 'v2';
export const DEV_KEY_FILE = 'rsa-dev.pem';
const MIN_BITS = 2048;

/** A key from its PEM (PKCS#1 or unencrypted PKCS#8); throws with a readable message if unusable. */
export function rsaKeyFromPem(pem: string): RsaKey {
  let key: KeyObject;
  try {
    key = createPrivateKey(pem);
  } catch (error) {
    throw new Error(`RSA_PRIVATE_KEY is not a readable PEM private key (${(error as Error).message})`);
  }
  if (key.asymmetricKeyType !== 'rsa') throw new Error('RSA_PRIVATE_KEY must be an RSA key');
  const bits = key.asymmetricKeyDetails?.modulusLength ?? 0;
  if (bits < MIN_BITS) throw new Error(`RSA_PRIVATE_KEY must have at least ${MIN_BITS} bits (has ${bits})`);
  const pkcs1 = key.export({ type: 'pkcs1', format: 'pem' }).toString();
  const decryptor = pkcs1Decryptor(key);
  const publicKeyPem = createPublicKey(key).export({ type: 'spki', format: 'pem' }).toString();
  const replayKey = createHash('sha256').update('encrypted-password-replay\0').update(pkcs1).digest();
  return {
    publicKeyPem,
    version: RSA_KEY_VERSION,
    replayDigest: (plaintext) => createHmac('sha256', replayKey).update(plaintext, 'utf8').digest('hex'),
    decrypt(base64: string): string | null {
      const message = decryptor.decrypt(Buffer.from(base64, 'base64'));
      // a synthetic message (a wrong padding) is read as any other: the caller refuses what is not a password
      return message === null ? null : message.toString('utf8');
    },
  };
}

function generatePem(): string {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: MIN_BITS });
  return privateKey.export({ type: 'pkcs1', format: 'pem' }).toString();
}

let memoryKey: RsaKey | null = null;

/** A development key kept in this process only (in-memory databases, tests). */
export function memoryRsaKey(): RsaKey {
  memoryKey ??= rsaKeyFromPem(generatePem());
  return memoryKey;
}

export interface RsaKeySource {
  readonly rsaPrivateKey: string | undefined;
  readonly production: boolean;
  /** where the development key is kept; null keeps it in memory */
  readonly keyDir: string | null;
}

/**
 * The api's key: RSA_PRIVATE_KEY when set; in production nothing else (an
 * error that says so); in development `rsa-dev.pem` under DATA_DIR, created
 * once so restarts keep the key pages already hold, or an in-memory key.
 */
export function loadRsaKey({ rsaPrivateKey, production, keyDir }: RsaKeySource): RsaKey {
  if (rsaPrivateKey) return rsaKeyFromPem(rsaPrivateKey.replace(/\\n/g, '\n'));
  if (production) {
    throw new Error(
      'RSA_PRIVATE_KEY is not set. In production the api needs the PEM RSA private key (2048 bits or more) ' +
        'whose public half the pages encrypt passwords with, e.g. from `openssl genrsa 2048`.',
    );
  }
  if (!keyDir) return memoryRsaKey();
  const file = path.join(keyDir, DEV_KEY_FILE);
  if (existsSync(file)) return rsaKeyFromPem(readFileSync(file, 'utf8'));
  mkdirSync(keyDir, { recursive: true });
  const pem = generatePem();
  writeFileSync(file, pem, { mode: 0o600, flag: 'wx' });
  chmodSync(file, 0o600);
  return rsaKeyFromPem(pem);
}
