/**
 * The captcha facts a sign-in page needs in its first load (issue 40): the
 * scene its form sends and the message told when no captcha could run. The
 * rest of config/captcha.ts (providers, fallbacks, timings) is needed only
 * once a captcha is asked for, and loads with the captcha code. Pure data.
 */

/** CAP-6: the scene a captcha is shown for; the server checks the solved token against it. */
export const CAPTCHA_SCENES = {
  mainLogin: 31000,
  thirdPartyLogin: 31001,
  /** also the Turkish register */
  register: 31004,
  turkishLogin: 31013,
  euLogin: 31014,
  tradingTool: 31005,
  migration: 30245,
  securityVerification: 30093,
} as const;

export type CaptchaSceneName = keyof typeof CAPTCHA_SCENES;
export type CaptchaScene = (typeof CAPTCHA_SCENES)[CaptchaSceneName];

/** CAP-2, ERR catalogue: shown when no captcha could be loaded or run. */
export const CAPTCHA_UNAVAILABLE_MESSAGE = 'Captcha is currently unavailable, please check the network and try again';
