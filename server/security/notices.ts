import type { FastifyRequest } from 'fastify';

import { sendMessage } from '../accounts/outbox';
import type { Queryable } from '../db';
import { maskEmail, maskMobile } from '../user/mask';
import { deviceName, maskAddress } from './device-label';
import { addressOf, type CodeChannel } from './security-codes';

/**
 * Issue 36: every change to how an account is protected is told to its
 * owner, by email (SMS when the account has none): what changed, when, from
 * which device, network and country, on which account, and what to do if it
 * was not the owner. A notice never carries a password, a code or a secret.
 */
export type SecurityChange =
  | 'totpOn'
  | 'totpOff'
  | 'totpReplaced'
  | 'emailCodesOn'
  | 'emailCodesOff'
  | 'smsCodesOn'
  | 'smsCodesOff'
  | 'passkeyAdded'
  | 'passkeyRemoved'
  | 'recoveryCodesRenewed'
  | 'deviceTrusted'
  | 'deviceForgotten'
  | 'sessionsEnded'
  | 'passwordChanged'
  | 'secondFactorsOff';

/** What a notice tells besides the change itself. */
export interface NoticeFacts {
  readonly at: Date;
  /** "Chrome on Windows" */
  readonly device: string;
  /** the network, masked ("203.0.113.*"); '' when unknown */
  readonly network: string;
  /** ISO alpha-2, '' when unknown */
  readonly country: string;
  /** the account, masked as its owner recognises it */
  readonly account: string;
  /** where to reset the password, and to recover a lost second factor */
  readonly resetLink: string;
  readonly recoverLink: string;
  /** where passkeys are added again (a reset or recovery removed them) */
  readonly settingsLink: string;
  /** a passkey's name; how many passkeys a reset removed; how many sessions were ended */
  readonly passkeyName?: string;
  readonly passkeysRemoved?: number;
  readonly sessionsEnded?: number;
}

const WHAT: Record<SecurityChange, { readonly subject: string; readonly line: (f: NoticeFacts) => string }> = {
  totpOn: {
    subject: 'Authenticator app turned on',
    line: () => 'Two-step verification by an authenticator app was turned on.',
  },
  totpOff: {
    subject: 'Authenticator app turned off',
    line: () => 'Two-step verification by an authenticator app was turned off.',
  },
  totpReplaced: {
    subject: 'Authenticator app replaced',
    line: () => 'Your authenticator app key was replaced: codes of the old key no longer work.',
  },
  emailCodesOn: { subject: 'Login codes by email turned on', line: () => 'Login codes by email were turned on.' },
  emailCodesOff: { subject: 'Login codes by email turned off', line: () => 'Login codes by email were turned off.' },
  smsCodesOn: { subject: 'Login codes by SMS turned on', line: () => 'Login codes by SMS were turned on.' },
  smsCodesOff: { subject: 'Login codes by SMS turned off', line: () => 'Login codes by SMS were turned off.' },
  passkeyAdded: {
    subject: 'Passkey added',
    line: (f) =>
      `A passkey${f.passkeyName ? ` named "${f.passkeyName}"` : ''} was added: it logs in without a password.`,
  },
  passkeyRemoved: {
    subject: 'Passkey removed',
    line: (f) => `A passkey${f.passkeyName ? ` named "${f.passkeyName}"` : ''} was removed.`,
  },
  recoveryCodesRenewed: {
    subject: 'New recovery codes',
    line: () => 'New recovery codes were made; the old ones no longer work.',
  },
  deviceTrusted: {
    subject: 'Device trusted',
    line: () => 'A device was trusted for 30 days: it logs in without a second-step code.',
  },
  deviceForgotten: {
    subject: 'Device no longer trusted',
    line: () => 'A trusted device was removed: it will be asked for a code at its next login.',
  },
  sessionsEnded: {
    subject: 'Sessions ended',
    line: (f) =>
      f.sessionsEnded === 1
        ? 'One session of your account was ended.'
        : `${f.sessionsEnded ?? 'Several'} sessions of your account were ended.`,
  },
  passwordChanged: {
    subject: 'Your password was changed',
    line: () => 'The password of your account was changed, and every device was logged out.',
  },
  secondFactorsOff: {
    subject: 'Two-step verification was turned off',
    line: () => 'Two-step verification of your account was turned off, and every device was logged out.',
  },
};

/** The subject and body of a notice (pure: the tests read it directly). */
export function securityNotice(change: SecurityChange, facts: NoticeFacts): { subject: string; body: string } {
  const what = WHAT[change];
  const where = [facts.network, facts.country].filter(Boolean).join(', ');
  const lines = [
    what.line(facts),
    '',
    `Account: ${facts.account}`,
    `When: ${facts.at.toISOString().replace('T', ' ').slice(0, 16)} UTC`,
    `Device: ${facts.device}${where ? ` (${where})` : ''}`,
  ];
  if (facts.passkeysRemoved) {
    lines.push(
      '',
      `${facts.passkeysRemoved === 1 ? 'Your passkey was' : `Your ${facts.passkeysRemoved} passkeys were`} removed. Add one again in your security settings: ${facts.settingsLink}`,
    );
  }
  lines.push(
    '',
    'If this was not you, someone may have access to your account. Reset your password now:',
    facts.resetLink,
    'Lost your authenticator or phone? Recover access here:',
    facts.recoverLink,
  );
  return { subject: what.subject, body: lines.join('\n') };
}

/** Where a notice was sent from, as the request tells it. */
export interface NoticeOrigin {
  /** the web's origin, where the reset and recovery pages are */
  readonly webOrigin: string;
  /** the visitor's country (server/country.ts), '' when unknown */
  readonly country: string;
}

/** Tells the account's owner of a change made by `req`: by email, else by SMS; nothing when the account has neither. */
export async function noticeSecurityChange(
  db: Queryable,
  req: FastifyRequest,
  origin: NoticeOrigin,
  userId: number | string,
  change: SecurityChange,
  detail: Pick<NoticeFacts, 'passkeyName' | 'passkeysRemoved' | 'sessionsEnded'> = {},
): Promise<void> {
  const { rows } = await db.query<{ email: string | null; mobile: string | null; country_code: string | null }>(
    'select email, mobile, country_code from users where id = $1',
    [userId],
  );
  const account = rows[0];
  if (!account) return;
  const channel: CodeChannel = account.email ? 'email' : 'sms';
  const to = await addressOf(
    db,
    { userId, email: account.email, mobile: account.mobile, countryCode: account.country_code },
    channel,
  );
  if (!to) return;
  const web = origin.webOrigin.replace(/\/+$/, '');
  const { subject, body } = securityNotice(change, {
    at: new Date(),
    device: deviceName(req.headers['user-agent']),
    network: maskAddress(req.ip),
    country: origin.country,
    account: account.email ? maskEmail(account.email) : maskMobile(account.mobile),
    resetLink: `${web}/app/user/retrieve`,
    recoverLink: `${web}/app/user/security-item-find`,
    settingsLink: `${web}/app/user/account-info`,
    ...detail,
  });
  await sendMessage(db, req.log, { channel, to, subject, body });
}
