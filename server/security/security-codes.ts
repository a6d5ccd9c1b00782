import { createHash, randomInt } from 'node:crypto';

import type { FastifyBaseLogger } from 'fastify';

import { RESEND_COOLDOWN_SECONDS } from '@/config/x-api';

import { e164, lookupMobileCountry } from '../accounts/account-names';
import { sendMessage } from '../accounts/outbox';
import type { Queryable } from '../db';

/** Issue 26: a security code by email or SMS is valid 10 minutes. */
export const SECURITY_CODE_TTL_MINUTES = 10;

export type CodeChannel = 'email' | 'sms';

/** Where an account's codes go. */
export interface CodeRecipient {
  readonly userId: number | string;
  readonly email: string | null;
  readonly mobile: string | null;
  readonly countryCode: string | null;
}

/** What a code is for, which its message says. */
export interface CodePurpose {
  /** the key codes of one purpose share: `login:{challenge}`, `recover:{token}`… */
  readonly key: string;
  readonly subject: string;
  /** the message around the code */
  readonly text: (code: string, minutes: number) => string;
}

function hashCode(purpose: string, code: string): string {
  return createHash('sha256').update(`${purpose}:${code}`, 'utf8').digest('hex');
}

/** The address of `channel` for the account: its email, or +{dial}{digits}; null when it has none. */
export async function addressOf(db: Queryable, to: CodeRecipient, channel: CodeChannel): Promise<string | null> {
  if (channel === 'email') return to.email;
  if (!to.mobile) return null;
  const country = await lookupMobileCountry(db, to.countryCode ?? undefined);
  // the dial code is kept with its '+' ('+44'): the same recipient the registration's SMS goes to
  return country.ok ? e164(country.country, to.mobile) : null;
}

/** Seconds until another code of this purpose and channel may be sent (0: now). */
export async function resendIn(db: Queryable, purpose: string, channel: CodeChannel): Promise<number> {
  const { rows } = await db.query<{ wait: number }>(
    `select greatest(0, ceil($3::int - extract(epoch from now() - created_at)))::int as wait
       from security_codes where purpose = $1 and channel = $2 order by id desc limit 1`,
    [purpose, channel, RESEND_COOLDOWN_SECONDS],
  );
  return Number(rows[0]?.wait ?? 0);
}

/**
 * Sends a new code for `purpose` by `channel`, replacing the one before;
 * null when the account has no address there or the last was sent less
 * than a minute ago (then the seconds to wait).
 */
export async function sendSecurityCode(
  db: Queryable,
  log: FastifyBaseLogger,
  to: CodeRecipient,
  channel: CodeChannel,
  purpose: CodePurpose,
): Promise<{ readonly sent: true } | { readonly sent: false; readonly wait: number }> {
  const address = await addressOf(db, to, channel);
  if (!address) return { sent: false, wait: 0 };
  const wait = await resendIn(db, purpose.key, channel);
  if (wait > 0) return { sent: false, wait };
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  await db.query('update security_codes set used_at = now() where purpose = $1 and channel = $2 and used_at is null', [
    purpose.key,
    channel,
  ]);
  await db.query(
    `insert into security_codes (purpose, user_id, channel, code_hash, expires_at)
     values ($1, $2, $3, $4, now() + make_interval(mins => $5::int))`,
    [purpose.key, to.userId, channel, hashCode(purpose.key, code), SECURITY_CODE_TTL_MINUTES],
  );
  await sendMessage(db, log, {
    channel,
    to: address,
    subject: purpose.subject,
    body: purpose.text(code, SECURITY_CODE_TTL_MINUTES),
    code,
  });
  return { sent: true };
}

/**
 * Issue 39: what a typed code is: the live one (now used), one that was
 * right but is used already (a replay, a second press, a code of a time step
 * already accepted), or wrong. Only a wrong code counts towards the lock.
 */
export type CodeVerdict = 'right' | 'used' | 'wrong';

/**
 * Uses the live code of `purpose` by `channel` when `code` is it: 'right'
 * once, whatever the interleaving; the code redeemed before, while it would
 * still be in time, is 'used'; an expired, replaced or other code is 'wrong'.
 */
export async function checkSecurityCode(
  db: Queryable,
  purpose: string,
  channel: CodeChannel,
  code: string,
): Promise<CodeVerdict> {
  if (!/^[0-9]{6}$/.test(code)) return 'wrong';
  const hash = hashCode(purpose, code);
  const { rows } = await db.query(
    `update security_codes set used_at = now(), redeemed_at = now()
      where purpose = $1 and channel = $2 and code_hash = $3 and used_at is null and expires_at > now()
      returning id`,
    [purpose, channel, hash],
  );
  if (rows.length === 1) return 'right';
  return (await wasRedeemed(db, purpose, channel, hash)) ? 'used' : 'wrong';
}

async function wasRedeemed(db: Queryable, purpose: string, channel: CodeChannel, hash: string): Promise<boolean> {
  const { rows } = await db.query(
    `select 1 from security_codes
      where purpose = $1 and channel = $2 and code_hash = $3 and redeemed_at is not null and expires_at > now()
      limit 1`,
    [purpose, channel, hash],
  );
  return rows.length > 0;
}

/** Whether `code` is the one of `purpose` redeemed before, while it would still be in time (nothing is used up). */
export function securityCodeWasUsed(db: Queryable, purpose: string, channel: CodeChannel, code: string) {
  return /^[0-9]{6}$/.test(code) ? wasRedeemed(db, purpose, channel, hashCode(purpose, code)) : Promise.resolve(false);
}
