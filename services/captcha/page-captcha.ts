import { CAPTCHA_TYPES, type CaptchaType } from '@/config/captcha';
import { http } from '@/services/http';
import { ensureGuid } from '@/services/identity';

import { fetchCaptchaInfo, isGeetestConfigured, type CaptchaInfo, type CaptchaInfoFlow } from './captcha-info';
import { captchaOrder } from './captcha-order';
import { createCaptchaRunner, type CaptchaRunner } from './captcha-runner';
import { createMagpieProvider } from './magpie-provider';
import { createGeetestProvider, createRecaptchaProvider, createTencentProvider } from './script-providers';

/** The /v3/config/web keys the captchas read (UI-6). */
export const CAPTCHA_CONFIG_KEYS = {
  order: 'captcha_order',
  geetestScript: 'captcha_geetest_script',
  recaptchaScript: 'captcha_recaptcha_script',
  recaptchaKey: 'captcha_recaptcha_key',
  tencentScript: 'captcha_tencent_script',
  tencentAppId: 'captcha_tencent_app_id',
} as const;

/** A config value listing script mirrors: a JSON array or one URL. */
export function scriptUrls(value: string | undefined): string[] {
  if (!value) return [];
  try {
    const parsed: unknown = JSON.parse(value);
    if (Array.isArray(parsed)) return parsed.filter((v): v is string => typeof v === 'string' && v !== '');
  } catch {
    // a plain URL
  }
  return [value];
}

export function configuredOrder(value: string | undefined): string[] | undefined {
  if (!value) return undefined;
  try {
    const parsed: unknown = JSON.parse(value);
    return Array.isArray(parsed) ? parsed.filter((v): v is string => typeof v === 'string') : undefined;
  } catch {
    return value.split(',').map((v) => v.trim());
  }
}

/** CAP-8: captcha-info is asked with the SHA-256 of the device GUID, never the GUID itself. */
export async function hashedGuid(guid: string = ensureGuid()): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(guid));
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
}

export interface PageCaptchaOptions {
  readonly scene: number;
  readonly flow: CaptchaInfoFlow;
  readonly siteRegulated: boolean;
  readonly config: Readonly<Record<string, string>>;
}

/**
 * CAP-1..9: the captcha runner of a screen: the in-house captcha first, then
 * the third-party ones the site and scene allow, each loading its script
 * from the URLs of the web config. Geetest runs only with the gt/challenge
 * of the last captcha-info.
 */
export function createPageCaptcha({ scene, flow, siteRegulated, config }: PageCaptchaOptions): CaptchaRunner {
  let lastInfo: CaptchaInfo | null = null;
  const info = async () => {
    lastInfo = await fetchCaptchaInfo(http, { flow, loginName: await hashedGuid(), scene });
    return lastInfo;
  };
  const providers = {
    [CAPTCHA_TYPES.magpie]: createMagpieProvider({ fetchChallenge: async () => (await info()).magpie }),
    [CAPTCHA_TYPES.geetest]: createGeetestProvider(scriptUrls(config[CAPTCHA_CONFIG_KEYS.geetestScript]), () =>
      lastInfo && isGeetestConfigured(lastInfo) ? lastInfo : null,
    ),
    [CAPTCHA_TYPES.recaptcha]: createRecaptchaProvider(
      scriptUrls(config[CAPTCHA_CONFIG_KEYS.recaptchaScript]),
      config[CAPTCHA_CONFIG_KEYS.recaptchaKey] ?? '',
    ),
    [CAPTCHA_TYPES.tencent]: createTencentProvider(
      scriptUrls(config[CAPTCHA_CONFIG_KEYS.tencentScript]),
      config[CAPTCHA_CONFIG_KEYS.tencentAppId] ?? '',
    ),
  } satisfies Record<CaptchaType, unknown>;
  return createCaptchaRunner({
    scene,
    order: () =>
      captchaOrder({
        siteRegulated,
        scene,
        geetestConfigured: lastInfo ? isGeetestConfigured(lastInfo) : false,
        configuredOrder: configuredOrder(config[CAPTCHA_CONFIG_KEYS.order]),
      }),
    providers,
  });
}
