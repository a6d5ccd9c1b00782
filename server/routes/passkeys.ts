import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
} from '@simplewebauthn/server';
import { isoBase64URL } from '@simplewebauthn/server/helpers';
import type { FastifyInstance, FastifyRequest } from 'fastify';

import {
  PASSKEY_CEREMONY_TTL_SECONDS,
  PASSKEY_REQUESTS_PER_IP_LIMIT,
  PASSKEY_RP_NAME,
  PASSKEYS_PER_ACCOUNT,
} from '@/config/passkeys';
import { passkeyList } from '@/contract/passkeys/list';
import { passkeyLoginOptions } from '@/contract/passkeys/login-options';
import { passkeyLoginVerify } from '@/contract/passkeys/login-verify';
import { passkeyRegisterOptions } from '@/contract/passkeys/register-options';
import { passkeyRegisterVerify } from '@/contract/passkeys/register-verify';
import { passkeyRemove } from '@/contract/passkeys/remove';

import { admissionAnswer, admit } from '../accounts/admission';
import { currentUser, requireUser } from '../auth/guard';
import { fail, ok } from '../envelope';
import { relyingPartyOf, type RelyingParty } from '../security/passkey-party';
import {
  accountPasskeys,
  ceremoniesFromIp,
  counterAdvances,
  findPasskey,
  heldPasskeyBrowser,
  listPasskeys,
  openCeremony,
  PASSKEY_ERRORS,
  passkeyBrowser,
  recordPasskeyUse,
  removePasskey,
  storePasskey,
  takeCeremony,
  userHandleOf,
} from '../security/passkeys';
import { emptyBodyAsObject, route } from './contract-route';
import type { RouteDeps } from './deps';

type Refusals = typeof PASSKEY_ERRORS;
const refuse = <K extends keyof Refusals>(name: K) =>
  fail<Refusals[K]['code']>(PASSKEY_ERRORS[name].code, PASSKEY_ERRORS[name].message);

/** A passkey's name as given: one line, spaces collapsed; 'Passkey' when nothing is left. */
const passkeyName = (name: string) => name.replace(/\s+/g, ' ').trim() || 'Passkey';

/** Whether an answer comes from the page its request was made for (the same relying party and origin). */
const samePage = (party: RelyingParty, ceremony: { readonly rp_id: string; readonly origin: string }) =>
  ceremony.rp_id === party.rpId && ceremony.origin === party.origin;

/**
 * Passkeys (WebAuthn, @simplewebauthn/server): a signed-in account adds,
 * lists and removes its passkeys; anyone logs in with one. Every request
 * (options) is bound to the browser that asked (an HttpOnly cookie), lives
 * 5 minutes and is answered once. The relying party is the page's address
 * when it is one we serve (server/security/passkey-party.ts).
 */
export async function passkeyRoutes(app: FastifyInstance, { db, accounts, entryOf }: RouteDeps): Promise<void> {
  const auth = requireUser(db);
  const partyOf = (req: FastifyRequest) =>
    // req.host and req.protocol are X-Forwarded-Host and -Proto when the web (a trusted hop) forwarded them
    relyingPartyOf(req.host, req.protocol, { development: !accounts.production, webOrigin: accounts.webOrigin });

  route(app, passkeyRegisterOptions, { onRequest: auth, preValidation: emptyBodyAsObject }, async (req, reply) => {
    const user = currentUser(req);
    const party = partyOf(req);
    if (!party) return refuse('wrongSite');
    const existing = await accountPasskeys(db, user.id);
    if (existing.length >= PASSKEYS_PER_ACCOUNT) return refuse('limit');
    const userHandle = userHandleOf(existing);
    const shownAs = user.email || user.mobile || user.username || user.uid;
    const options = await generateRegistrationOptions({
      rpName: PASSKEY_RP_NAME,
      rpID: party.rpId,
      userID: isoBase64URL.toBuffer(userHandle),
      userName: shownAs,
      userDisplayName: shownAs,
      timeout: PASSKEY_CEREMONY_TTL_SECONDS * 1000,
      attestationType: 'none',
      // the authenticator refuses to make a second passkey of this account on itself
      excludeCredentials: existing.map((p) => ({ id: p.credential_id, transports: p.transports })),
      authenticatorSelection: { residentKey: 'required', userVerification: 'preferred' },
    });
    const ceremony = await openCeremony(db, {
      purpose: 'register',
      challenge: options.challenge,
      party,
      browserHash: passkeyBrowser(req, reply),
      ip: req.ip,
      userId: user.id,
      userHandle,
    });
    return ok({ ceremony, options });
  });

  route(app, passkeyRegisterVerify, { onRequest: auth }, async (req) => {
    const user = currentUser(req);
    const party = partyOf(req);
    if (!party) return refuse('wrongSite');
    const ceremony = await takeCeremony(db, req.body.ceremony, 'register', heldPasskeyBrowser(req), user.id);
    if (!ceremony?.user_handle) return refuse('expired');
    if (!samePage(party, ceremony)) return refuse('rejected');
    let verification;
    try {
      verification = await verifyRegistrationResponse({
        response: req.body.response,
        expectedChallenge: ceremony.challenge,
        expectedOrigin: party.origin,
        expectedRPID: party.rpId,
        // asked as 'preferred': a security key without a PIN still makes a passkey
        requireUserVerification: false,
      });
    } catch (error) {
      req.log.warn({ reason: (error as Error).message }, 'passkey registration refused');
      return refuse('rejected');
    }
    if (!verification.verified) return refuse('rejected');
    const { credential, credentialDeviceType, credentialBackedUp } = verification.registrationInfo;
    const stored = await storePasskey(
      db,
      {
        credentialId: credential.id,
        userId: user.id,
        userHandle: ceremony.user_handle,
        publicKey: isoBase64URL.fromBuffer(credential.publicKey),
        counter: credential.counter,
        transports: credential.transports ?? [],
        deviceType: credentialDeviceType,
        backedUp: credentialBackedUp,
        name: passkeyName(req.body.name),
      },
      PASSKEYS_PER_ACCOUNT,
    );
    if (stored === 'exists') return refuse('exists');
    if (stored === 'limit') return refuse('limit');
    return ok(stored);
  });

  route(app, passkeyList, { onRequest: auth }, async (req) =>
    ok({ list: await listPasskeys(db, currentUser(req).id) }),
  );

  route(app, passkeyRemove, { onRequest: auth }, async (req) =>
    (await removePasskey(db, currentUser(req).id, req.body.id)) ? ok({}) : refuse('notFound'),
  );

  route(app, passkeyLoginOptions, { preValidation: emptyBodyAsObject }, async (req, reply) => {
    const party = partyOf(req);
    if (!party) return refuse('wrongSite');
    const options = await generateAuthenticationOptions({
      rpID: party.rpId,
      // no allowCredentials: the browser offers every passkey of ours it has (the autofill too)
      userVerification: 'preferred',
      timeout: PASSKEY_CEREMONY_TTL_SECONDS * 1000,
    });
    const ceremony = await openCeremony(db, {
      purpose: 'login',
      challenge: options.challenge,
      party,
      browserHash: passkeyBrowser(req, reply),
      ip: req.ip,
    });
    // counted with this request's own row, so requests arriving at once cannot all pass the limit
    if ((await ceremoniesFromIp(db, req.ip)) > accounts.ipLimit * PASSKEY_REQUESTS_PER_IP_LIMIT)
      return refuse('tooMany');
    return ok({ ceremony, options });
  });

  route(app, passkeyLoginVerify, {}, async (req, reply) => {
    const party = partyOf(req);
    if (!party) return refuse('wrongSite');
    const ceremony = await takeCeremony(db, req.body.ceremony, 'login', heldPasskeyBrowser(req), null);
    if (!ceremony) return refuse('expired');
    if (!samePage(party, ceremony)) return refuse('rejected');
    const { response } = req.body;
    const passkey = await findPasskey(db, response.id);
    if (!passkey) return refuse('unknown');
    // the authenticator names the account the passkey was made for: it must be the one we keep it under
    if (response.response.userHandle && response.response.userHandle !== passkey.user_handle) {
      return refuse('rejected');
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
      req.log.warn({ reason: (error as Error).message }, 'passkey login refused');
      return refuse('rejected');
    }
    if (!verification.verified) return refuse('rejected');
    const counter = verification.authenticationInfo.newCounter;
    if (!counterAdvances(passkey.counter, counter) || !(await recordPasskeyUse(db, passkey.credential_id, counter))) {
      req.log.warn(
        { user: passkey.user_id, kept: passkey.counter, received: counter },
        'passkey signature counter did not increase: a cloned authenticator or a replay',
      );
      return refuse('cloned');
    }
    // a passkey is possession and the device's lock: the gate asks no second step (server/security/risk.ts)
    const admission = await admit(db, req, reply, passkey.user_id, entryOf(req, req.body), { proof: 'passkey' });
    return admission ? admissionAnswer(admission) : refuse('unknown');
  });
}
