import { describe, expect, it } from 'vitest';

import { magpieMaxNumber, MAGPIE_MAX_NUMBER } from '@/server/captcha/difficulty';
import { assertCaptchaConfig, captchaConfigProblem, captchaHmacKey } from '@/server/captcha/secret';

const STRONG_KEY = 'a'.repeat(64);

describe('captcha server settings', () => {
  it('CAP-9 production without CAPTCHA_HMAC_KEY refuses to start, saying why', () => {
    expect(() => assertCaptchaConfig({ NODE_ENV: 'production' })).toThrow(/CAPTCHA_HMAC_KEY is not set/);
    expect(() => captchaHmacKey({ NODE_ENV: 'production' })).toThrow(/CAPTCHA_HMAC_KEY is not set/);
    expect(() => assertCaptchaConfig({ NODE_ENV: 'production', CAPTCHA_HMAC_KEY: 'short' })).toThrow(/too short/);
    expect(() => assertCaptchaConfig({ NODE_ENV: 'production', CAPTCHA_HMAC_KEY: STRONG_KEY })).not.toThrow();
    expect(captchaConfigProblem({ NODE_ENV: 'production', CAPTCHA_HMAC_KEY: STRONG_KEY })).toBeNull();
  });

  it('CAP-9 the configured key is used as is', () => {
    expect(captchaHmacKey({ NODE_ENV: 'production', CAPTCHA_HMAC_KEY: STRONG_KEY })).toBe(STRONG_KEY);
    expect(captchaHmacKey({ CAPTCHA_HMAC_KEY: 'dev-key' })).toBe('dev-key');
  });

  it('CAP-9 outside production a random key is made once per process', () => {
    expect(() => assertCaptchaConfig({ NODE_ENV: 'development' })).not.toThrow();
    const first = captchaHmacKey({ NODE_ENV: 'development' });
    expect(first).toMatch(/^[0-9a-f]{64}$/);
    expect(captchaHmacKey({ NODE_ENV: 'test' })).toBe(first);
  });

  it('CAP-9 CAPTCHA_MAX_NUMBER tunes the difficulty within bounds', () => {
    expect(magpieMaxNumber({})).toBe(MAGPIE_MAX_NUMBER);
    expect(magpieMaxNumber({ CAPTCHA_MAX_NUMBER: '100000' })).toBe(100_000);
    expect(() => magpieMaxNumber({ CAPTCHA_MAX_NUMBER: '10' })).toThrow(/CAPTCHA_MAX_NUMBER/);
    expect(() => assertCaptchaConfig({ CAPTCHA_MAX_NUMBER: 'lots' })).toThrow(/CAPTCHA_MAX_NUMBER/);
  });
});
