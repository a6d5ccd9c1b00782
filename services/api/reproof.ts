import type { RequestOf, ResultOf } from '@/contract/endpoint';
import {
  reproofPasskeyOptionsFacts,
  reproofWaysFacts,
  reproofWithPasskeyFacts,
  reproofWithPasswordFacts,
} from '@/contract/facts.generated';
import type {
  ReproofWays,
  reproofPasskeyOptions,
  reproofWithPasskey,
  reproofWithPassword,
} from '@/contract/security/reproof';
import type { EncryptedPassword } from '@/services/auth/password-encryption';
import { passwordErrorCount } from '@/services/errors/catalogue';
import { RET_CODES } from '@/services/errors/ret-codes';
import { http } from '@/services/http';

import type { WrongPassword } from './auth';

export type { ReproofWays };

/**
 * Issue 36: the re-proof of a signed-in session before a security change
 * (contract/security/reproof.ts). Calls made from the re-proof dialog.
 */

/** What this session can prove itself with: the second factors on, a passkey, the masked addresses. */
export async function fetchReproofWays(): Promise<ReproofWays> {
  return (await http.call(reproofWaysFacts, {})).result;
}

export type ReproofAnswer = { readonly kind: 'proved' } | WrongPassword;

/**
 * The password (encrypted as the login sends it) and, when a factor is on,
 * one of its codes. A wrong password's counts 3-5 come back as an answer
 * (ERR-8), as the login's do; other refusals are thrown.
 */
export async function reproveWithPassword(request: {
  readonly password: EncryptedPassword;
  readonly method?: RequestOf<typeof reproofWithPassword>['method'];
  readonly code?: string;
}): Promise<ReproofAnswer> {
  const res = await http.call(
    reproofWithPasswordFacts,
    request.method && request.code
      ? { ...request.password, method: request.method, code: request.code }
      : request.password,
    { inDialog: true },
  );
  if (res.ret_code === RET_CODES.wrongPassword) {
    return { kind: 'wrong-password', count: passwordErrorCount(res.result) ?? 0, result: res.result };
  }
  return { kind: 'proved' };
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
