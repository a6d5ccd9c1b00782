/** LOGIN-4: what replaces the password in every request that carries one. */
export interface EncryptedPassword {
  /** base64 RSA PKCS#1 v1.5 of `password + encrypt_timestamp` */
  readonly encrypt_password: string;
  /** milliseconds, 13 digits */
  readonly encrypt_timestamp: string;
}

/**
 * LOGIN-4: encrypts the password with the environment's public key (served
 * by /v3/config/web) and the current millisecond timestamp, with jsencrypt.
 * jsencrypt is loaded on first use: it is only needed when a form is sent.
 * The password itself is never returned, stored or logged.
 */
export async function encryptPassword(
  password: string,
  publicKeyPem: string,
  now: number = Date.now(),
): Promise<EncryptedPassword> {
  if (!publicKeyPem) throw new Error('no public key to encrypt the password with');
  const { JSEncrypt } = await import('jsencrypt');
  const rsa = new JSEncrypt();
  rsa.setPublicKey(publicKeyPem);
  const timestamp = String(now);
  const cipher = rsa.encrypt(password + timestamp);
  if (!cipher) throw new Error('the password could not be encrypted');
  return { encrypt_password: cipher, encrypt_timestamp: timestamp };
}
