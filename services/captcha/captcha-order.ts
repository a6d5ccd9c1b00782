import {
  CAPTCHA_FALLBACKS,
  CAPTCHA_TYPES,
  isCaptchaType,
  RECAPTCHA_ONLY_SCENES,
  type CaptchaType,
  type ThirdPartyCaptchaType,
} from '@/config/captcha';

export interface CaptchaOrderInput {
  /** a regulated regional site (anything but the global BYBIT site) */
  readonly siteRegulated: boolean;
  readonly scene: number;
  /** captcha-info answered a geetest gt/challenge (success 1) */
  readonly geetestConfigured: boolean;
  /** an order from remote configuration (`captcha_type` in /v3/config/web), most wanted first */
  readonly configuredOrder?: readonly string[];
}

/** CAP-7: the third-party captchas a site and scene may fall back to. */
function allowedFallbacks(siteRegulated: boolean, scene: number): readonly ThirdPartyCaptchaType[] {
  if (RECAPTCHA_ONLY_SCENES.includes(scene as (typeof RECAPTCHA_ONLY_SCENES)[number])) return ['recaptcha'];
  return siteRegulated ? CAPTCHA_FALLBACKS.regulated : CAPTCHA_FALLBACKS.global;
}

/**
 * CAP-5, CAP-7: the captchas to try, in order, for one show.
 *
 * - The newer in-house captcha (magpie) comes first for every scene; the
 *   rest is the downgrade path. "31013/31014 recaptcha only" restricts that
 *   downgrade path, not the newer captcha, which the spec wants "for all
 *   scenes": so those scenes run magpie, then reCAPTCHA.
 * - Fallbacks: reCAPTCHA alone on regulated sites; geetest, reCAPTCHA,
 *   Tencent on the global site.
 * - Geetest needs the gt/challenge captcha-info hands out: without them it
 *   cannot run, so it is left out; with them it leads the fallbacks.
 * - A configured order may reorder or drop captchas, never add one the site
 *   or scene does not allow; when nothing allowed is left it is ignored.
 */
export function captchaOrder({
  siteRegulated,
  scene,
  geetestConfigured,
  configuredOrder,
}: CaptchaOrderInput): CaptchaType[] {
  const allowed: CaptchaType[] = [CAPTCHA_TYPES.magpie, ...allowedFallbacks(siteRegulated, scene)].filter(
    (type) => type !== CAPTCHA_TYPES.geetest || geetestConfigured,
  );
  const configured = [...new Set((configuredOrder ?? []).filter(isCaptchaType))].filter((type) =>
    allowed.includes(type),
  );
  const order = configured.length > 0 ? configured : allowed;
  if (!order.includes(CAPTCHA_TYPES.geetest)) return order;
  // geetest preferred over the other third-party captchas (CAP-5)
  const firstThirdParty = order.findIndex((type) => type !== CAPTCHA_TYPES.magpie);
  const rest: CaptchaType[] = order.filter((type) => type !== CAPTCHA_TYPES.geetest);
  rest.splice(firstThirdParty, 0, CAPTCHA_TYPES.geetest);
  return rest;
}
