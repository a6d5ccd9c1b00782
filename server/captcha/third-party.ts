import type { ThirdPartyCaptchaType } from '@/config/captcha';

type Env = Record<string, string | undefined>;
type Fetch = typeof fetch;

/**
 * Settings of the third-party verifiers. Env: RECAPTCHA_SECRET_KEY turns on
 * server-side reCAPTCHA checks (needs network to www.google.com). Nothing
 * turns on geetest or Tencent: see verifyThirdPartyCaptcha.
 */
export interface ThirdPartyDeps {
  readonly env: Env;
  readonly fetch: Fetch;
}

const RECAPTCHA_VERIFY_URL = 'https://www.google.com/recaptcha/api/siteverify';
const VERIFY_TIMEOUT_MS = 5_000;

function nonEmptyString(value: unknown): value is string {
  return typeof value === 'string' && value.length > 0;
}

/**
 * reCAPTCHA: checked with Google's siteverify when RECAPTCHA_SECRET_KEY is
 * set; without it (offline, the default) every token is refused.
 */
async function verifyRecaptcha(body: Record<string, unknown>, { env, fetch }: ThirdPartyDeps): Promise<boolean> {
  const secret = env.RECAPTCHA_SECRET_KEY;
  const response = body.g_recaptcha_response;
  if (!secret || !nonEmptyString(response)) return false;
  try {
    const res = await fetch(RECAPTCHA_VERIFY_URL, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ secret, response }).toString(),
      signal: AbortSignal.timeout(VERIFY_TIMEOUT_MS),
    });
    if (!res.ok) return false;
    const answer = (await res.json()) as { success?: unknown };
    return answer.success === true;
  } catch {
    return false;
  }
}

/**
 * Server-side check of a third-party captcha answer. Geetest and Tencent
 * (qqcatpcha) need a registration call and a signed cloud API that this
 * reference server does not implement, so their answers are always refused
 * here: accepting them unchecked would make the captcha decorative.
 */
export async function verifyThirdPartyCaptcha(
  type: ThirdPartyCaptchaType,
  body: Record<string, unknown>,
  deps: ThirdPartyDeps,
): Promise<boolean> {
  switch (type) {
    case 'recaptcha':
      return verifyRecaptcha(body, deps);
    case 'geecaptcha':
    case 'qqcatpcha':
      return false;
  }
}
