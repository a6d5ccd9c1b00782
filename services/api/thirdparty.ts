import type { SessionResult } from '@/contract/session';
import { thirdPartyAuthorizeFacts } from '@/contract/thirdparty/authorize.facts';
import { thirdPartyLinkFacts } from '@/contract/thirdparty/link.facts';
import { thirdPartyLoginFacts } from '@/contract/thirdparty/login.facts';
import type { EncryptedPassword } from '@/services/auth/password-encryption';
import type { CaptchaPayload } from '@/services/captcha/payloads';
import { http, refuseWrongPassword } from '@/services/http';

/** LOGIN-6: third-party sign-in (docs/thirdparty.md). */

/** The provider's sign-in page for this browser; the provider comes back to `redirectUri`. */
export async function startThirdPartyLogin(
  provider: string,
  redirectUri: string,
  attribution: Readonly<Record<string, string>>,
): Promise<string> {
  const res = await http.call(thirdPartyAuthorizeFacts, { provider, redirect_uri: redirectUri, attribution });
  return res.result.url;
}

/** The code the provider sent back becomes a session; 33201 asks for the existing account's password. */
export async function finishThirdPartyLogin(req: {
  readonly provider: string;
  readonly code: string;
  readonly state: string;
  readonly iss?: string;
}): Promise<SessionResult> {
  return (await http.call(thirdPartyLoginFacts, req)).result;
}

/** Links the provider's identity to the existing account with that account's password. */
export async function linkThirdPartyLogin(req: {
  readonly linkToken: string;
  readonly password: EncryptedPassword;
  readonly captcha: CaptchaPayload;
}): Promise<SessionResult> {
  // ERR-8: a wrong password is a refusal at any count, as on the login
  const answer = await http.call(thirdPartyLinkFacts, { link_token: req.linkToken, ...req.password, ...req.captcha });
  return refuseWrongPassword(answer, thirdPartyLinkFacts.path).result;
}
