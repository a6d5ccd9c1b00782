import { verifyAuthenticationResponse, type AuthenticationResponseJSON } from '@simplewebauthn/server';
import { isoBase64URL } from '@simplewebauthn/server/helpers';
import type { FastifyBaseLogger } from 'fastify';

import type { Queryable } from '../db';
import type { RelyingParty } from './passkey-party';
import { counterAdvances, findPasskey, recordPasskeyUse, type PASSKEY_ERRORS, type StoredPasskey } from './passkeys';

/** Why an answer is refused: it does not verify, names no passkey of ours (or not the account's), or was copied. */
type Refusal = Extract<keyof typeof PASSKEY_ERRORS, 'rejected' | 'unknown' | 'cloned'>;

/** A taken request (server/security/passkeys.ts takeCeremony) as the assertion is checked against it. */
interface AskedCeremony {
  readonly challenge: string;
  readonly rp_id: string;
  readonly origin: string;
}

/**
 * A passkey's signed answer to a request of ours, checked whole: the request
 * was made for this page, the passkey is kept (and, for a signed-in re-proof,
 * is `userId`'s), the authenticator names the account it was made for, the
 * signature verifies, and its counter advanced (recorded in one statement so
 * two uses with one count cannot both pass). The passkey, or why not.
 */
export async function checkPasskeyAssertion(
  db: Queryable,
  log: FastifyBaseLogger,
  party: RelyingParty,
  ceremony: AskedCeremony,
  response: AuthenticationResponseJSON,
  userId: number | string | null = null,
): Promise<{ readonly ok: true; readonly passkey: StoredPasskey } | { readonly ok: false; readonly refusal: Refusal }> {
  if (ceremony.rp_id !== party.rpId || ceremony.origin !== party.origin) return { ok: false, refusal: 'rejected' };
  const passkey = await findPasskey(db, response.id);
  if (!passkey) return { ok: false, refusal: 'unknown' };
  if (userId !== null && passkey.user_id !== String(userId)) return { ok: false, refusal: 'unknown' };
  // the authenticator names the account the passkey was made for: it must be the one we keep it under
  if (response.response.userHandle && response.response.userHandle !== passkey.user_handle) {
    return { ok: false, refusal: 'rejected' };
  }
  let verification;
  try {
    verification = await verifyAuthenticationResponse({
      response,
      expectedChallenge: ceremony.challenge,
      expectedOrigin: party.origin,
      expectedRPID: party.rpId,
      // the counter rule is ours (counterAdvances, then recordPasskeyUse against the count kept at that
      // moment, with its own refusal): the library is given 0 and checks the signature only
      credential: {
        id: passkey.credential_id,
        publicKey: isoBase64URL.toBuffer(passkey.public_key),
        counter: 0,
        transports: passkey.transports,
      },
      requireUserVerification: false,
    });
  } catch (error) {
    log.warn({ reason: (error as Error).message }, 'passkey assertion refused');
    return { ok: false, refusal: 'rejected' };
  }
  if (!verification.verified) return { ok: false, refusal: 'rejected' };
  const counter = verification.authenticationInfo.newCounter;
  if (!counterAdvances(passkey.counter, counter) || !(await recordPasskeyUse(db, passkey.credential_id, counter))) {
    log.warn(
      { user: passkey.user_id, kept: passkey.counter, received: counter },
      'passkey signature counter did not increase: a cloned authenticator or a replay',
    );
    return { ok: false, refusal: 'cloned' };
  }
  return { ok: true, passkey };
}
