import { describe, expect, it } from 'vitest';

import { ALL_CAPTCHA_SCENES, CAPTCHA_SCENES, type CaptchaType } from '@/config/captcha';
import { captchaOrder } from '@/services/captcha/captcha-order';

const RECAPTCHA_ONLY: number[] = [CAPTCHA_SCENES.turkishLogin, CAPTCHA_SCENES.euLogin];

/** the order the spec asks for, written out case by case */
function expectedOrder(scene: number, siteRegulated: boolean, geetestConfigured: boolean): CaptchaType[] {
  if (RECAPTCHA_ONLY.includes(scene) || siteRegulated) return ['magpie', 'recaptcha'];
  return geetestConfigured ? ['magpie', 'geecaptcha', 'recaptcha', 'qqcatpcha'] : ['magpie', 'recaptcha', 'qqcatpcha'];
}

describe('captchaOrder', () => {
  it('CAP-6 knows the eight scenes', () => {
    expect([...ALL_CAPTCHA_SCENES].sort()).toEqual([30093, 30245, 31000, 31001, 31004, 31005, 31013, 31014]);
  });

  for (const scene of ALL_CAPTCHA_SCENES) {
    for (const siteRegulated of [false, true]) {
      for (const geetestConfigured of [false, true]) {
        const label = `${siteRegulated ? 'regulated' : 'global'} site, geetest ${geetestConfigured ? 'configured' : 'absent'}`;
        it(`CAP-7 CAP-5 scene ${scene}, ${label}`, () => {
          const order = captchaOrder({ scene, siteRegulated, geetestConfigured });
          expect(order).toEqual(expectedOrder(scene, siteRegulated, geetestConfigured));
          // the newer captcha first for every scene, with a downgrade path behind it
          expect(order[0]).toBe('magpie');
          expect(order.length).toBeGreaterThan(1);
        });
      }
    }
  }

  it('CAP-7 scenes 31013 and 31014 fall back to reCAPTCHA only, even on the global site', () => {
    for (const scene of RECAPTCHA_ONLY) {
      expect(captchaOrder({ scene, siteRegulated: false, geetestConfigured: true })).toEqual(['magpie', 'recaptcha']);
    }
  });

  it('CAP-5 a configured geetest leads the third-party captchas even when configuration lists it last', () => {
    const order = captchaOrder({
      scene: CAPTCHA_SCENES.mainLogin,
      siteRegulated: false,
      geetestConfigured: true,
      configuredOrder: ['magpie', 'recaptcha', 'qqcatpcha', 'geecaptcha'],
    });
    expect(order).toEqual(['magpie', 'geecaptcha', 'recaptcha', 'qqcatpcha']);
  });

  it('CAP-7 a configured order reorders and drops, but cannot add what the site or scene forbids', () => {
    const base = { scene: CAPTCHA_SCENES.register, geetestConfigured: false };
    expect(captchaOrder({ ...base, siteRegulated: false, configuredOrder: ['recaptcha', 'magpie'] })).toEqual([
      'recaptcha',
      'magpie',
    ]);
    expect(
      captchaOrder({ ...base, siteRegulated: true, configuredOrder: ['qqcatpcha', 'recaptcha', 'recaptcha', 'x'] }),
    ).toEqual(['recaptcha']);
    // geetest without gt/challenge cannot run; nothing allowed left → the default order
    expect(captchaOrder({ ...base, siteRegulated: false, configuredOrder: ['geecaptcha'] })).toEqual([
      'magpie',
      'recaptcha',
      'qqcatpcha',
    ]);
  });
});
