import type { FastifyReply, FastifyRequest } from 'fastify';

import { siteOfHost } from '@/config/sites';
import type { SecondStepDetails } from '@/contract/security/second-step';

import type { Queryable } from '../db';
import { fail, ok } from '../envelope';
import type { AnswerExtras, Entry, Gate } from '../security/gate-types';
import { loginResultOfRefusal, recordLoginEvent } from '../security/login-events';
import { secondStepChallenge, secondStepRefusal } from '../security/second-step';
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
    }
  | {
      /** issue 26: the proof is not enough here; the session waits for a second step */
      readonly admitted: 'second-step';
      readonly account: AdmittedAccount;
      readonly challenge: SecondStepDetails;
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
  gate: Gate,
): Promise<Admission> {
  // issue 36 item 8: every outcome of the gate goes to the account's login history
  const history = (result: Parameters<typeof recordLoginEvent>[3]['result']) =>
    recordLoginEvent(db, req, account.id, { method: gate.proof, result, country: entry.visitorCountry });
  const refusal = statusRefusal(account) ?? jurisdictionRefusal(account.site_id, entry.loginSite);
  if (refusal) {
    const result = loginResultOfRefusal(refusal.code);
    if (result) await history(result);
    return { admitted: false, account, refusal };
  }
  // issue 26: the risk rules may ask for a second step before the session
  const challenge = await secondStepChallenge(db, req, account.id, entry, gate);
  if (challenge) {
    await history('secondStep');
    return { admitted: 'second-step', account, challenge };
  }
  const token = await startSession(db, req, reply, account.id, entry.visitorCountry);
  await history('success');
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
  gate: Gate,
): Promise<Admission | null> {
  const { rows } = await db.query<AdmittedAccount>(
    `select id::text as id, uid, status, banned_at, self_help_ban, site_id, kyc_person_level from users where id = $1`,
    [userId],
  );
  return rows[0] ? admitAccount(db, req, reply, rows[0], entry, gate) : null;
}

/** The answer of an admission: the refusal, or the session (LOGIN-8) with the prompt it names. */
export function admissionAnswer(admission: Admission, extra: AnswerExtras & { readonly tgBindResult?: string } = {}) {
  if (admission.admitted === 'second-step') return secondStepRefusal(admission.challenge);
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
