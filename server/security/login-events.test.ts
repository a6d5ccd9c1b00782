import { describe, expect, it } from 'vitest';

import { RET_CODES } from '@/contract/ret-codes';

import { loginResultOfRefusal } from './login-events';

describe('loginResultOfRefusal', () => {
  it.each([
    [RET_CODES.wrongPassword, 'wrongPassword'],
    [RET_CODES.tooManyPasswordErrors, 'locked'],
    [RET_CODES.tooManyCodeErrors, 'locked'],
    [RET_CODES.accountBanned, 'banned'],
    [RET_CODES.accountTerminated, 'closed'],
    [RET_CODES.accountUpgrading, 'upgrading'],
    [RET_CODES.jurisdictionRefused, 'otherSite'],
  ] as const)('issue 36 item 8 a login refused with %i is in the history as %s', (code, result) => {
    expect(loginResultOfRefusal(code)).toBe(result);
  });

  it('issue 36 item 8 a refusal that is no login outcome (the captcha, the network limit) is not in the history', () => {
    expect(loginResultOfRefusal(RET_CODES.captchaFailed)).toBeNull();
    expect(loginResultOfRefusal(RET_CODES.ipLimit)).toBeNull();
    expect(loginResultOfRefusal(RET_CODES.success)).toBeNull();
  });
});
