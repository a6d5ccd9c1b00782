import type { RequestOf, ResultOf } from '@/contract/endpoint';
import { passkeyListFacts } from '@/contract/passkeys/list.facts';
import type { passkeyLoginOptions } from '@/contract/passkeys/login-options';
import { passkeyLoginOptionsFacts } from '@/contract/passkeys/login-options.facts';
import type { passkeyLoginVerify } from '@/contract/passkeys/login-verify';
import { passkeyLoginVerifyFacts } from '@/contract/passkeys/login-verify.facts';
import type { passkeyRegisterOptions } from '@/contract/passkeys/register-options';
import { passkeyRegisterOptionsFacts } from '@/contract/passkeys/register-options.facts';
import type { passkeyRegisterVerify } from '@/contract/passkeys/register-verify';
import { passkeyRegisterVerifyFacts } from '@/contract/passkeys/register-verify.facts';
import { passkeyRemoveFacts } from '@/contract/passkeys/remove.facts';
import type { PasskeyItem } from '@/contract/passkeys/webauthn';
import type { SessionResult } from '@/contract/session';
import { http } from '@/services/http';

export type { PasskeyItem };

/**
 * Passkeys: the login's options and answer (public, told by the login form),
 * and the account's passkeys (signed in, told by the settings' form). The
 * WebAuthn ceremonies themselves are the browser's (@simplewebauthn/browser,
 * loaded where they run).
 */

export type LoginCeremony = ResultOf<typeof passkeyLoginOptions>;
export type RegistrationCeremony = ResultOf<typeof passkeyRegisterOptions>;

/** The options a passkey login asks the browser with, and the request they belong to. */
export async function fetchPasskeyLoginOptions(): Promise<LoginCeremony> {
  return (await http.call(passkeyLoginOptionsFacts, {})).result;
}

export interface PasskeyLoginRequest {
  readonly ceremony: string;
  readonly response: RequestOf<typeof passkeyLoginVerify>['response'];
  /** regulated sites name themselves, as their password login does */
  readonly regulatedSiteId: string | null;
  readonly turkish: boolean;
}

/** The browser's signed answer opens a session (LOGIN-8), or is refused as a login is. */
export async function logInWithPasskey(req: PasskeyLoginRequest): Promise<SessionResult> {
  const body: RequestOf<typeof passkeyLoginVerify> = {
    ceremony: req.ceremony,
    response: req.response,
    ...(req.regulatedSiteId ? { site_id: req.regulatedSiteId } : {}),
    ...(req.turkish ? { tr_login: true } : {}),
  };
  return (await http.call(passkeyLoginVerifyFacts, body)).result;
}

/** The options the signed-in browser creates a passkey with. */
export async function fetchPasskeyRegistrationOptions(): Promise<RegistrationCeremony> {
  return (await http.call(passkeyRegisterOptionsFacts, {})).result;
}

/** Keeps the browser's new passkey under `name`. */
export async function addPasskey(
  ceremony: string,
  name: string,
  response: RequestOf<typeof passkeyRegisterVerify>['response'],
): Promise<PasskeyItem> {
  return (await http.call(passkeyRegisterVerifyFacts, { ceremony, name, response })).result;
}

/** The account's passkeys, newest first. */
export async function fetchPasskeys(): Promise<PasskeyItem[]> {
  return (await http.call(passkeyListFacts, {})).result.list;
}

export async function removePasskey(id: string): Promise<void> {
  await http.call(passkeyRemoveFacts, { id });
}
