import { describe, expect, it } from 'vitest';

import type { PendingThirdParty } from '@/components/auth/thirdparty';
import {
  callbackOf,
  loginAfterThirdParty,
  stepOfExchangeFailure,
  thirdPartyArrival,
  thirdPartyStep,
} from '@/features/login/thirdparty-return';
import { networkFailure, refusal } from '@/tests/support/request-errors';

const pending: PendingThirdParty = { provider: 'google', label: 'Google', lang: 'en', search: '?a=1', startedAt: 1 };
const page = { locale: 'en', path: '/authorized' };

describe('LOGIN-6 ROUTE-2 the third-party return page (pure)', () => {
  it('LOGIN-6 reads the provider answer of the address', () => {
    expect(callbackOf('?code=c&state=s&iss=https%3A%2F%2Fidp')).toEqual({
      code: 'c',
      state: 's',
      iss: 'https://idp',
      error: null,
    });
    expect(callbackOf('?error=access_denied')).toEqual({ code: '', state: '', iss: undefined, error: 'access_denied' });
  });

  it('LOGIN-6 ROUTE-2 on arrival: cancelled at the provider, another language, nothing to finish, or the exchange', () => {
    const answer = callbackOf('?code=c&state=s');
    expect(thirdPartyArrival(pending, callbackOf('?error=x'), page, '?error=x')).toEqual({ kind: 'cancelled' });
    expect(thirdPartyArrival({ ...pending, lang: 'ja-JP' }, answer, page, '?code=c&state=s')).toEqual({
      kind: 'relocate',
      href: '/ja-JP/authorized?code=c&state=s',
    });
    expect(thirdPartyArrival(null, answer, page, '')).toEqual({ kind: 'expired' });
    expect(thirdPartyArrival(null, callbackOf('?error=x'), page, '')).toEqual({ kind: 'expired' });
    expect(thirdPartyArrival(pending, callbackOf('?code=c'), page, '')).toEqual({ kind: 'expired' });
    expect(thirdPartyArrival(pending, answer, page, '')).toEqual({ kind: 'exchange', pending, callback: answer });
  });

  it('LOGIN-6 a refused exchange: link with the password (33201), expired (33202), else failed', () => {
    expect(stepOfExchangeFailure(refusal(33201, 'login', { link_token: 'lt', email: 'e@x.test' }))).toEqual({
      kind: 'link',
      linkToken: 'lt',
      email: 'e@x.test',
    });
    expect(stepOfExchangeFailure(refusal(33202, 'login'))).toEqual({ kind: 'ended', reason: 'expired' });
    expect(stepOfExchangeFailure(networkFailure('login'))).toEqual({ kind: 'ended', reason: 'failed' });
  });

  it('LOGIN-6 the page from its arrival and the exchange: working until something ends it', () => {
    const exchange = thirdPartyArrival(pending, callbackOf('?code=c&state=s'), page, '');
    expect(thirdPartyStep(null, { status: 'loading' })).toEqual({ kind: 'working' });
    expect(thirdPartyStep({ kind: 'cancelled' }, { status: 'loading' })).toEqual({
      kind: 'ended',
      reason: 'cancelled',
    });
    expect(thirdPartyStep({ kind: 'expired' }, { status: 'loading' })).toEqual({ kind: 'ended', reason: 'expired' });
    expect(thirdPartyStep({ kind: 'relocate', href: '/x' }, { status: 'loading' })).toEqual({ kind: 'working' });
    expect(thirdPartyStep(exchange, { status: 'loading' })).toEqual({ kind: 'working' });
    expect(thirdPartyStep(exchange, { status: 'done' })).toEqual({ kind: 'working' });
    expect(thirdPartyStep(exchange, { status: 'failed', error: refusal(33202, 'login') })).toEqual({
      kind: 'ended',
      reason: 'expired',
    });
  });

  it('ROUTE-2 the way back is the login of the starting page, Turkish for /tr-authorized', () => {
    expect(loginAfterThirdParty('de-DE', '/authorized', '?a=1')).toBe('/de-DE/login?a=1');
    expect(loginAfterThirdParty('tr-TR', '/tr-authorized', '')).toBe('/tr-TR/tr-login');
  });
});
