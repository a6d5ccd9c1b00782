import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
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
import { noticeSecurityChange } from '../security/notices';
import { checkPasskeyAssertion } from '../security/passkey-assertion';
import { relyingPartyOfRequest, type RelyingParty } from '../security/passkey-party';
import {
  accountPasskeys,
  ceremoniesFromIp,
  heldPasskeyBrowser,
  listPasskeys,
  openCeremony,
  PASSKEY_ERRORS,
  passkeyBrowser,
  removePasskey,
  storePasskey,
  takeCeremony,
  userHandleOf,
} from '../security/passkeys';
import { requireReproof } from '../security/reproof';
import { emptyBodyAsObject, route } from './contract-route';
import { noticeOriginOf, type RouteDeps } from './deps';

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
export async function passkeyRoutes(app: FastifyInstance, deps: RouteDeps): Promise<void> {
  const { db, accounts, entryOf } = deps;
  const auth = requireUser(db);
  const partyOf = (req: FastifyRequest) =>
    // req.host and req.protocol are X-Forwarded-Host and -Proto when the web (a trusted hop) forwarded them
    relyingPartyOfRequest(req, accounts);

  // issue 36: adding or removing a passkey changes how the account is protected: a fresh re-proof first
  const reproof = requireReproof(db);

  route(
    app,
    passkeyRegisterOptions,
    { onRequest: auth, preValidation: emptyBodyAsObject, preHandler: reproof },
    async (req, reply) => {
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
    },
  );

  route(app, passkeyRegisterVerify, { onRequest: auth, preHandler: reproof }, async (req) => {
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
    await noticeSecurityChange(db, req, noticeOriginOf(deps, req), user.id, 'passkeyAdded', {
      passkeyName: stored.name,
    });
    return ok(stored);
  });

  route(app, passkeyList, { onRequest: auth }, async (req) =>
    ok({ list: await listPasskeys(db, currentUser(req).id) }),
  );

  route(app, passkeyRemove, { onRequest: auth, preHandler: reproof }, async (req) => {
    const { id } = currentUser(req);
    const name = await removePasskey(db, id, req.body.id);
    if (name === null) return refuse('notFound');
    await noticeSecurityChange(db, req, noticeOriginOf(deps, req), id, 'passkeyRemoved', { passkeyName: name });
    return ok({});
  });

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
    const checked = await checkPasskeyAssertion(db, req.log, party, ceremony, req.body.response);
    if (!checked.ok) return refuse(checked.refusal);
    const { passkey } = checked;
    // a passkey is possession and the device's lock: the gate asks no second step (server/security/risk.ts)
    const admission = await admit(db, req, reply, passkey.user_id, entryOf(req, req.body), { proof: 'passkey' });
    return admission ? admissionAnswer(admission) : refuse('unknown');
  });
}
