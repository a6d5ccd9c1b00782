import type { EncryptedPassword } from '@/services/auth/password-encryption';
import type { CaptchaPayload } from '@/services/captcha/payloads';
import { RET_CODES } from '@/services/errors/ret-codes';
import { http } from '@/services/http';

import type { LoginAnswer, SessionResult } from './auth';

/** LOGIN-6: third-party sign-in (docs/thirdparty.md). */

/** The provider's sign-in page for this browser; the provider comes back to `redirectUri`. */
export async function startThirdPartyLogin(
  provider: string,
  redirectUri: string,
  attribution: Readonly<Record<string, string>>,
): Promise<string> {
  const res = await http.post<{ url: string }>('/user/public/thirdparty/authorize', {
    provider,
    redirect_uri: redirectUri,
    attribution,
  });
  return res.result.url;
}

/** The code the provider sent back becomes a session; 33201 asks for the existing account's password. */
export async function finishThirdPartyLogin(req: {
  readonly provider: string;
  readonly code: string;
  readonly state: string;
  readonly iss?: string;
}): Promise<SessionResult> {
  return (await http.post<SessionResult>('/user/public/login/thirdparty', req)).result;
}

/** Links the provider's identity to the existing account with that account's password. */
export async function linkThirdPartyLogin(req: {
  readonly linkToken: string;
  readonly password: EncryptedPassword;
  readonly captcha: CaptchaPayload;
}): Promise<LoginAnswer> {
  const res = await http.post<SessionResult & { pass_err_count?: number }>('/user/public/login/thirdparty/link', {
    link_token: req.linkToken,
    ...req.password,
    ...req.captcha,
  });
  // ERR-8: counts 3-5 come back as an answer, as on the login
  if (res.ret_code === RET_CODES.wrongPassword) {
    return { kind: 'wrong-password', count: Number(res.result?.pass_err_count ?? 0) };
  }
  return { kind: 'session', session: res.result };
}
