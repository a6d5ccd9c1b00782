/**
 * Captcha facts shared by the page and the reference api (CAP-1..9, SPEC §9):
 * scenes, provider types, timings and the unavailable message. Pure data.
 * A page's first load takes only config/captcha-page.ts (scenes, message).
 */

import { CAPTCHA_SCENES, type CaptchaScene } from './captcha-page';

// the scenes and the unavailable message live with what a page's first load needs (issue 40)
export { CAPTCHA_SCENES, CAPTCHA_UNAVAILABLE_MESSAGE, type CaptchaScene, type CaptchaSceneName } from './captcha-page';

export const ALL_CAPTCHA_SCENES: readonly CaptchaScene[] = Object.values(CAPTCHA_SCENES);

/**
 * CAP-1: provider types as the api spells them (`qqcatpcha` is the api's
 * spelling, kept on purpose). `magpie` is the newer in-house proof-of-work
 * captcha, the only one that works with no third-party network (CAP-9).
 */
export const CAPTCHA_TYPES = {
  magpie: 'magpie',
  geetest: 'geecaptcha',
  tencent: 'qqcatpcha',
  recaptcha: 'recaptcha',
} as const;

export type CaptchaType = (typeof CAPTCHA_TYPES)[keyof typeof CAPTCHA_TYPES];
export type ThirdPartyCaptchaType = Exclude<CaptchaType, 'magpie'>;

export const ALL_CAPTCHA_TYPES: readonly CaptchaType[] = Object.values(CAPTCHA_TYPES);

export function isCaptchaType(value: unknown): value is CaptchaType {
  return typeof value === 'string' && (ALL_CAPTCHA_TYPES as readonly string[]).includes(value);
}

/** CAP-1: every captcha payload carries this key version. */
export const CAPTCHA_KEY_VERSION = 'v2';

/** CAP-8: the `type` query of captcha-info. */
export const CAPTCHA_INFO_TYPE = 'CAPTCHA_TYPE_BEHAVIOR_GEETEST';

/** CAP-7: fallback lists (after the newer captcha). */
export const CAPTCHA_FALLBACKS = {
  global: ['geecaptcha', 'recaptcha', 'qqcatpcha'],
  regulated: ['recaptcha'],
} as const satisfies Record<string, readonly ThirdPartyCaptchaType[]>;

/** CAP-7: scenes whose third-party fallback is reCAPTCHA alone, whatever the site. */
export const RECAPTCHA_ONLY_SCENES: readonly CaptchaScene[] = [CAPTCHA_SCENES.turkishLogin, CAPTCHA_SCENES.euLogin];

/** CAP-3, CAP-5, SPEC §9 */
export const CAPTCHA_TIMINGS = {
  showRetries: 3,
  showRetryIntervalMs: 1_000,
  geetestLoadPollMs: 200,
  autoCloseMs: 5_000,
} as const;

/** CAP-9: a magpie challenge is valid this long after it is issued. */
export const MAGPIE_CHALLENGE_TTL_MS = 5 * 60_000;

/** monitoring event names (CAP-4) */
export const CAPTCHA_MONITOR_EVENTS = {
  unavailable: 'captcha_unavailable',
} as const;

/**
 * CAP-9: the solved challenge (contract/captcha/captcha-info.ts MagpieChallenge
 * with its number); `token` in magpie_verify_info is its JSON, base64-encoded.
 */
export interface MagpieSolution {
  readonly algorithm: 'SHA-256';
  readonly challenge: string;
  readonly number: number;
  readonly salt: string;
  readonly signature: string;
}
