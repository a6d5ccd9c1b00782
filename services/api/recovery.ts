import type { RequestOf, ResultOf } from '@/contract/endpoint';
import type { passwordReset } from '@/contract/recovery/password-reset';
import type { passwordResetCheck } from '@/contract/recovery/password-reset-check';
import { passwordResetCheckFacts } from '@/contract/recovery/password-reset-check.facts';
import type { passwordResetSend } from '@/contract/recovery/password-reset-send';
import { passwordResetSendFacts } from '@/contract/recovery/password-reset-send.facts';
import { passwordResetFacts } from '@/contract/recovery/password-reset.facts';
import type { securityRecover } from '@/contract/recovery/recover';
import { securityRecoverSendFacts } from '@/contract/recovery/recover-send.facts';
import type { RecoveryMethod, RecoveryStart } from '@/contract/recovery/recover-start';
import { securityRecoverStartFacts } from '@/contract/recovery/recover-start.facts';
import { securityRecoverFacts } from '@/contract/recovery/recover.facts';
import type { EncryptedPassword } from '@/services/auth/password-encryption';
import type { CaptchaPayload } from '@/services/captcha/payloads';
import { http, refuseWrongPassword } from '@/services/http';

import type { AccountInput } from './auth';

export type { RecoveryMethod, RecoveryStart };

/** The account as the login names it: an email, or national digits with the country. */
function loginNameFields(
  account: AccountInput,
): Pick<RequestOf<typeof passwordResetSend>, 'login_name' | 'country_code'> {
  return account.kind === 'email'
    ? { login_name: account.email.trim() }
    : { login_name: account.mobile, country_code: account.countryCode };
}

export type ResetStarted = ResultOf<typeof passwordResetSend>;

/** Issue 27: a password reset's code to the account (the same answer whether or not it exists). */
export async function sendPasswordReset(account: AccountInput, captcha: CaptchaPayload): Promise<ResetStarted> {
  return (await http.call(passwordResetSendFacts, { ...loginNameFields(account), ...captcha })).result;
}

/** Issue 27: the reset's code; the answer says whether the last step asks for the authenticator's code. */
export async function checkPasswordReset(token: string, code: string): Promise<ResultOf<typeof passwordResetCheck>> {
  return (await http.call(passwordResetCheckFacts, { reset_token: token, code })).result;
}

/** Issue 27: the new password (encrypted), with the authenticator's code when the account has one. */
export async function resetPassword(request: {
  readonly token: string;
  readonly password: EncryptedPassword;
  readonly totpCode: string | null;
}): Promise<ResultOf<typeof passwordReset>> {
  const res = await http.call(passwordResetFacts, {
    reset_token: request.token,
    ...request.password,
    ...(request.totpCode ? { totp_code: request.totpCode } : {}),
  });
  return res.result;
}

/**
 * Issue 27: the password of an account whose second factor is lost, judged
 * as the login judges it: a wrong password is a refusal at any count
 * (ERR-8), as the login's is.
 */
export async function startSecurityRecovery(request: {
  readonly account: AccountInput;
  readonly password: EncryptedPassword;
  readonly captcha: CaptchaPayload;
}): Promise<RecoveryStart> {
  const res = await http.call(securityRecoverStartFacts, {
    ...loginNameFields(request.account),
    ...request.password,
    ...request.captcha,
  });
  return refuseWrongPassword(res, securityRecoverStartFacts.path).result;
}

/** Issue 27: the recovery's code by email or SMS (again). */
export async function sendRecoveryCode(token: string, method: 'email' | 'sms'): Promise<void> {
  await http.call(securityRecoverSendFacts, { recover_token: token, method });
}

/**
 * Issue 27: a recovery code, or the code sent, turns the account's second
 * factors off; issue 36: the answer says how many passkeys were removed.
 */
export async function recoverSecondFactor(
  token: string,
  method: RecoveryMethod,
  code: string,
): Promise<ResultOf<typeof securityRecover>> {
  return (await http.call(securityRecoverFacts, { recover_token: token, method, code })).result;
}
