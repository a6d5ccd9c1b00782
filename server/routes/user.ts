import type { FastifyInstance } from 'fastify';

import { currentUser, requireUser } from '../auth/guard';
import { fail, ok } from '../envelope';
import { maskEmail, maskMobile } from '../user/mask';
import type { RouteDeps } from './deps';

interface BindBody {
  bind_uid: string;
}

/** LOGIN-10 profile, SEC-4 member info and one-person bind. Private. */
export async function userRoutes(app: FastifyInstance, { db }: RouteDeps): Promise<void> {
  const auth = requireUser(db);

  app.get('/v2/private/user/profile', { onRequest: auth }, async (req) => {
    const u = currentUser(req);
    // AFF-1: how the person arrived (recorded at sign-up), so it can be checked
    const { rows } = await db.query<{ signup_payload: Record<string, unknown> | null }>(
      'select signup_payload from users where id = $1',
      [u.id],
    );
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
      attribution: rows[0]?.signup_payload ?? null,
    });
  });

  app.get('/user/private/member/info', { onRequest: auth }, async (req) => {
    const u = currentUser(req);
    const kyc = Number.isFinite(Number(u.memberTag.KYC ?? 0)) ? Number(u.memberTag.KYC ?? 0) : 0;
    // DLG-2: the country of residence identity verification proved; '' until verified
    const { rows } = await db.query<{ kyc_country: string | null }>('select kyc_country from users where id = $1', [
      u.id,
    ]);
    const verified = u.kycPersonLevel !== 0 || kyc !== 0;
    return ok({
      kyc_person_level: u.kycPersonLevel,
      member_tag: { ...u.memberTag, KYC: kyc },
      kyc_country: verified ? (rows[0]?.kyc_country ?? '') : '',
    });
  });

  app.get('/user/private/one_people_bind/get', { onRequest: auth }, async (req) => {
    const u = currentUser(req);
    const { rows } = await db.query<{ bind_uid: string }>('select bind_uid from one_people_bind where user_id = $1', [
      u.id,
    ]);
    return ok({ bind_uid: rows[0]?.bind_uid ?? '0' });
  });

  app.post<{ Body: BindBody }>(
    '/user/private/one_people_bind/set',
    {
      onRequest: auth,
      schema: {
        body: {
          type: 'object',
          required: ['bind_uid'],
          properties: { bind_uid: { type: 'string', minLength: 1, maxLength: 20 } },
        },
      },
    },
    async (req) => {
      const u = currentUser(req);
      const bindUid = req.body.bind_uid.trim();
      if (!/^[0-9]{1,20}$/.test(bindUid)) return fail(10001, 'bind_uid must contain digits only');
      if (bindUid === u.uid) return fail(10001, 'bind_uid cannot be your own uid');
      const { rows } = await db.query('select 1 from users where uid = $1', [bindUid]);
      if (rows.length === 0) return fail(10001, 'bind_uid does not match any account');
      await db.query(
        `insert into one_people_bind (user_id, bind_uid) values ($1, $2)
         on conflict (user_id) do update set bind_uid = excluded.bind_uid, updated_at = now()`,
        [u.id, bindUid],
      );
      return ok({ bind_uid: bindUid });
    },
  );
}
