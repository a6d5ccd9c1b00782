import { describe, expect, it } from 'vitest';

import { isAccountInput, keptSendOf } from './account-input';

const EMAIL = { kind: 'email', email: 'ann@example.com' } as const;
const MOBILE = { kind: 'mobile', mobile: '7911123456', countryCode: 'GB', international: '+44 7911 123456' } as const;

describe('an account and a sent code read back from storage (issue 39)', () => {
  it('REG-1 LOGIN-2 an email or a mobile number as a flow sent it is an account; anything else is not', () => {
    expect(isAccountInput(EMAIL)).toBe(true);
    expect(isAccountInput(MOBILE)).toBe(true);
    expect(isAccountInput({ kind: 'email', email: '' })).toBe(false);
    expect(isAccountInput({ ...MOBILE, countryCode: 'gb' })).toBe(false);
    expect(isAccountInput({ kind: 'mobile', mobile: '7911123456', countryCode: 'GB' })).toBe(false);
    expect(isAccountInput('ann@example.com')).toBe(false);
    expect(isAccountInput(null)).toBe(false);
  });

  it('REG-6 a kept send is its handle, its account and its time, under the key the flow names', () => {
    expect(keptSendOf({ uuid: 'a1-b2', account: EMAIL, sentAt: 1000 }, 'uuid', /^[\w-]{1,128}$/)).toEqual({
      uuid: 'a1-b2',
      account: EMAIL,
      sentAt: 1000,
    });
    // nothing else that was stored comes along
    expect(keptSendOf({ token: 't.1', account: MOBILE, sentAt: 5, password: 'x' }, 'token', /^[\w.-]+$/)).toEqual({
      token: 't.1',
      account: MOBILE,
      sentAt: 5,
    });
  });

  it('REG-6 a handle off its pattern, a foreign account, or a send time that is no number is nothing', () => {
    const pattern = /^[\w-]{1,128}$/;
    expect(keptSendOf({ uuid: 'a b', account: EMAIL, sentAt: 1 }, 'uuid', pattern)).toBeNull();
    expect(keptSendOf({ uuid: 'x'.repeat(129), account: EMAIL, sentAt: 1 }, 'uuid', pattern)).toBeNull();
    expect(keptSendOf({ token: 'abc', account: EMAIL, sentAt: 1 }, 'uuid', pattern)).toBeNull();
    expect(keptSendOf({ uuid: 'abc', account: { kind: 'email' }, sentAt: 1 }, 'uuid', pattern)).toBeNull();
    expect(keptSendOf({ uuid: 'abc', account: EMAIL, sentAt: '1' }, 'uuid', pattern)).toBeNull();
    expect(keptSendOf({ uuid: 'abc', account: EMAIL, sentAt: Number.NaN }, 'uuid', pattern)).toBeNull();
    expect(keptSendOf('abc', 'uuid', pattern)).toBeNull();
  });
});
