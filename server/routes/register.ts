import type { FastifyInstance } from 'fastify';

import { REGISTER_RISK_SCENE } from '@/config/auth';
import { REGISTER_TYPES } from '@/config/x-api';
import { registrationActivate } from '@/contract/register/activate';
import { registrationCompliancePassword } from '@/contract/register/compliance-password';
import { registrationCountryCodes } from '@/contract/register/country-codes';
import { registrationInfo } from '@/contract/register/info';
import { oldRegistrationEmail } from '@/contract/register/old-register-email';
import { oldRegistrationMobile } from '@/contract/register/old-register-mobile';
import { oldRegistrationSendEmail } from '@/contract/register/old-send-email';
import { oldRegistrationSendMobile } from '@/contract/register/old-send-mobile';
import { registrationPassword } from '@/contract/register/password';
import { registrationPhonePermission } from '@/contract/register/phone-permission';
import { cabitalPostRegister } from '@/contract/register/post-register';
import { registrationRecall } from '@/contract/register/recall';
import { referralCodeInfo } from '@/contract/register/referral-code-info';
import { registrationResend } from '@/contract/register/resend';
import { registrationRiskIntercept } from '@/contract/register/risk-intercept';
import { registrationVerify } from '@/contract/register/verify';
import { registrationVerifyResult } from '@/contract/register/verify-result';
import { RET_CODES } from '@/contract/ret-codes';

import { accountType } from '../accounts/captcha-check';
import { phonePermissions, siteIdOf } from '../accounts/permissions';
import { recordPostRegisterEvent } from '../accounts/post-register';
import { checkCode, checkLinkToken, findRegistration, REG_ERRORS } from '../accounts/registration';
import { registrationCountries } from '../accounts/registration-countries';
import {
  oldRegister,
  passwordStep,
  recallFor,
  refuse,
  registrationIntercepted,
  resendRegistration,
  startRegistration,
  typedCode,
  type RegistrationDeps,
} from '../accounts/registration-steps';
import { currentUser, requireUser } from '../auth/guard';
import { fail, ok } from '../envelope';
import { readReferralCode } from '../referral/code-info';
import { route } from './contract-route';
import type { RouteDeps } from './deps';

/** REG-1: the site a registration is made on when the body names none: the Turkish register's own. */
function defaultSite(type: number): string {
  return type === REGISTER_TYPES.turkish ? 'TUR' : 'BYBIT';
}

/** REG-1..9, REG-11: registration in its four variants, recall, risk check, lists and referral codes. */
export async function registerRoutes(app: FastifyInstance, { db, accounts, visitorCountry }: RouteDeps): Promise<void> {
  const countryOf = (req: Parameters<typeof visitorCountry>[0]) => {
    const country = visitorCountry(req);
    return country.ok ? country.country : '';
  };
  const deps: RegistrationDeps = { db, accounts, countryOf };

  // ---- new variants: account → code or link → password

  route(app, registrationInfo, {}, (req, reply) => {
    const type = accountType(req.body);
    if (type !== REGISTER_TYPES.email && type !== REGISTER_TYPES.mobile && type !== REGISTER_TYPES.turkish) {
      return fail(RET_CODES.badRequest, 'register_type must be 1, 5 or 44');
    }
    const byEmail = type === REGISTER_TYPES.email || (type === REGISTER_TYPES.turkish && req.body.email !== undefined);
    return startRegistration(deps, req, reply, {
      type,
      channel: byEmail ? 'email' : 'mobile',
      siteId: siteIdOf(req.body.site_id, defaultSite(type)),
      variantOf: (configured) => configured,
    });
  });

  route(app, registrationResend, {}, (req) => resendRegistration(deps, req));

  route(app, registrationVerify, {}, async (req) => {
    const row = await findRegistration(db, req.body.uuid);
    if (!row) return refuse(REG_ERRORS.unknown);
    if (row.method !== 'code') return refuse(REG_ERRORS.wrongMethod);
    const refusal = await checkCode(db, row, typedCode(req.body.code));
    return refusal ? refuse(refusal) : ok({ verify_result: 1 });
  });

  route(app, registrationVerifyResult, {}, async (req) => {
    const row = await findRegistration(db, req.query.uuid);
    if (!row) return refuse(REG_ERRORS.unknown);
    return ok({ verify_result: row.verified ? 1 : 0 });
  });

  route(app, registrationActivate, {}, async (req) => {
    const row = await findRegistration(db, req.body.uuid);
    // an activation link works once: opened again, used or tampered with, it is no longer valid
    if (!row || row.method !== 'link' || row.verified || row.user_id !== null) return refuse(REG_ERRORS.badLink);
    const refusal = await checkLinkToken(db, row, req.body.token);
    return refusal ? refuse(refusal) : ok({ verify_result: 1 });
  });

  route(app, registrationPassword, {}, (req, reply) => passwordStep(deps, req, reply, undefined));
  route(app, registrationCompliancePassword, {}, (req, reply) =>
    passwordStep(deps, req, reply, req.body.site_id ? siteIdOf(req.body.site_id) : undefined),
  );

  // ---- old variants: send a code (or link), then register with it in one call

  const oldStart = (channel: 'email' | 'mobile', turkish: boolean) => {
    const type = turkish ? REGISTER_TYPES.turkish : channel === 'email' ? REGISTER_TYPES.email : REGISTER_TYPES.mobile;
    return { type, channel, variantOf: (configured: string) => (configured.endsWith('Link') ? 'oldLink' : 'oldCode') };
  };
  route(app, oldRegistrationSendEmail, {}, (req, reply) => {
    const start = oldStart('email', accountType(req.body) === REGISTER_TYPES.turkish);
    return startRegistration(deps, req, reply, {
      ...start,
      siteId: siteIdOf(req.body.site_id, defaultSite(start.type)),
    });
  });
  route(app, oldRegistrationSendMobile, {}, (req, reply) => {
    const start = oldStart('mobile', accountType(req.body) === REGISTER_TYPES.turkish);
    return startRegistration(deps, req, reply, {
      ...start,
      siteId: siteIdOf(req.body.site_id, defaultSite(start.type)),
    });
  });
  route(app, oldRegistrationEmail, {}, (req, reply) => oldRegister(deps, req, reply, 'email'));
  route(app, oldRegistrationMobile, {}, (req, reply) => oldRegister(deps, req, reply, 'mobile'));

  // ---- recall, risk, lists

  route(app, registrationRecall, {}, async (req) => recallFor(req, await findRegistration(db, req.query.uuid)));

  route(app, registrationRiskIntercept, {}, async (req) => {
    if (req.body.sence !== REGISTER_RISK_SCENE) return ok({ intercept: false });
    return ok({ intercept: await registrationIntercepted(deps, req.ip) });
  });

  route(app, registrationCountryCodes, {}, async () => ok({ list: await registrationCountries(db) }));

  route(app, registrationPhonePermission, {}, async (req) => {
    const siteId = siteIdOf(req.query.site_id);
    const permissions = await phonePermissions(db, siteId);
    return ok({
      site_id: siteId,
      email: true,
      mobile: permissions.registerMobile,
      login_email: true,
      login_mobile: permissions.loginMobile,
    });
  });

  // ---- REG-11

  route(app, cabitalPostRegister, { onRequest: requireUser(db) }, async (req) => {
    const { channel, uuid, status } = req.body;
    await recordPostRegisterEvent(db, currentUser(req).id, { channel, uuid, status: String(status) });
    return ok({});
  });

  route(app, referralCodeInfo, {}, async (req) => ok(await readReferralCode(db, req.body.code)));
}
