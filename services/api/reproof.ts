import type { RequestOf, ResultOf } from '@/contract/endpoint';
import type {
  ReproofWays,
  reproofPasskeyOptions,
  reproofWithPasskey,
  reproofWithPassword,
} from '@/contract/security/reproof';
import {
  reproofPasskeyOptionsFacts,
  reproofWaysFacts,
  reproofWithPasskeyFacts,
  reproofWithPasswordFacts,
} from '@/contract/security/reproof.facts';
import type { EncryptedPassword } from '@/services/auth/password-encryption';
import { http, refuseWrongPassword } from '@/services/http';

export type { ReproofWays };

/**
 * Issue 36: the re-proof of a signed-in session before a security change
 * (contract/security/reproof.ts). Calls made from the re-proof dialog.
 */

/** What this session can prove itself with: the second factors on, a passkey, the masked addresses. */
export async function fetchReproofWays(): Promise<ReproofWays> {
  return (await http.call(reproofWaysFacts, {})).result;
}

/**
 * The password (encrypted as the login sends it) and, when a factor is on,
 * one of its codes. A wrong password's counts 3-5 come back as an answer
 * (ERR-8), as the login's do; other refusals are thrown.
 */
export async function reproveWithPassword(request: {
  readonly password: EncryptedPassword;
  readonly method?: RequestOf<typeof reproofWithPassword>['method'];
  readonly code?: string;
}): Promise<void> {
  const res = await http.call(
    reproofWithPasswordFacts,
    request.method && request.code
      ? { ...request.password, method: request.method, code: request.code }
      : request.password,
    { inDialog: true },
  );
  // ERR-8: a wrong password is a refusal at any count
  refuseWrongPassword(res, reproofWithPasswordFacts.path);
}

export type ReproofCeremony = ResultOf<typeof reproofPasskeyOptions>;

/** A passkey request of this account (allowCredentials: its own passkeys). */
export async function fetchReproofPasskeyOptions(): Promise<ReproofCeremony> {
  return (await http.call(reproofPasskeyOptionsFacts, {}, { inDialog: true })).result;
}

/** The passkey's signed answer proves the session as a password and a code would. */
export async function reproveWithPasskey(
  ceremony: string,
  response: RequestOf<typeof reproofWithPasskey>['response'],
): Promise<void> {
  await http.call(reproofWithPasskeyFacts, { ceremony, response }, { inDialog: true });
}
