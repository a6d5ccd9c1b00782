import type { FastifyBaseLogger } from 'fastify';

import type { Queryable } from '../db';
import { maskEmail, maskMobile } from '../user/mask';

export interface OutgoingMessage {
  readonly channel: 'email' | 'sms';
  /** an email address, or `+{dial}{digits}` for SMS */
  readonly to: string;
  readonly subject: string;
  readonly body: string;
  readonly code?: string | null;
  readonly link?: string | null;
}

export interface OutboxItem {
  channel: 'email' | 'sms';
  to: string;
  subject: string;
  body: string;
  code: string | null;
  link: string | null;
  created_at: string;
}

/**
 * Sends a mail or SMS: the reference api has no gateway, so the outbox table
 * is the transport. The log line names channel, masked recipient and subject,
 * never the body, code or link.
 */
export async function sendMessage(db: Queryable, log: FastifyBaseLogger, message: OutgoingMessage): Promise<void> {
  await db.query(
    `insert into outbox (channel, recipient, subject, body, code, link)
     values ($1, $2, $3, $4, $5, $6)`,
    [message.channel, message.to, message.subject, message.body, message.code ?? null, message.link ?? null],
  );
  const to = message.channel === 'email' ? maskEmail(message.to) : maskMobile(message.to);
  log.info({ outbox: { channel: message.channel, to, subject: message.subject } }, 'message sent to the outbox');
}

/** The newest messages first, optionally only those to `to`. */
export async function readOutbox(db: Queryable, to: string | undefined, limit = 50): Promise<OutboxItem[]> {
  const { rows } = await db.query<{
    channel: 'email' | 'sms';
    recipient: string;
    subject: string;
    body: string;
    code: string | null;
    link: string | null;
    created_at: Date | string;
  }>(
    `select channel, recipient, subject, body, code, link, created_at from outbox
      where $1::text is null or recipient = $1
      order by id desc limit $2`,
    [to ?? null, limit],
  );
  return rows.map((r) => ({
    channel: r.channel,
    to: r.recipient,
    subject: r.subject,
    body: r.body,
    code: r.code,
    link: r.link,
    created_at: new Date(r.created_at).toISOString(),
  }));
}
