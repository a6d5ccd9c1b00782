import { generateKeyPairSync } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { describe, expect, it } from 'vitest';

import { checkPassword, isValidPassword } from '@/config/password-rules';
import { hashPassword, SCRYPT_PARAMS, verifyPassword } from '@/server/accounts/password-hash';
import { ENCRYPT_MAX_AGE_MS, readEncryptedPassword } from '@/server/accounts/password-transport';
import { DEV_KEY_FILE, loadRsaKey, memoryRsaKey, rsaKeyFromPem } from '@/server/accounts/rsa';
import { readApiConfig } from '@/server/config';

import { encryptPassword, publicKey } from './accounts-helpers';
import { describeEachDriver } from './harness';
import { post } from './helpers';

describe('password rules', () => {
  it('LOGIN-4 8-30 characters with an upper-case letter, a lower-case letter and a digit', () => {
    expect(isValidPassword('Secret123')).toBe(true);
    expect(isValidPassword('Aa1aaaaa')).toBe(true);
    expect(isValidPassword(`Aa1${'a'.repeat(27)}`)).toBe(true);
    expect(isValidPassword(`Aa1${'a'.repeat(28)}`)).toBe(false);
    expect(isValidPassword('Aa1aaaa')).toBe(false);
    expect(isValidPassword('secret123')).toBe(false);
    expect(isValidPassword('SECRET123')).toBe(false);
    expect(isValidPassword('SecretSecret')).toBe(false);
    expect(checkPassword('abc')).toEqual({ length: false, upper: false, lower: true, digit: false });
  });
});

describe('password hashing', () => {
  it('LOGIN-4 scrypt$N$r$p$salt$hash with N=2^15, r=8, p=1 and a 16-byte salt; verifies only the right password', async () => {
    const hash = await hashPassword('Secret123');
    const m = /^scrypt\$(\d+)\$(\d+)\$(\d+)\$([A-Za-z0-9_-]+)\$([A-Za-z0-9_-]+)$/.exec(hash);
    expect(m).not.toBeNull();
    expect([Number(m![1]), Number(m![2]), Number(m![3])]).toEqual([SCRYPT_PARAMS.N, SCRYPT_PARAMS.r, SCRYPT_PARAMS.p]);
    expect(SCRYPT_PARAMS).toEqual({ N: 32768, r: 8, p: 1 });
    expect(Buffer.from(m![4], 'base64url')).toHaveLength(16);
    expect(await verifyPassword('Secret123', hash)).toBe(true);
    expect(await verifyPassword('Secret124', hash)).toBe(false);
    expect(hash).not.toContain('Secret123');
    // a fresh salt each time
    expect(await hashPassword('Secret123')).not.toBe(hash);
  });

  it('LOGIN-4 malformed or absurd stored hashes never verify', async () => {
    expect(await verifyPassword('x', null)).toBe(false);
    expect(await verifyPassword('x', 'plain')).toBe(false);
    expect(await verifyPassword('x', 'scrypt$3$8$1$AAAA$AAAAAAAAAAAAAAAAAAAAAA')).toBe(false);
    expect(await verifyPassword('x', `scrypt$${2 ** 30}$8$1$AAAA$AAAAAAAAAAAAAAAAAAAAAA`)).toBe(false);
  });
});

describe('password transport', () => {
  const key = memoryRsaKey();

  it('LOGIN-4 decrypts password + timestamp and checks the timestamp suffix', () => {
    const now = Date.now();
    const fields = encryptPassword(key.publicKeyPem, 'Pässword1', now);
    expect(fields.encrypt_timestamp).toMatch(/^\d{13}$/);
    expect(readEncryptedPassword(fields, key, now)).toEqual({ ok: true, password: 'Pässword1', timestamp: now });
    // numeric timestamp accepted too
    expect(readEncryptedPassword({ ...fields, encrypt_timestamp: now }, key, now)).toEqual({
      ok: true,
      password: 'Pässword1',
      timestamp: now,
    });
    // a timestamp that is not the one encrypted with the password
    const other = readEncryptedPassword({ ...fields, encrypt_timestamp: String(now + 1) }, key, now);
    expect(other).toMatchObject({ ok: false, code: 10001 });
  });

  it('LOGIN-4 a stale or future timestamp is refused as expired', () => {
    const now = Date.now();
    const stale = encryptPassword(key.publicKeyPem, 'Secret123', now - ENCRYPT_MAX_AGE_MS - 1000);
    expect(readEncryptedPassword(stale, key, now)).toEqual({
      ok: false,
      code: 10001,
      message: 'Request expired, please try again',
    });
    const future = encryptPassword(key.publicKeyPem, 'Secret123', now + ENCRYPT_MAX_AGE_MS + 1000);
    expect(readEncryptedPassword(future, key, now)).toMatchObject({
      ok: false,
      message: 'Request expired, please try again',
    });
  });

  it('LOGIN-4 plain passwords, missing fields and garbage ciphertext are refused', () => {
    const now = Date.now();
    const fields = encryptPassword(key.publicKeyPem, 'Secret123', now);
    expect(readEncryptedPassword({ ...fields, password: 'Secret123' }, key, now)).toMatchObject({
      ok: false,
      message: expect.stringMatching(/Plain passwords are not accepted/),
    });
    expect(readEncryptedPassword({ password: 'Secret123' }, key, now)).toMatchObject({ ok: false });
    expect(readEncryptedPassword({}, key, now)).toMatchObject({ ok: false, code: 10001 });
    expect(readEncryptedPassword({ encrypt_password: 'AAAA', encrypt_timestamp: String(now) }, key, now)).toMatchObject(
      { ok: false, code: 10001 },
    );
    const otherKey = rsaKeyFromPem(
      generateKeyPairSync('rsa', { modulusLength: 2048 })
        .privateKey.export({ type: 'pkcs8', format: 'pem' })
        .toString(),
    );
    expect(readEncryptedPassword(encryptPassword(otherKey.publicKeyPem, 'Secret123', now), key, now)).toMatchObject({
      ok: false,
    });
  });
});

describe('RSA key configuration', () => {
  it('LOGIN-4 production without RSA_PRIVATE_KEY refuses to start, naming the variable', () => {
    expect(() => loadRsaKey({ rsaPrivateKey: undefined, production: true, keyDir: '/tmp' })).toThrow(/RSA_PRIVATE_KEY/);
  });

  it('LOGIN-4 RSA_PRIVATE_KEY (PKCS#8 or PKCS#1, \\n-escaped or not) is used as given; short keys are refused', () => {
    const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const pkcs8 = privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
    const fromEnv = loadRsaKey({ rsaPrivateKey: pkcs8.replace(/\n/g, '\\n'), production: true, keyDir: null });
    const now = Date.now();
    expect(readEncryptedPassword(encryptPassword(fromEnv.publicKeyPem, 'Secret123', now), fromEnv, now)).toEqual({
      ok: true,
      password: 'Secret123',
      timestamp: now,
    });
    const pkcs1 = privateKey.export({ type: 'pkcs1', format: 'pem' }).toString();
    expect(rsaKeyFromPem(pkcs1).publicKeyPem).toBe(fromEnv.publicKeyPem);
    expect(fromEnv.publicKeyPem).toMatch(/^-----BEGIN PUBLIC KEY-----/);
    const small = generateKeyPairSync('rsa', { modulusLength: 1024 }).privateKey.export({
      type: 'pkcs8',
      format: 'pem',
    });
    expect(() => rsaKeyFromPem(small.toString())).toThrow(/2048/);
    expect(() => rsaKeyFromPem('not a key')).toThrow(/RSA_PRIVATE_KEY/);
  });

  it('LOGIN-4 in development the key is made once under DATA_DIR (rsa-dev.pem, mode 600) and kept across restarts', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'rsa-dev-'));
    try {
      const first = loadRsaKey({ rsaPrivateKey: undefined, production: false, keyDir: dir });
      const file = path.join(dir, DEV_KEY_FILE);
      expect(readFileSync(file, 'utf8')).toMatch(/PRIVATE KEY/);
      expect(statSync(file).mode & 0o777).toBe(0o600);
      const second = loadRsaKey({ rsaPrivateKey: undefined, production: false, keyDir: dir });
      expect(second.publicKeyPem).toBe(first.publicKeyPem);
      // without a directory (in-memory mode) the key lives in the process
      expect(loadRsaKey({ rsaPrivateKey: undefined, production: false, keyDir: null }).publicKeyPem).toBe(
        memoryRsaKey().publicKeyPem,
      );
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('LOGIN-4 readApiConfig reads RSA_PRIVATE_KEY, WEB_ORIGIN, API_DEV_ROUTES, THIRDPARTY_PROVIDERS, DEMO_PASSWORD', () => {
    const dev = readApiConfig({});
    expect(dev).toMatchObject({ rsaPrivateKey: undefined, webOrigin: 'http://localhost:3000', devRoutes: true });
    const prod = readApiConfig({
      NODE_ENV: 'production',
      WEB_ORIGIN: 'https://www.example.com/x',
      RSA_PRIVATE_KEY: 'k',
    });
    expect(prod).toMatchObject({ rsaPrivateKey: 'k', webOrigin: 'https://www.example.com', devRoutes: false });
    expect(readApiConfig({ NODE_ENV: 'production', API_DEV_ROUTES: '1' }).devRoutes).toBe(true);
    expect(() => readApiConfig({ WEB_ORIGIN: 'nope' })).toThrow(/WEB_ORIGIN/);
  });

  it('LOGIN-5 REG-8 API_IP_LIMIT sets the per-IP limit; unset keeps the default, nonsense is refused', () => {
    expect(readApiConfig({}).ipLimit).toBeUndefined();
    expect(readApiConfig({ API_IP_LIMIT: '500' }).ipLimit).toBe(500);
    expect(() => readApiConfig({ API_IP_LIMIT: '0' })).toThrow(/API_IP_LIMIT/);
    expect(() => readApiConfig({ API_IP_LIMIT: 'many' })).toThrow(/API_IP_LIMIT/);
  });
});

describeEachDriver('RSA key on the config endpoint', (h) => {
  it('LOGIN-4 /v3/config/web serves rsa_public_key (SPKI PEM) and rsa_key_version v2', async () => {
    const { body } = await post<{ data: { name: string; value: string }[] }>(h.app, '/x-api/v3/config/web', {});
    const byName = Object.fromEntries(body.result.data.map((d) => [d.name, d.value]));
    expect(byName.rsa_public_key).toBe(memoryRsaKey().publicKeyPem);
    expect(byName.rsa_public_key).toMatch(/^-----BEGIN PUBLIC KEY-----\n[\s\S]+\n-----END PUBLIC KEY-----\n?$/);
    expect(byName.rsa_key_version).toBe('v2');
    expect(await publicKey(h.app)).toBe(byName.rsa_public_key);
  });

  it('LOGIN-4 with a keys filter the key entries appear only when asked for', async () => {
    const without = await post<{ data: { name: string }[] }>(h.app, '/x-api/v3/config/web', {
      keys: ['register_variant'],
    });
    expect(without.body.result.data.map((d) => d.name)).toEqual(['register_variant']);
    const asked = await post<{ data: { name: string }[] }>(h.app, '/x-api/v3/config/web', {
      keys: ['rsa_key_version', 'register_variant', 'rsa_public_key'],
    });
    expect(asked.body.result.data.map((d) => d.name)).toEqual([
      'rsa_key_version',
      'register_variant',
      'rsa_public_key',
    ]);
    const other = await post<{ data: unknown[] }>(h.app, '/x-api/v3/config/web', { project: 'other' });
    expect(other.body.result.data).toEqual([]);
  });

  it('LOGIN-4 a table row cannot replace the served key', async () => {
    await h.db.query("insert into app_config (project, name, value) values ('web', 'rsa_public_key', 'forged')");
    try {
      expect(await publicKey(h.app)).toBe(memoryRsaKey().publicKeyPem);
    } finally {
      await h.db.query("delete from app_config where name = 'rsa_public_key'");
    }
  });
});
