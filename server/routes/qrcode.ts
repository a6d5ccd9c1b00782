import { randomUUID } from 'node:crypto';

import type { FastifyInstance } from 'fastify';

import { qrCancel } from '@/contract/qrcode/cancel';
import { qrConfirm } from '@/contract/qrcode/confirm';
import { qrGenerate } from '@/contract/qrcode/generate';
import { qrScan } from '@/contract/qrcode/scan';
import { qrStatus } from '@/contract/qrcode/status';
import { RET_CODES } from '@/contract/ret-codes';

import { admissionAnswer, admit } from '../accounts/admission';
import { attemptRank, recordAttempt } from '../accounts/attempts';
import { giveBrowserSecret, newBrowserSecret } from '../auth/browser-secret';
import { currentUser, requireUser } from '../auth/guard';
import { hashToken } from '../auth/sessions';
import { fail, ok } from '../envelope';
import {
  codeState,
  collectConfirmed,
  createQrLogin,
  isGoneOrExpired,
  markCancelled,
  markConfirmed,
  markScanned,
  type ScanInfo,
} from '../qrcode/logins';
import { deviceName, maskAddress } from '../security/device-label';
import { route } from './contract-route';
import type { RouteDeps } from './deps';

/** LOGIN-7: a QR code can be scanned and confirmed for this long after it was made. */
export const QR_TTL_SECONDS = 120;
/** A code confirmed at the last moment stays usable this long, so the browser's next poll still finds it. */
const CONFIRMED_GRACE_SECONDS = 30;

export const QR_ERRORS = {
  /** unknown, expired, or not this browser's */
  expired: { code: RET_CODES.qrExpired, message: 'This QR code has expired. Refresh it and scan again.' },
  /** scanned or answered on another device already, or not in the state the call needs */
  handled: { code: RET_CODES.qrHandled, message: 'This QR code was already used on another device.' },
  tooMany: { code: RET_CODES.ipLimit, message: 'Too many QR codes from this network, try again later' },
} as const;

/** The cookie that ties a code to the browser that showed it (one per code). */
export function qrCookieName(uuid: string): string {
  return `qr_${uuid}`;
}

function scanAnswer(row: ScanInfo) {
  return {
    device: row.device,
    country: row.country,
    ip: row.ip_masked,
    created_at: row.created_at.toISOString(),
    expire_time: Math.floor(row.expires_at.getTime() / 1000),
  };
}

/**
 * LOGIN-7: QR-code login. The login page makes a code (generate) and polls
 * its status; the signed-in app (here: the confirm page on a second device)
 * scans it, then confirms or cancels. A confirmed code opens a session for
 * the confirming account in the browser that showed it, once.
 * Contract: docs/qrcode.md.
 */
export async function qrcodeRoutes(
  app: FastifyInstance,
  { db, accounts, visitorCountry, entryOf }: RouteDeps,
): Promise<void> {
  const auth = requireUser(db);

  route(app, qrGenerate, {}, async (req, reply) => {
    const attempt = await recordAttempt(db, 'qrcode', req.ip);
    if ((await attemptRank(db, 'qrcode', req.ip, attempt)) > accounts.ipLimit * 3) {
      return fail(QR_ERRORS.tooMany.code, QR_ERRORS.tooMany.message);
    }
    const uuid = randomUUID();
    const browser = newBrowserSecret();
    const country = visitorCountry(req);
    const expiresAt = await createQrLogin(db, {
      uuid,
      secretHash: browser.hash,
      device: deviceName(req.headers['user-agent']),
      country: country.ok ? country.country : '',
      ipMasked: maskAddress(req.ip),
      ttlSeconds: QR_TTL_SECONDS,
    });
    giveBrowserSecret(req, reply, qrCookieName(uuid), browser.secret, QR_TTL_SECONDS + CONFIRMED_GRACE_SECONDS);
    return ok({ uuid, expire_time: Math.floor(expiresAt.getTime() / 1000), ttl: QR_TTL_SECONDS });
  });

  route(app, qrStatus, {}, async (req, reply) => {
    const { uuid } = req.query;
    const secret = req.cookies[qrCookieName(uuid)];
    if (!secret) return fail(QR_ERRORS.expired.code, QR_ERRORS.expired.message);
    const secretHash = hashToken(secret);
    const confirmedBy = await collectConfirmed(db, uuid, secretHash);
    if (confirmedBy) {
      reply.clearCookie(qrCookieName(uuid), { path: '/' });
      const admission = await admit(db, req, reply, confirmedBy, entryOf(req), { proof: 'qrcode' });
      if (!admission) return fail(QR_ERRORS.expired.code, QR_ERRORS.expired.message);
      const answer = admissionAnswer(admission);
      if (answer.ret_code !== 0) return answer;
      return ok({ status: 'confirmed', ...answer.result });
    }
    const row = await codeState(db, uuid, secretHash);
    const status = row && row.expired && row.status !== 'cancelled' ? 'expired' : row?.status;
    // a live confirmed code was taken by the collection above, by this poll or a parallel one
    if (!row || !status || status === 'used' || status === 'confirmed') {
      return fail(QR_ERRORS.expired.code, QR_ERRORS.expired.message);
    }
    return ok({ status, expire_time: Number(row.expire_time) });
  });

  route(app, qrScan, { onRequest: auth }, async (req) => {
    const row = await markScanned(db, req.body.uuid, currentUser(req).id);
    if (row) return ok(scanAnswer(row));
    return expiredOrHandled(req.body.uuid);
  });

  route(app, qrConfirm, { onRequest: auth }, async (req) => {
    if (await markConfirmed(db, req.body.uuid, currentUser(req).id, CONFIRMED_GRACE_SECONDS)) {
      return ok({ status: 'confirmed' });
    }
    return expiredOrHandled(req.body.uuid);
  });

  route(app, qrCancel, { onRequest: auth }, async (req) => {
    if (await markCancelled(db, req.body.uuid, currentUser(req).id)) return ok({ status: 'cancelled' });
    return expiredOrHandled(req.body.uuid);
  });

  /** Why a scan, confirm or cancel did nothing: the code is gone or expired, or another device has it. */
  async function expiredOrHandled(uuid: string) {
    const error = (await isGoneOrExpired(db, uuid)) ? QR_ERRORS.expired : QR_ERRORS.handled;
    return fail(error.code, error.message);
  }
}
