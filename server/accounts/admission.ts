import type { FastifyReply, FastifyRequest } from 'fastify';

import { siteOfHost } from '@/config/sites';

import type { Queryable } from '../db';
import { fail, ok } from '../envelope';
import { sessionResult, startSession } from './session-reply';
import { jurisdictionRefusal, kycDialogFor, statusRefusal } from './users';

/** What the gate reads of an account. */
export interface AdmittedAccount {
  readonly id: string | number;
  readonly uid: string;
  readonly status: number;
  readonly banned_at: Date | string | null;
  readonly self_help_ban: boolean;
  /** the site the account registered on (DLG-5) */
  readonly site_id: string;
  /** DLG-6: 0 until the person's identity is verified */
  readonly kyc_person_level: number;
}

/** Where and from where a person comes in. */
export interface Entry {
  /** the site logged in on: the page's regulated site, else the site of the host the page was served from */
  readonly loginSite: string;
  /** the visitor's country, as a trusted hop named it (server/country.ts); '' when unknown */
  readonly visitorCountry: string;
}

export type Admission =
  | {
      readonly admitted: true;
      readonly account: AdmittedAccount;
      readonly token: string;
      readonly kycDialog: string | null;
    }
  | {
      readonly admitted: false;
      readonly account: AdmittedAccount;
      readonly refusal: NonNullable<ReturnType<typeof statusRefusal> | ReturnType<typeof jurisdictionRefusal>>;
    };

/**
 * The one gate after any proof of who the person is (a password, a
 * confirmed QR code, a quick-login token, Telegram launch data, a
 * third-party identity; the OAuth login and the demo switch log in with the
 * password): the account's status (LOGIN-12 ban, termination, DLG-3 UTA
 * upgrade), then DLG-5 the jurisdiction of the site logged in on; a session
 * only past both, with DLG-6 the identity-verification prompt the site and
 * the visitor's country call for.
 */
export async function admitAccount(
  db: Queryable,
  req: FastifyRequest,
  reply: FastifyReply,
  account: AdmittedAccount,
  entry: Entry,
): Promise<Admission> {
  const refusal = statusRefusal(account) ?? jurisdictionRefusal(account.site_id, entry.loginSite);
  if (refusal) return { admitted: false, account, refusal };
  const token = await startSession(db, req, reply, account.id);
  return {
    admitted: true,
    account,
    token,
    kycDialog: kycDialogFor(account.kyc_person_level, entry.loginSite, entry.visitorCountry),
  };
}

/** The gate for a way in that knows only the account's id (a QR code, a token, a linked identity); null when there is no such account. */
export async function admit(
  db: Queryable,
  req: FastifyRequest,
  reply: FastifyReply,
  userId: string | number,
  entry: Entry,
): Promise<Admission | null> {
  const { rows } = await db.query<AdmittedAccount>(
    `select id::text as id, uid, status, banned_at, self_help_ban, site_id, kyc_person_level from users where id = $1`,
    [userId],
  );
  return rows[0] ? admitAccount(db, req, reply, rows[0], entry) : null;
}

/** The answer of an admission: the refusal, or the session (LOGIN-8) with the prompt it names. */
export function admissionAnswer(
  admission: Admission,
  extra: { readonly isNewUser?: boolean; readonly useThirdparty?: boolean; readonly tgBindResult?: string } = {},
) {
  if (!admission.admitted) {
    const { code, message, result } = admission.refusal;
    return fail(code, message, result);
  }
  return ok({
    ...sessionResult(admission.token, admission.account, extra),
    ...(extra.tgBindResult !== undefined ? { tg_bind_result: extra.tgBindResult } : {}),
    ...(admission.kycDialog ? { kyc_dialog: admission.kycDialog } : {}),
  });
}

/**
 * DLG-5: the site a login is made on: the regulated site the page names
 * (site_id), the Turkish login (tr_login), else the site of the host the
 * page was served from (the web forwards it as X-Forwarded-Host; a client
 * can only claim a site it could have visited), else the global site.
 */
export function loginSiteOf(
  req: Pick<FastifyRequest, 'headers'>,
  body: { readonly site_id?: string; readonly tr_login?: boolean | number } = {},
): string {
  if (body.site_id) return body.site_id;
  if (body.tr_login === true || body.tr_login === 1) return 'TUR';
  const forwarded = req.headers['x-forwarded-host'];
  return siteOfHost((Array.isArray(forwarded) ? forwarded[0] : forwarded) ?? '') ?? 'BYBIT';
}
