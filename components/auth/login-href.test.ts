import { describe, expect, it } from 'vitest';

import { loginHrefFor } from './login-href';

const email = (address: string) => ({ kind: 'email', email: address, country: 'GB', mobile: '' }) as const;

describe('the login an existing account is sent to (issue 39)', () => {
  it('REG-1 from /register: the login in the same language, the typed email to fill', () => {
    expect(loginHrefFor('/ru-RU/register', '?affiliate_id=1', email(' al@example.test '))).toBe(
      '/ru-RU/login?email=al%40example.test',
    );
  });

  it('REG-1 from /sign-up and /tr-register: the global and the Türkiye login', () => {
    expect(loginHrefFor('/en/sign-up', '', email('a@b.test'))).toBe('/en/login?email=a%40b.test');
    expect(loginHrefFor('/tr-TUR/tr-register', '', email('a@b.test'))).toBe('/tr-TUR/tr-login?email=a%40b.test');
  });

  it('OAUTH-4 from /oauth-register: the OAuth login, keeping the request', () => {
    expect(loginHrefFor('/en/oauth-register', '?client_id=c&state=s&email=x', email('a@b.test'))).toBe(
      '/en/oauth-login?client_id=c&state=s&email=a%40b.test',
    );
  });

  it('REG-1 a mobile number is not carried (the login fills only an email)', () => {
    expect(loginHrefFor('/en/register', '', { kind: 'mobile', email: '', country: 'GB', mobile: '7700 900123' })).toBe(
      '/en/login',
    );
  });
});
