import { describe, expect, it } from 'vitest';

import {
  carriedEmail,
  NOTHING_REMEMBERED,
  readRememberedEmail,
  rememberAfterLogin,
  storedRememberedEmail,
} from '@/features/login/remembered-email';

const EMAIL = { kind: 'email', email: 'alice@example.test' } as const;
const MOBILE = { kind: 'mobile', countryCode: 'GB', mobile: '7400123456', international: '+44 7400 123456' } as const;

describe('the remembered login email', () => {
  it('remembers by default and keeps nothing on a first visit', () => {
    expect(readRememberedEmail(null)).toEqual({ remember: true, email: '' });
  });

  it('reads back what it stored: an email, or the choice not to remember', () => {
    const kept = { remember: true, email: 'alice@example.test' };
    expect(readRememberedEmail(storedRememberedEmail(kept))).toEqual(kept);
    const off = storedRememberedEmail({ remember: false, email: 'alice@example.test' });
    expect(off).not.toContain('alice');
    expect(readRememberedEmail(off)).toEqual({ remember: false, email: '' });
  });

  it('counts anything malformed as nothing kept', () => {
    for (const stored of [
      '',
      'alice@example.test',
      '{',
      'null',
      '[]',
      '{"remember":true}',
      '{"remember":true,"email":"not an email"}',
      '{"remember":"yes","email":"alice@example.test"}',
    ]) {
      expect(readRememberedEmail(stored), stored).toEqual(NOTHING_REMEMBERED);
    }
  });

  it('keeps the email of a login when asked to, and nothing but the email', () => {
    const after = rememberAfterLogin(NOTHING_REMEMBERED, true, EMAIL);
    expect(after).toEqual({ remember: true, email: 'alice@example.test' });
    expect(Object.keys(JSON.parse(storedRememberedEmail(after))).sort()).toEqual(['email', 'remember']);
  });

  it('forgets it when the person does not want it remembered', () => {
    const before = { remember: true, email: 'alice@example.test' };
    expect(rememberAfterLogin(before, false, EMAIL)).toEqual({ remember: false, email: '' });
    expect(rememberAfterLogin(before, false, MOBILE)).toEqual({ remember: false, email: '' });
  });

  it('a login by mobile number leaves the email kept before as it was', () => {
    const before = { remember: true, email: 'alice@example.test' };
    expect(rememberAfterLogin(before, true, MOBILE)).toEqual(before);
    expect(rememberAfterLogin({ remember: false, email: '' }, true, MOBILE)).toEqual({ remember: true, email: '' });
  });
});

describe('the email a link carries (issue 26)', () => {
  it('fills the form from ?email= when it is an email, else nothing', () => {
    expect(carriedEmail('?email=ana%40example.com')).toBe('ana@example.com');
    expect(carriedEmail('?email=%20ana@example.com%20&x=1')).toBe('ana@example.com');
    expect(carriedEmail('?email=not-an-email')).toBe('');
    expect(carriedEmail('?mobile=7400123456')).toBe('');
    expect(carriedEmail('')).toBe('');
  });
});
