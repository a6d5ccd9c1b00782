import type { FastifyInstance } from 'fastify';

import { RET_CODES } from '@/contract/ret-codes';
import { memberInfo } from '@/contract/user/member-info';
import { onePeopleBindGet } from '@/contract/user/one-people-bind-get';
import { onePeopleBindSet } from '@/contract/user/one-people-bind-set';
import { userProfile } from '@/contract/user/profile';

import { currentUser, requireUser } from '../auth/guard';
import { fail, ok } from '../envelope';
import { maskEmail, maskMobile } from '../user/mask';
import { bindUid, boundUid, uidExists } from '../user/one-people-bind';
import { kycCountry, signupAttribution } from '../user/settings';
import { route } from './contract-route';
import type { RouteDeps } from './deps';

/** SEC-4: why a uid cannot be bound. */
const BIND_ERRORS = {
  notDigits: { code: RET_CODES.badRequest, message: 'bind_uid must contain digits only' },
  own: { code: RET_CODES.badRequest, message: 'bind_uid cannot be your own uid' },
  unknown: { code: RET_CODES.badRequest, message: 'bind_uid does not match any account' },
} as const;

/** LOGIN-10 profile, SEC-4 member info and one-person bind. Private. */
export async function userRoutes(app: FastifyInstance, { db }: RouteDeps): Promise<void> {
  const auth = requireUser(db);

  route(app, userProfile, { onRequest: auth }, async (req) => {
    const u = currentUser(req);
    return ok({
      id: u.id,
      uid: u.uid,
      username: u.username,
      vague_email: maskEmail(u.email),
      vague_mobile: maskMobile(u.mobile),
      email_verified: u.emailVerified,
      mobile_verified: u.mobileVerified,
      has_google2fa: u.hasGoogle2fa,
      lang: u.lang,
      status: u.status,
      // AFF-1: how the person arrived (recorded at sign-up), so it can be checked
      attribution: await signupAttribution(db, u.id),
    });
  });

  route(app, memberInfo, { onRequest: auth }, async (req) => {
    const u = currentUser(req);
    const kyc = Number.isFinite(Number(u.memberTag.KYC ?? 0)) ? Number(u.memberTag.KYC ?? 0) : 0;
    const verified = u.kycPersonLevel !== 0 || kyc !== 0;
    return ok({
      kyc_person_level: u.kycPersonLevel,
      member_tag: { ...u.memberTag, KYC: kyc },
      // DLG-2: the country of residence identity verification proved; '' until verified
      kyc_country: verified ? ((await kycCountry(db, u.id)) ?? '') : '',
    });
  });

  route(app, onePeopleBindGet, { onRequest: auth }, async (req) => {
    return ok({ bind_uid: (await boundUid(db, currentUser(req).id)) ?? '0' });
  });

  route(app, onePeopleBindSet, { onRequest: auth }, async (req) => {
    const u = currentUser(req);
    const uid = req.body.bind_uid.trim();
    if (!/^[0-9]{1,20}$/.test(uid)) return fail(BIND_ERRORS.notDigits.code, BIND_ERRORS.notDigits.message);
    if (uid === u.uid) return fail(BIND_ERRORS.own.code, BIND_ERRORS.own.message);
    if (!(await uidExists(db, uid))) return fail(BIND_ERRORS.unknown.code, BIND_ERRORS.unknown.message);
    await bindUid(db, u.id, uid);
    return ok({ bind_uid: uid });
  });
}
