import { afterEach, describe, expect, it } from 'vitest';

import { COOKIES } from '@/config/http';
import { CAPTCHA_CONFIG_KEYS, configuredOrder, hashedGuid, scriptUrls } from '@/services/captcha/page-captcha';
import { clearBrowserStorage, readCookie } from '@/tests/support/browser-storage';
import { sha256Hex } from '@/tests/support/node-side';

afterEach(() => clearBrowserStorage());

const sha256 = sha256Hex;

describe('scriptUrls', () => {
  it('CAP-2 a JSON array lists the mirrors in the order they are tried', () => {
    expect(scriptUrls('["https://a.example/gt.js","https://b.example/gt.js"]')).toEqual([
      'https://a.example/gt.js',
      'https://b.example/gt.js',
    ]);
  });

  it('CAP-2 entries that are not strings, or are empty, are dropped', () => {
    expect(scriptUrls('["https://a.example/gt.js", "", 7, null, {"x":1}]')).toEqual(['https://a.example/gt.js']);
    expect(scriptUrls('[]')).toEqual([]);
  });

  it('CAP-2 a plain value is one URL', () => {
    expect(scriptUrls('https://www.recaptcha.net/recaptcha/api.js')).toEqual([
      'https://www.recaptcha.net/recaptcha/api.js',
    ]);
  });

  it('CAP-2 no configured script: nothing to try, the captcha is unavailable rather than loading undefined', () => {
    expect(scriptUrls(undefined)).toEqual([]);
    expect(scriptUrls('')).toEqual([]);
  });

  it('UI-6 CAP-2 the captcha config keys of /v3/config/web', () => {
    expect(CAPTCHA_CONFIG_KEYS.order).toBe('captcha_order');
    expect(Object.values(CAPTCHA_CONFIG_KEYS).every((key) => key.startsWith('captcha_'))).toBe(true);
  });
});

describe('configuredOrder', () => {
  it('CAP-7 a JSON array of captcha types, non-strings dropped', () => {
    expect(configuredOrder('["recaptcha","magpie"]')).toEqual(['recaptcha', 'magpie']);
    expect(configuredOrder('["recaptcha", 3, null]')).toEqual(['recaptcha']);
  });

  it('CAP-7 a comma list, spaces trimmed', () => {
    expect(configuredOrder('magpie, geecaptcha ,recaptcha')).toEqual(['magpie', 'geecaptcha', 'recaptcha']);
    expect(configuredOrder('recaptcha')).toEqual(['recaptcha']);
  });

  it('CAP-7 absent or JSON that is not a list: no configured order, the default applies', () => {
    expect(configuredOrder(undefined)).toBeUndefined();
    expect(configuredOrder('')).toBeUndefined();
    expect(configuredOrder('{"order":["recaptcha"]}')).toBeUndefined();
    expect(configuredOrder('"recaptcha"')).toBeUndefined();
  });
});

describe('hashedGuid', () => {
  const GUID = '0f8fad5b-d9cb-469f-a165-70867728950e';

  it('CAP-8 is the SHA256 hex digest of the guid (64 hex characters), never the guid itself', async () => {
    const hashed = await hashedGuid(GUID);
    expect(hashed).toMatch(/^[0-9a-f]{64}$/);
    expect(hashed).toBe(sha256(GUID));
    expect(hashed).not.toContain(GUID);
    expect(hashed).not.toContain(GUID.replace(/-/g, ''));
  });

  it('CAP-8 matches the published SHA256 test vector for "abc"', async () => {
    expect(await hashedGuid('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
  });

  it('CAP-8 different devices get different login names', async () => {
    expect(await hashedGuid(GUID)).not.toBe(await hashedGuid('7c9e6679-7425-40de-944b-e07fc1f90ae7'));
  });

  it('CAP-8 SEC-1 by default hashes the device GUID cookie', async () => {
    document.cookie = `${COOKIES.guid}=${GUID}; path=/`;
    expect(await hashedGuid()).toBe(sha256(GUID));
  });

  it('CAP-8 SEC-1 without a GUID cookie one is made, and that is what is hashed', async () => {
    expect(readCookie(COOKIES.guid)).toBeUndefined();
    const hashed = await hashedGuid();
    const made = readCookie(COOKIES.guid);
    expect(made).toHaveLength(36);
    expect(hashed).toBe(sha256(made!));
  });
});
