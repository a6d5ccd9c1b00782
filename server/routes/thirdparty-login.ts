import type { FastifyReply, FastifyRequest } from 'fastify';

import { normalizeEmail } from '../accounts/account-names';
import type { AccountOptions } from '../accounts/options';
import { sessionResult, startSession } from '../accounts/session-reply';
import { verifyIdToken } from '../accounts/thirdparty';
import { insertUser, statusRefusal } from '../accounts/users';
import type { Db } from '../db';
import { fail, ok } from '../envelope';

export const THIRDPARTY_ERRORS = {
  notConfigured: { code: 10001, message: 'Third-party login is not configured' },
  invalidToken: { code: 10001, message: 'Third-party sign-in could not be verified' },
  noEmail: { code: 10001, message: 'The provider did not share a verified email address' },
  exists: { code: 30032, message: 'Account already exists, log in with your password' },
} as const;

/**
 * LOGIN-6: POST /user/public/login/thirdparty {provider, id_token}. A linked
 * identity logs its account in; an unlinked one with a verified email that
 * has no account yet creates one (no password); an email that already has an
 * account is refused (linking needs the password login first).
 */
export async function thirdPartyLogin(
  db: Db,
  accounts: AccountOptions,
  req: FastifyRequest<{ Body: { provider: string; id_token: string } }>,
  reply: FastifyReply,
) {
  const name = req.body.provider.toLowerCase();
  const provider = Object.hasOwn(accounts.thirdParty, name) ? accounts.thirdParty[name] : undefined;
  if (!provider) return fail(THIRDPARTY_ERRORS.notConfigured.code, THIRDPARTY_ERRORS.notConfigured.message);
  const claims = await verifyIdToken(provider, req.body.id_token);
  if (!claims) return fail(THIRDPARTY_ERRORS.invalidToken.code, THIRDPARTY_ERRORS.invalidToken.message);

  const linked = await db.query<{
    id: string;
    uid: string;
    status: number;
    banned_at: Date | null;
    self_help_ban: boolean;
  }>(
    `select u.id, u.uid, u.status, u.banned_at, u.self_help_ban
       from user_identities i join users u on u.id = i.user_id
      where i.provider = $1 and i.subject = $2`,
    [name, claims.sub],
  );
  let user: { id: string | number; uid: string };
  let isNew = false;
  const row = linked.rows[0];
  if (row) {
    const refusal = statusRefusal(row);
    if (refusal) return fail(refusal.code, refusal.message, refusal.result);
    user = row;
  } else {
    const email = claims.emailVerified ? normalizeEmail(claims.email) : null;
    if (!email) return fail(THIRDPARTY_ERRORS.noEmail.code, THIRDPARTY_ERRORS.noEmail.message);
    const created = await db.transaction(async (tx) => {
      const made = await insertUser(tx, {
        account: { kind: 'email', email },
        passwordHash: null,
        lang: 'en',
        siteId: 'BYBIT',
      });
      if (!made) return null;
      await tx.query('insert into user_identities (provider, subject, user_id) values ($1, $2, $3)', [
        name,
        claims.sub,
        made.id,
      ]);
      return made;
    });
    if (!created) return fail(THIRDPARTY_ERRORS.exists.code, THIRDPARTY_ERRORS.exists.message);
    user = created;
    isNew = true;
  }
  const token = await startSession(db, req, reply, user.id);
  return ok(sessionResult(token, user, { isNewUser: isNew, useThirdparty: true }));
}
