import type { FastifyInstance } from 'fastify';

import { RESEND_COOLDOWN_SECONDS } from '@/config/x-api';
import { RET_CODES } from '@/contract/ret-codes';
import {
  loginCodesSet,
  recoveryCodesRenew,
  securityCodeSend,
  securitySettings,
  totpDisable,
  totpEnable,
  totpSetup,
} from '@/contract/security/settings';

import { currentUser, requireUser } from '../auth/guard';
import type { Queryable } from '../db';
import { fail, ok } from '../envelope';
import { codeWasRight, codeWasWrong, reserveCodeCheck } from '../security/code-lock';
import { forgetTrustedDevices } from '../security/devices';
import { hasSecondFactor } from '../security/factors';
import { issueRecoveryCodes, recoveryCodesLeft, dropRecoveryCodes } from '../security/recovery-codes';
import { factorRow, recipientOf, SECOND_STEP_ERRORS, type FactorRow } from '../security/second-step';
import { openSecret, sealSecret } from '../security/secret-box';
import { redeemSecurityCode, sendSecurityCode, type CodePurpose } from '../security/security-codes';
import { acceptTotpCode, newTotpSecret, totpStep, totpUri } from '../security/totp';
import { maskEmail, maskMobile } from '../user/mask';
import { emptyBodyAsObject, route } from './contract-route';
import type { RouteDeps } from './deps';

export const SETTINGS_ERRORS = {
  /** the change needs something the account does not have: a key being set up, the factor named, an address */
  factorRequired: { code: RET_CODES.secondFactorRequired, message: 'Set this up first, or use another way to confirm' },
} as const;

/** The codes that confirm a settings change, one purpose per account. */
function settingsPurpose(userId: number | string): CodePurpose {
  return {
    key: `settings:${userId}`,
    subject: 'Confirm a change to your account security',
    text: (code, minutes) =>
      `Your code to confirm a change to your account's security settings is ${code}. It expires in ${minutes} minutes. If you did not ask for it, change your password now.`,
  };
}

type Confirmation =
  | { readonly ok: true }
  | { readonly ok: false; readonly answer: ReturnType<typeof wrongCode> | ReturnType<typeof locked> };

const locked = () => fail(SECOND_STEP_ERRORS.locked.code, SECOND_STEP_ERRORS.locked.message);
const wrongCode = (left: number) =>
  fail(SECOND_STEP_ERRORS.wrongCode.code, SECOND_STEP_ERRORS.wrongCode.message, { attempts_left: left });
const factorRequired = () => fail(SETTINGS_ERRORS.factorRequired.code, SETTINGS_ERRORS.factorRequired.message);

/**
 * A change confirmed with a code: counted like a login's second step (at
 * most 5 checked at once, the 5th wrong locks the account), so a stolen
 * session cannot guess its way to turning the factors off.
 */
async function confirmed(db: Queryable, userId: string, check: () => Promise<boolean>): Promise<Confirmation> {
  if (!(await reserveCodeCheck(db, userId))) return { ok: false, answer: locked() };
  if (await check()) {
    await codeWasRight(db, userId);
    return { ok: true };
  }
  const left = await codeWasWrong(db, userId);
  return { ok: false, answer: left === 0 ? locked() : wrongCode(left) };
}

const digitsOf = (code: string) => code.replace(/\s+/g, '');

/** Issue 26: the account's second factors: the authenticator app, codes by email or SMS, recovery codes. */
export async function securitySettingsRoutes(app: FastifyInstance, { db }: RouteDeps): Promise<void> {
  const auth = requireUser(db);
  const key = app.security.secretKey;

  const accountOf = async (userId: number): Promise<FactorRow> => {
    const row = await factorRow(db, userId);
    if (!row) throw new Error('a signed-in account without its row');
    return row;
  };
  /** The first second factor brings recovery codes; an account with none left keeps none. */
  const recoveryAfterChange = async (userId: string): Promise<{ recovery_codes?: string[] }> => {
    if (!(await hasSecondFactor(db, userId))) {
      await dropRecoveryCodes(db, userId);
      return {};
    }
    return (await recoveryCodesLeft(db, userId)) > 0 ? {} : { recovery_codes: await issueRecoveryCodes(db, userId) };
  };

  route(app, securitySettings, { onRequest: auth }, async (req) => {
    const row = await accountOf(currentUser(req).id);
    return ok({
      totp: !!row.totp_secret,
      email_2fa: row.email_2fa,
      sms_2fa: row.sms_2fa,
      vague_email: row.email ? maskEmail(row.email) : '',
      vague_mobile: row.mobile ? maskMobile(row.mobile) : '',
      recovery_codes_left: await recoveryCodesLeft(db, row.id),
    });
  });

  route(app, totpSetup, { onRequest: auth, preValidation: emptyBodyAsObject }, async (req) => {
    const user = currentUser(req);
    const secret = newTotpSecret();
    await db.query('update users set totp_pending_secret = $2 where id = $1', [user.id, sealSecret(key, secret)]);
    const label = user.email ?? (user.mobile ? maskMobile(user.mobile) : user.uid);
    return ok({ secret, uri: totpUri(secret, label, app.security.issuer) });
  });

  route(app, totpEnable, { onRequest: auth }, async (req) => {
    const user = currentUser(req);
    const { rows } = await db.query<{ totp_pending_secret: string | null }>(
      'select totp_pending_secret from users where id = $1',
      [user.id],
    );
    const secret = rows[0]?.totp_pending_secret ? openSecret(key, rows[0].totp_pending_secret) : null;
    if (!secret) return factorRequired();
    const code = digitsOf(req.body.code);
    let step: number | null = null;
    const result = await confirmed(db, String(user.id), async () => {
      step = totpStep(secret, code);
      return step !== null;
    });
    if (!result.ok) return result.answer;
    // the confirming code counts as used: it cannot also pass a login
    await db.query(
      `update users set totp_secret = totp_pending_secret, totp_pending_secret = null, has_google2fa = true,
              totp_last_step = $2
        where id = $1 and totp_pending_secret is not null`,
      [user.id, step ?? 0],
    );
    // trust given before the account had a second factor does not skip it
    await forgetTrustedDevices(db, user.id);
    return ok(await recoveryAfterChange(String(user.id)));
  });

  route(app, totpDisable, { onRequest: auth }, async (req) => {
    const row = await accountOf(currentUser(req).id);
    const secret = row.totp_secret ? openSecret(key, row.totp_secret) : null;
    if (!secret) return factorRequired();
    const result = await confirmed(db, row.id, () => acceptTotpCode(db, row.id, secret, digitsOf(req.body.code)));
    if (!result.ok) return result.answer;
    await db.query('update users set totp_secret = null, has_google2fa = false where id = $1', [row.id]);
    await recoveryAfterChange(row.id);
    return ok({});
  });

  route(app, securityCodeSend, { onRequest: auth }, async (req) => {
    const row = await accountOf(currentUser(req).id);
    const sent = await sendSecurityCode(db, req.log, recipientOf(row), req.body.channel, settingsPurpose(row.id));
    if (sent.sent) return ok({ resend_in: RESEND_COOLDOWN_SECONDS });
    return sent.wait > 0 ? fail(SECOND_STEP_ERRORS.tooSoon.code, SECOND_STEP_ERRORS.tooSoon.message) : factorRequired();
  });

  route(app, loginCodesSet, { onRequest: auth }, async (req) => {
    const row = await accountOf(currentUser(req).id);
    const { channel, enabled } = req.body;
    if (channel === 'email' ? !row.email : !row.mobile) return factorRequired();
    const purpose = settingsPurpose(row.id).key;
    const result = await confirmed(db, row.id, () => redeemSecurityCode(db, purpose, channel, digitsOf(req.body.code)));
    if (!result.ok) return result.answer;
    await db.query(`update users set ${channel === 'email' ? 'email_2fa' : 'sms_2fa'} = $2 where id = $1`, [
      row.id,
      enabled,
    ]);
    if (enabled) await forgetTrustedDevices(db, row.id);
    return ok(await recoveryAfterChange(row.id));
  });

  route(app, recoveryCodesRenew, { onRequest: auth }, async (req) => {
    const row = await accountOf(currentUser(req).id);
    const { method } = req.body;
    const code = digitsOf(req.body.code);
    if (!(await hasSecondFactor(db, row.id))) return factorRequired();
    let check: () => Promise<boolean>;
    if (method === 'totp') {
      const secret = row.totp_secret ? openSecret(key, row.totp_secret) : null;
      if (!secret) return factorRequired();
      check = () => acceptTotpCode(db, row.id, secret, code);
    } else {
      check = () => redeemSecurityCode(db, settingsPurpose(row.id).key, method, code);
    }
    const result = await confirmed(db, row.id, check);
    if (!result.ok) return result.answer;
    return ok({ recovery_codes: await issueRecoveryCodes(db, row.id) });
  });
}
