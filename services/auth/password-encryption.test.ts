import { describe, expect, it } from 'vitest';

import { readEncryptedPassword } from '@/server/accounts/password-transport';
import { rsaKeyFromPem } from '@/server/accounts/rsa';
import { encryptPassword } from '@/services/auth/password-encryption';
import { rsaKeyPair } from '@/tests/support/node-side';

const { publicKey, privateKey } = rsaKeyPair();
/** the api's side of the pair, built as the api builds it from RSA_PRIVATE_KEY */
const apiKey = rsaKeyFromPem(privateKey);

const NOW = 1_760_000_000_000;

describe('encryptPassword', () => {
  it('LOGIN-4 the page encrypts with the public key the api serves', () => {
    expect(apiKey.publicKeyPem.trim()).toBe(publicKey.trim());
  });

  it('LOGIN-4 the request carries ciphertext and a 13-digit millisecond timestamp, never the password', async () => {
    const fields = await encryptPassword('Secret123', publicKey, NOW);
    expect(Object.keys(fields).sort()).toEqual(['encrypt_password', 'encrypt_timestamp']);
    expect(fields.encrypt_timestamp).toBe(String(NOW));
    expect(fields.encrypt_timestamp).toMatch(/^[0-9]{13}$/);
    expect(fields.encrypt_password).not.toBe('Secret123');
    expect(fields.encrypt_password).not.toContain('Secret123');
    expect(JSON.stringify(fields)).not.toContain('Secret123');
    // base64 of one 2048-bit RSA block
    expect(fields.encrypt_password).toMatch(/^[A-Za-z0-9+/]+=*$/);
    expect(Buffer.from(fields.encrypt_password, 'base64')).toHaveLength(256);
  });

  it('LOGIN-4 the api reads the password back from what the page sent', async () => {
    for (const password of ['Secret123', 'Pässwörd-1 with spaces', 'Aa1!@#$%^&*()_+{}|:"<>?']) {
      const fields = await encryptPassword(password, publicKey, NOW);
      expect(readEncryptedPassword(fields, apiKey, NOW + 1_000)).toEqual({ ok: true, password, timestamp: NOW });
    }
  });

  it('LOGIN-4 the timestamp defaults to now', async () => {
    const before = Date.now();
    const fields = await encryptPassword('Secret123', publicKey);
    const stamp = Number(fields.encrypt_timestamp);
    expect(stamp).toBeGreaterThanOrEqual(before);
    expect(stamp).toBeLessThanOrEqual(Date.now());
    expect(readEncryptedPassword(fields, apiKey)).toEqual({ ok: true, password: 'Secret123', timestamp: stamp });
  });

  it('LOGIN-4 padding is random: the same password never gives the same ciphertext twice', async () => {
    const a = await encryptPassword('Secret123', publicKey, NOW);
    const b = await encryptPassword('Secret123', publicKey, NOW);
    expect(a.encrypt_password).not.toBe(b.encrypt_password);
  });

  it('LOGIN-4 a ciphertext cannot be replayed under another timestamp', async () => {
    const fields = await encryptPassword('Secret123', publicKey, NOW);
    const replay = { ...fields, encrypt_timestamp: String(NOW + 1) };
    expect(readEncryptedPassword(replay, apiKey, NOW)).toMatchObject({ ok: false });
  });

  it('LOGIN-4 with no public key it throws rather than sending anything', async () => {
    await expect(encryptPassword('Secret123', '', NOW)).rejects.toThrow(/public key/);
  });

  it('LOGIN-4 a key that is not a key makes the encryption fail', async () => {
    await expect(encryptPassword('Secret123', 'not a pem', NOW)).rejects.toThrow();
  });
});
