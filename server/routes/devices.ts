import type { FastifyInstance } from 'fastify';

import { RET_CODES } from '@/contract/ret-codes';
import { loginHistory } from '@/contract/security/login-history';
import { sessionEnd, sessionEndOthers, sessionList } from '@/contract/security/sessions';
import { trustedDeviceForget, trustedDeviceList } from '@/contract/security/trusted-devices';

import { currentUser, requireUser } from '../auth/guard';
import { fail, ok } from '../envelope';
import { endOtherSessions, endSession, listSessions } from '../security/account-sessions';
import { listLoginEvents } from '../security/login-events';
import { noticeSecurityChange } from '../security/notices';
import { requireReproof } from '../security/reproof';
import { forgetTrustedDevice, listTrustedDevices } from '../security/trusted-devices';
import { emptyBodyAsObject, route } from './contract-route';
import { noticeOriginOf, type RouteDeps } from './deps';

export const DEVICE_ERRORS = {
  sessionNotFound: { code: RET_CODES.sessionNotFound, message: 'This session has already ended' },
  deviceNotFound: { code: RET_CODES.trustedDeviceNotFound, message: 'This device is no longer trusted' },
} as const;

/**
 * Issue 36 item 8, devices and sessions: the account's live sessions (end
 * one, or all but this one, after a re-proof), its trusted devices (forget
 * one), its last logins. Ending and forgetting are told to the owner.
 */
export async function deviceRoutes(app: FastifyInstance, deps: RouteDeps): Promise<void> {
  const { db } = deps;
  const auth = requireUser(db);
  const reproof = requireReproof(db);

  route(app, sessionList, { onRequest: auth }, async (req) =>
    ok({ list: await listSessions(db, req, currentUser(req).id) }),
  );

  route(app, sessionEnd, { onRequest: auth, preHandler: reproof }, async (req) => {
    const user = currentUser(req);
    if (!(await endSession(db, user.id, req.body.id))) {
      return fail(DEVICE_ERRORS.sessionNotFound.code, DEVICE_ERRORS.sessionNotFound.message);
    }
    await noticeSecurityChange(db, req, noticeOriginOf(deps, req), user.id, 'sessionsEnded', { sessionsEnded: 1 });
    return ok({});
  });

  route(
    app,
    sessionEndOthers,
    { onRequest: auth, preValidation: emptyBodyAsObject, preHandler: reproof },
    async (req) => {
      const user = currentUser(req);
      const ended = await endOtherSessions(db, req, user.id);
      if (ended > 0) {
        await noticeSecurityChange(db, req, noticeOriginOf(deps, req), user.id, 'sessionsEnded', {
          sessionsEnded: ended,
        });
      }
      return ok({ ended });
    },
  );

  route(app, trustedDeviceList, { onRequest: auth }, async (req) =>
    ok({ list: await listTrustedDevices(db, req, currentUser(req).id) }),
  );

  route(app, trustedDeviceForget, { onRequest: auth }, async (req) => {
    const user = currentUser(req);
    if (!(await forgetTrustedDevice(db, user.id, req.body.id))) {
      return fail(DEVICE_ERRORS.deviceNotFound.code, DEVICE_ERRORS.deviceNotFound.message);
    }
    await noticeSecurityChange(db, req, noticeOriginOf(deps, req), user.id, 'deviceForgotten');
    return ok({});
  });

  route(app, loginHistory, { onRequest: auth }, async (req) =>
    ok({ list: await listLoginEvents(db, currentUser(req).id) }),
  );
}
