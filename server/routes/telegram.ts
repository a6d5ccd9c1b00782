import type { FastifyInstance } from 'fastify';

import { CAPTCHA_SCENES } from '@/config/captcha';

import { CAPTCHA_FAILED, captchaPasses } from '../accounts/captcha-check';
import { sessionForAccount } from '../accounts/session-reply';
import { currentUser, requireUser } from '../auth/guard';
import { fail, ok } from '../envelope';
import { TELEGRAM_ERRORS } from '../telegram/errors';
import { checkInitData, type InitDataCheck } from '../telegram/init-data';
import { accountLinkedTo, BIND_FAILURES, linkTelegram, telegramLinkOf, unlinkTelegram } from '../telegram/links';
import type { RouteDeps } from './deps';

/** TG-7: the refusal of launch data that did not verify. */
export function initDataRefusal(check: Extract<InitDataCheck, { ok: false }>) {
  const error = check.reason === 'expired' ? TELEGRAM_ERRORS.authExpired : TELEGRAM_ERRORS.authFail;
  return fail(error.code, error.message, { dialog: error.dialog });
}

const TASK_ID = { type: 'string', minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9_.-]+$' } as const;

/** TG-5 bind, unbind and status; Telegram login; TG-8 mini-app tasks. Contract: docs/telegram.md. */
export async function telegramRoutes(app: FastifyInstance, { db, accounts }: RouteDeps): Promise<void> {
  const auth = requireUser(db);
  const verify = (raw: unknown) => checkInitData(raw, accounts.telegram);

  app.get('/user/private/telegram-bind-status', { onRequest: auth }, async (req) => {
    const link = await telegramLinkOf(db, currentUser(req).id);
    return ok({ bind_status: link ? 1 : 0 });
  });

  // TG-3: linking follows the security verification of scene 30093
  app.post<{ Body: { tg_init_data: string } }>(
    '/user/private/bind/telegram',
    {
      onRequest: auth,
      schema: {
        body: {
          type: 'object',
          required: ['tg_init_data'],
          properties: { tg_init_data: { type: 'string', maxLength: 8192 } },
        },
      },
    },
    async (req) => {
      if (!(await captchaPasses(db, req.body, CAPTCHA_SCENES.securityVerification))) {
        return fail(CAPTCHA_FAILED.code, CAPTCHA_FAILED.message);
      }
      const check = verify(req.body.tg_init_data);
      if (!check.ok) return initDataRefusal(check);
      const outcome = await linkTelegram(db, currentUser(req).id, check.user);
      if (outcome.ok) return ok({ bind_status: 1 });
      const error =
        outcome.failure === BIND_FAILURES.telegramTaken ? TELEGRAM_ERRORS.telegramTaken : TELEGRAM_ERRORS.accountTaken;
      return fail(error.code, error.message, { dialog: error.dialog });
    },
  );

  app.post('/user/private/unbind/telegram', { onRequest: auth }, async (req) => {
    await unlinkTelegram(db, currentUser(req).id);
    return ok({ bind_status: 0 });
  });

  /**
   * TG-1: the mini app's first call. Verifies the launch data (TG-7 dialogs
   * when it does not) and says whether the Telegram account is linked: the
   * page then offers auth-login, or register-or-login.
   */
  app.post<{ Body: { tg_init_data: string } }>(
    '/user/public/telegram/launch',
    {
      schema: {
        body: {
          type: 'object',
          required: ['tg_init_data'],
          properties: { tg_init_data: { type: 'string', maxLength: 8192 } },
        },
      },
    },
    async (req) => {
      const check = verify(req.body.tg_init_data);
      if (!check.ok) return initDataRefusal(check);
      return ok({ linked: (await accountLinkedTo(db, check.user.id)) !== null });
    },
  );

  /** A Telegram account already linked logs in with its launch data alone (the mini app's auth-login). */
  app.post<{ Body: { tg_init_data: string } }>(
    '/user/public/telegram/login',
    {
      schema: {
        body: {
          type: 'object',
          required: ['tg_init_data'],
          properties: { tg_init_data: { type: 'string', maxLength: 8192 } },
        },
      },
    },
    async (req, reply) => {
      const check = verify(req.body.tg_init_data);
      if (!check.ok) return initDataRefusal(check);
      const userId = await accountLinkedTo(db, check.user.id);
      if (!userId) return fail(TELEGRAM_ERRORS.notLinked.code, TELEGRAM_ERRORS.notLinked.message);
      const answer = await sessionForAccount(db, req, reply, userId);
      return answer ?? fail(TELEGRAM_ERRORS.notLinked.code, TELEGRAM_ERRORS.notLinked.message);
    },
  );

  // TG-8: the TgToken header carries the mini app's launch data
  app.post<{ Body: { campaignId: string; taskId: string } }>(
    '/fht/growth/miniapp/task/v1/complete_task',
    {
      schema: {
        body: {
          type: 'object',
          required: ['campaignId', 'taskId'],
          properties: { campaignId: TASK_ID, taskId: TASK_ID },
        },
      },
    },
    async (req) => {
      const header = req.headers.tgtoken;
      const check = verify(Array.isArray(header) ? header[0] : header);
      if (!check.ok) return initDataRefusal(check);
      const userId = await accountLinkedTo(db, check.user.id);
      const { rows } = await db.query(
        `insert into miniapp_task_completions (telegram_id, campaign_id, task_id, user_id) values ($1, $2, $3, $4)
         on conflict do nothing returning telegram_id`,
        [check.user.id, req.body.campaignId, req.body.taskId, userId],
      );
      return ok({
        completed: true,
        first_time: rows.length > 0,
        campaignId: req.body.campaignId,
        taskId: req.body.taskId,
      });
    },
  );
}
