import { generateAuthenticationOptions } from '@simplewebauthn/server';
import type { FastifyInstance } from 'fastify';

import { PASSKEY_CEREMONY_TTL_SECONDS } from '@/config/passkeys';
import {
  reproofPasskeyOptions,
  reproofWays,
  reproofWithPasskey,
  reproofWithPassword,
} from '@/contract/security/reproof';

import { countPasswordAttempt, forgetAttempt } from '../accounts/attempts';
import { passwordRefusal } from '../accounts/password-check';
import { claimEncryptedPassword } from '../accounts/password-transport';
import { findUserByAccount, type AccountRef } from '../accounts/users';
import { currentUser, requireUser } from '../auth/guard';
import type { SessionUser } from '../auth/sessions';
import { fail, ok } from '../envelope';
import { confirmedByCode, settingsCodePurpose } from '../security/confirm-code';
import { checkPasskeyAssertion } from '../security/passkey-assertion';
import { relyingPartyOfRequest } from '../security/passkey-party';
import {
  accountPasskeys,
  heldPasskeyBrowser,
  openCeremony,
  PASSKEY_ERRORS,
  passkeyBrowser,
  takeCeremony,
} from '../security/passkeys';
import { recordReproof, sessionProof } from '../security/reproof';
import { enabledFactors } from '../security/risk';
import { factorRow, factorsOf, type FactorRow } from '../security/second-step';
import { openSecret } from '../security/secret-box';
import { checkSecurityCode } from '../security/security-codes';
import { checkTotpCode } from '../security/totp';
import { maskEmail, maskMobile } from '../user/mask';
import { emptyBodyAsObject, route } from './contract-route';
import type { RouteDeps } from './deps';
import { LOGIN_ERRORS } from './login';
import { SETTINGS_ERRORS } from './security-settings';

type PasskeyRefusals = typeof PASSKEY_ERRORS;
const refusePasskey = <K extends keyof PasskeyRefusals>(name: K) =>
  fail<PasskeyRefusals[K]['code']>(PASSKEY_ERRORS[name].code, PASSKEY_ERRORS[name].message);
const factorRequired = () => fail(SETTINGS_ERRORS.factorRequired.code, SETTINGS_ERRORS.factorRequired.message);

/** The login name of a signed-in account, as its password is kept under. */
function accountRefOf(user: SessionUser): AccountRef | null {
  if (user.email) return { kind: 'email', email: user.email };
  if (user.mobile && user.countryCode) return { kind: 'mobile', countryCode: user.countryCode, mobile: user.mobile };
  return null;
}

/**
 * Issue 36: a signed-in session proves again who holds it before it may
 * change how the account is protected (server/security/reproof.ts): the
 * password, judged and counted as the login judges it (the network's limit,
 * the encrypted password used once, the account's count and lock), plus a
 * code of a second factor the account has on, counted by the code lock; or a
 * passkey of the account instead of both. The proof is kept with the session
 * for 10 minutes.
 */
export async function reproofRoutes(app: FastifyInstance, { db, accounts }: RouteDeps): Promise<void> {
  const auth = requireUser(db);

  const accountOf = async (userId: number): Promise<FactorRow> => {
    const row = await factorRow(db, userId);
    if (!row) throw new Error('a signed-in account without its row');
    return row;
  };

  route(app, reproofWays, { onRequest: auth }, async (req) => {
    const user = currentUser(req);
    const row = await accountOf(user.id);
    const { validUntil } = await sessionProof(db, req);
    return ok({
      methods: enabledFactors(factorsOf(row)),
      passkey: (await accountPasskeys(db, user.id)).length > 0,
      vague_email: row.email ? maskEmail(row.email) : '',
      vague_mobile: row.mobile ? maskMobile(row.mobile) : '',
      valid_until: validUntil,
    });
  });

  route(app, reproofWithPassword, { onRequest: auth }, async (req) => {
    const user = currentUser(req);
    const row = await accountOf(user.id);
    const methods = enabledFactors(factorsOf(row));
    const { method } = req.body;
    const code = (req.body.code ?? '').replace(/\s+/g, '');
    // with a factor on, the code is part of the proof: asked for before the password is judged
    if (methods.length > 0 && (!method || !methods.includes(method) || !code)) return factorRequired();

    const attempt = await countPasswordAttempt(db, req.ip, accounts.ipLimit);
    if (!attempt) return fail(LOGIN_ERRORS.ipLimit.code, LOGIN_ERRORS.ipLimit.message);
    const pw = await claimEncryptedPassword(db, req.body, accounts.rsa, `reproof:${user.id}`);
    if (!pw.ok) return fail(pw.code, pw.message);
    const ref = accountRefOf(user);
    const account = ref ? await findUserByAccount(db, ref) : null;
    if (!account) throw new Error('a signed-in account without its login name');
    const wrong = await passwordRefusal(db, account, pw.password);
    if (wrong) return wrong;
    await forgetAttempt(db, attempt);

    if (method && methods.length > 0) {
      const secret = row.totp_secret ? openSecret(app.security.secretKey, row.totp_secret) : null;
      const check =
        method === 'totp'
          ? async () => (secret ? checkTotpCode(db, row.id, secret, code) : ('wrong' as const))
          : () => checkSecurityCode(db, settingsCodePurpose(row.id).key, method, code);
      const confirmed = await confirmedByCode(db, row.id, check);
      if (!confirmed.ok) return confirmed.answer;
    }
    return ok({ valid_until: await recordReproof(db, req, methods.length > 0 ? 'factor' : 'password') });
  });

  route(app, reproofPasskeyOptions, { onRequest: auth, preValidation: emptyBodyAsObject }, async (req, reply) => {
    const user = currentUser(req);
    const party = relyingPartyOfRequest(req, accounts);
    if (!party) return refusePasskey('wrongSite');
    const own = await accountPasskeys(db, user.id);
    if (own.length === 0) return refusePasskey('notFound');
    const options = await generateAuthenticationOptions({
      rpID: party.rpId,
      // only this account's passkeys answer
      allowCredentials: own.map((p) => ({ id: p.credential_id, transports: p.transports })),
      userVerification: 'preferred',
      timeout: PASSKEY_CEREMONY_TTL_SECONDS * 1000,
    });
    const ceremony = await openCeremony(db, {
      purpose: 'reproof',
      challenge: options.challenge,
      party,
      browserHash: passkeyBrowser(req, reply),
      ip: req.ip,
      userId: user.id,
    });
    return ok({ ceremony, options });
  });

  route(app, reproofWithPasskey, { onRequest: auth }, async (req) => {
    const user = currentUser(req);
    const party = relyingPartyOfRequest(req, accounts);
    if (!party) return refusePasskey('wrongSite');
    const ceremony = await takeCeremony(db, req.body.ceremony, 'reproof', heldPasskeyBrowser(req), user.id);
    if (!ceremony) return refusePasskey('expired');
    const checked = await checkPasskeyAssertion(db, req.log, party, ceremony, req.body.response, user.id);
    if (!checked.ok) return refusePasskey(checked.refusal);
    return ok({ valid_until: await recordReproof(db, req, 'passkey') });
  });
}
