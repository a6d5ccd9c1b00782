import { describe, expect, it } from 'vitest';

import {
  geetestPayload,
  magpiePayload,
  recaptchaPayload,
  tencentPayload,
  type CaptchaPayload,
} from '@/services/captcha/payloads';

describe('captcha payloads', () => {
  it('CAP-1 the in-house captcha sends magpie_verify_info {token, scene}', () => {
    expect(magpiePayload('dG9rZW4=', 31000)).toEqual({
      magpie_verify_info: { token: 'dG9rZW4=', scene: 31000 },
      type: 'magpie',
      key_version: 'v2',
    });
  });

  it('CAP-1 Tencent sends {ticket, randstr}, reCAPTCHA {g_recaptcha_response}', () => {
    expect(tencentPayload('t-1', '@r')).toEqual({ ticket: 't-1', randstr: '@r', type: 'qqcatpcha', key_version: 'v2' });
    expect(recaptchaPayload('03AG')).toEqual({ g_recaptcha_response: '03AG', type: 'recaptcha', key_version: 'v2' });
  });

  it('CAP-1 geetest sends its three validate fields', () => {
    const answer = { geetest_challenge: 'c', geetest_validate: 'v', geetest_seccode: 'v|jordan' };
    expect(geetestPayload({ ...answer })).toEqual({ ...answer, type: 'geecaptcha', key_version: 'v2' });
  });

  it('CAP-1 every payload carries type and key_version v2', () => {
    const payloads: CaptchaPayload[] = [
      magpiePayload('a', 31004),
      tencentPayload('t', 'r'),
      recaptchaPayload('g'),
      geetestPayload({ geetest_challenge: 'c', geetest_validate: 'v', geetest_seccode: 's' }),
    ];
    expect(payloads.map((p) => [p.type, p.key_version])).toEqual([
      ['magpie', 'v2'],
      ['qqcatpcha', 'v2'],
      ['recaptcha', 'v2'],
      ['geecaptcha', 'v2'],
    ]);
  });
});
