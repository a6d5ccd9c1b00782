import { CAPTCHA_SCENES } from '@/config/captcha';
import { RET_CODES } from '@/contract/ret-codes';

import { verifyCaptchaPayload } from '../captcha/verify';
import type { Db } from '../db';

export const CAPTCHA_FAILED = { code: RET_CODES.captchaFailed, message: 'Captcha verification failed' } as const;

type Body = Record<string, unknown>;

function asBody(value: unknown): Body {
  return value && typeof value === 'object' && !Array.isArray(value) ? (value as Body) : {};
}

/**
 * The account type of a registration or login body (1 email, 5 mobile, 44
 * Turkish). CAP-1 captcha payloads spread a string `type` ('magpie', …) into
 * the same body, so the account type travels as `register_type`; a numeric
 * `type` is read too, for pages that send the captcha type as `captcha_type`.
 */
export function accountType(body: unknown): number | undefined {
  const b = asBody(body);
  if (typeof b.register_type === 'number') return b.register_type;
  if (typeof b.type === 'number') return b.type;
  return undefined;
}

/** The captcha fields of a body as verifyCaptchaPayload reads them (`captcha_type` → `type`). */
export function captchaFields(body: unknown): Body {
  const b = asBody(body);
  if (typeof b.type !== 'string' && typeof b.captcha_type === 'string') return { ...b, type: b.captcha_type };
  return b;
}

/**
 * CAP-6: the captcha scene of a login body: 31014 on the EU site (site_id
 * 'EU'), 31013 for the Turkish login (account type 44, or tr_login true/1),
 * else 31000.
 */
export function loginScene(body: unknown): number {
  const b = asBody(body);
  if (typeof b.site_id === 'string' && b.site_id.toUpperCase() === 'EU') return CAPTCHA_SCENES.euLogin;
  if (accountType(b) === 44 || b.tr_login === true || b.tr_login === 1) return CAPTCHA_SCENES.turkishLogin;
  return CAPTCHA_SCENES.mainLogin;
}

/** CAP-6: every registration call that sends a message or creates an account (also the Turkish register). */
export const REGISTER_SCENE = CAPTCHA_SCENES.register;

export async function captchaPasses(db: Db, body: unknown, scene: number): Promise<boolean> {
  return verifyCaptchaPayload(db, captchaFields(body), scene);
}
