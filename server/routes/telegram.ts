import type { FastifyInstance } from 'fastify';

import { CAPTCHA_SCENES } from '@/config/captcha';
import { tgBind } from '@/contract/telegram/bind';
import { tgBindStatus } from '@/contract/telegram/bind-status';
import { miniAppTaskComplete } from '@/contract/telegram/complete-task';
import { tgLaunch } from '@/contract/telegram/launch';
import { tgLogin } from '@/contract/telegram/login';
import { tgUnbind } from '@/contract/telegram/unbind';

import { admissionAnswer, admit } from '../accounts/admission';
import { CAPTCHA_FAILED, captchaPasses } from '../accounts/captcha-check';
import { currentUser, requireUser } from '../auth/guard';
import { fail, ok } from '../envelope';
import { TELEGRAM_ERRORS } from '../telegram/errors';
import { checkInitData, type InitDataCheck } from '../telegram/init-data';
import { accountLinkedTo, BIND_FAILURES, linkTelegram, telegramLinkOf, unlinkTelegram } from '../telegram/links';
import { recordTaskCompletion } from '../telegram/tasks';
import { emptyBodyAsObject, route } from './contract-route';
import type { RouteDeps } from './deps';

/** TG-7: the refusal of launch data that did not verify. */
export function initDataRefusal(check: Extract<InitDataCheck, { ok: false }>) {
  const error = check.reason === 'expired' ? TELEGRAM_ERRORS.authExpired : TELEGRAM_ERRORS.authFail;
  return fail(error.code, error.message, { dialog: error.dialog });
}

/** TG-5 bind, unbind and status; Telegram login; TG-8 mini-app tasks. Contract: docs/telegram.md. */
export async function telegramRoutes(app: FastifyInstance, { db, accounts, entryOf }: RouteDeps): Promise<void> {
  const auth = requireUser(db);
  const verify = (raw: unknown) => checkInitData(raw, accounts.telegram);

  route(app, tgBindStatus, { onRequest: auth }, async (req) => {
    const link = await telegramLinkOf(db, currentUser(req).id);
    return ok({ bind_status: link ? 1 : 0 });
  });

  // TG-3: linking follows the security verification of scene 30093
  route(app, tgBind, { onRequest: auth }, async (req) => {
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
  });

  route(app, tgUnbind, { onRequest: auth, preValidation: emptyBodyAsObject }, async (req) => {
    await unlinkTelegram(db, currentUser(req).id);
    return ok({ bind_status: 0 });
  });

  /**
   * TG-1: the mini app's first call. Verifies the launch data (TG-7 dialogs
   * when it does not) and says whether the Telegram account is linked: the
   * page then offers auth-login, or register-or-login.
   */
  route(app, tgLaunch, {}, async (req) => {
    const check = verify(req.body.tg_init_data);
    if (!check.ok) return initDataRefusal(check);
    return ok({ linked: (await accountLinkedTo(db, check.user.id)) !== null });
  });

  /** A Telegram account already linked logs in with its launch data alone (the mini app's auth-login). */
  route(app, tgLogin, {}, async (req, reply) => {
    const check = verify(req.body.tg_init_data);
    if (!check.ok) return initDataRefusal(check);
    const userId = await accountLinkedTo(db, check.user.id);
    const admission = userId ? await admit(db, req, reply, userId, entryOf(req), { proof: 'telegram' }) : null;
    return admission
      ? admissionAnswer(admission)
      : fail(TELEGRAM_ERRORS.notLinked.code, TELEGRAM_ERRORS.notLinked.message);
  });

  // TG-8: the TgToken header carries the mini app's launch data
  route(app, miniAppTaskComplete, {}, async (req) => {
    const header = req.headers.tgtoken;
    const check = verify(Array.isArray(header) ? header[0] : header);
    if (!check.ok) return initDataRefusal(check);
    const { campaignId, taskId } = req.body;
    const userId = await accountLinkedTo(db, check.user.id);
    const firstTime = await recordTaskCompletion(db, { telegramId: check.user.id, campaignId, taskId }, userId);
    return ok({ completed: true, first_time: firstTime, campaignId, taskId });
  });
}
