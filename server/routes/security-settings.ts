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
import { fail, ok } from '../envelope';
import { confirmedByCode, settingsCodePurpose } from '../security/confirm-code';
import { forgetTrustedDevices } from '../security/devices';
import { hasSecondFactor } from '../security/factors';
import { noticeSecurityChange, type SecurityChange } from '../security/notices';
import { issueRecoveryCodes, recoveryCodesLeft, dropRecoveryCodes } from '../security/recovery-codes';
import { requireReproof } from '../security/reproof';
import { factorRow, recipientOf, SECOND_STEP_ERRORS, type FactorRow } from '../security/second-step';
import { openSecret, sealSecret } from '../security/secret-box';
import { checkSecurityCode, sendSecurityCode } from '../security/security-codes';
import { newTotpSecret, totpStep, totpUri } from '../security/totp';
import { maskEmail, maskMobile } from '../user/mask';
import { emptyBodyAsObject, route } from './contract-route';
import { noticeOriginOf, type RouteDeps } from './deps';

export const SETTINGS_ERRORS = {
  /** the change needs something the account does not have: a key being set up, the factor named, an address */
  factorRequired: { code: RET_CODES.secondFactorRequired, message: 'Set this up first, or use another way to confirm' },
} as const;

const factorRequired = () => fail(SETTINGS_ERRORS.factorRequired.code, SETTINGS_ERRORS.factorRequired.message);

const digitsOf = (code: string) => code.replace(/\s+/g, '');

const LOGIN_CODE_CHANGES = {
  email: { on: 'emailCodesOn', off: 'emailCodesOff' },
  sms: { on: 'smsCodesOn', off: 'smsCodesOff' },
} as const satisfies Record<'email' | 'sms', Record<'on' | 'off', SecurityChange>>;

/**
 * Issue 26: the account's second factors: the authenticator app, codes by
 * email or SMS, recovery codes. Issue 36: every change needs a fresh re-proof
 * of the session (server/security/reproof.ts), which is its confirmation; a
 * code is asked besides only where it proves something new (the new key's
 * code, a code reaching the address that will get login codes). Every change
 * is told to the owner (server/security/notices.ts).
 */
export async function securitySettingsRoutes(app: FastifyInstance, deps: RouteDeps): Promise<void> {
  const { db } = deps;
  const auth = requireUser(db);
  const reproof = requireReproof(db);
  // while a factor is on, a new authenticator key is confirmed by that factor's code in the re-proof, too
  const reproofWithFactor = requireReproof(db, 'factor');
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

  route(
    app,
    totpSetup,
    { onRequest: auth, preValidation: emptyBodyAsObject, preHandler: reproofWithFactor },
    async (req) => {
      const user = currentUser(req);
      const secret = newTotpSecret();
      await db.query('update users set totp_pending_secret = $2 where id = $1', [user.id, sealSecret(key, secret)]);
      const label = user.email ?? (user.mobile ? maskMobile(user.mobile) : user.uid);
      return ok({ secret, uri: totpUri(secret, label, app.security.issuer) });
    },
  );

  route(app, totpEnable, { onRequest: auth, preHandler: reproofWithFactor }, async (req) => {
    const user = currentUser(req);
    const { rows } = await db.query<{ totp_pending_secret: string | null; replaces: boolean }>(
      'select totp_pending_secret, totp_secret is not null as replaces from users where id = $1',
      [user.id],
    );
    const secret = rows[0]?.totp_pending_secret ? openSecret(key, rows[0].totp_pending_secret) : null;
    if (!secret) return factorRequired();
    const code = digitsOf(req.body.code);
    let step: number | null = null;
    const result = await confirmedByCode(db, user.id, async () => {
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
    // trust given before the account had a second factor (or this key) does not skip it
    await forgetTrustedDevices(db, user.id);
    await noticeSecurityChange(
      db,
      req,
      noticeOriginOf(deps, req),
      user.id,
      rows[0]?.replaces ? 'totpReplaced' : 'totpOn',
    );
    return ok(await recoveryAfterChange(String(user.id)));
  });

  route(app, totpDisable, { onRequest: auth, preValidation: emptyBodyAsObject, preHandler: reproof }, async (req) => {
    const row = await accountOf(currentUser(req).id);
    if (!row.totp_secret) return factorRequired();
    await db.query('update users set totp_secret = null, has_google2fa = false where id = $1', [row.id]);
    await recoveryAfterChange(row.id);
    await noticeSecurityChange(db, req, noticeOriginOf(deps, req), row.id, 'totpOff');
    return ok({});
  });

  // no re-proof: its codes are how a re-proof is made with email or SMS codes
  route(app, securityCodeSend, { onRequest: auth }, async (req) => {
    const row = await accountOf(currentUser(req).id);
    const sent = await sendSecurityCode(db, req.log, recipientOf(row), req.body.channel, settingsCodePurpose(row.id));
    if (sent.sent) return ok({ resend_in: RESEND_COOLDOWN_SECONDS });
    return sent.wait > 0 ? fail(SECOND_STEP_ERRORS.tooSoon.code, SECOND_STEP_ERRORS.tooSoon.message) : factorRequired();
  });

  route(app, loginCodesSet, { onRequest: auth, preHandler: reproof }, async (req) => {
    const row = await accountOf(currentUser(req).id);
    const { channel, enabled } = req.body;
    if (channel === 'email' ? !row.email : !row.mobile) return factorRequired();
    if (enabled) {
      // a code that reached the address proves login codes will reach it
      const code = req.body.code ? digitsOf(req.body.code) : '';
      if (!code) return factorRequired();
      const purpose = settingsCodePurpose(row.id).key;
      const result = await confirmedByCode(db, row.id, () => checkSecurityCode(db, purpose, channel, code));
      if (!result.ok) return result.answer;
    }
    await db.query(`update users set ${channel === 'email' ? 'email_2fa' : 'sms_2fa'} = $2 where id = $1`, [
      row.id,
      enabled,
    ]);
    if (enabled) await forgetTrustedDevices(db, row.id);
    const change = LOGIN_CODE_CHANGES[channel][enabled ? 'on' : 'off'];
    await noticeSecurityChange(db, req, noticeOriginOf(deps, req), row.id, change);
    return ok(await recoveryAfterChange(row.id));
  });

  route(
    app,
    recoveryCodesRenew,
    { onRequest: auth, preValidation: emptyBodyAsObject, preHandler: reproof },
    async (req) => {
      const { id } = currentUser(req);
      if (!(await hasSecondFactor(db, id))) return factorRequired();
      const codes = await issueRecoveryCodes(db, id);
      await noticeSecurityChange(db, req, noticeOriginOf(deps, req), id, 'recoveryCodesRenewed');
      return ok({ recovery_codes: codes });
    },
  );
}
