import { useCallback, useEffect, useState } from 'react';

import type { EmbeddedForm } from '@/components/auth/embedded-form';
import { useFinishSession } from '@/components/auth/use-finish-session';
import { usePageCaptcha } from '@/components/auth/use-page-captcha';
import { useWebConfig } from '@/components/auth/use-web-config';
import { AUTH_CONFIG_KEYS } from '@/config/auth';
import { CAPTCHA_SCENES } from '@/config/captcha-page';
import { SITES } from '@/config/sites';
import type { SessionResult } from '@/services/api/auth';
import { bindTelegram, telegramBindStatus, telegramLaunch, telegramLogin } from '@/services/api/telegram';
import { RET_CODES } from '@/services/errors/ret-codes';
import { alertMessageOf, type FormMessage } from '@/services/errors/screen-errors';
import { isRequestError } from '@/services/http/errors';
import { setUserToken } from '@/services/identity';
import type { PageContextProps } from '@/services/page-props';
import { toasts } from '@/stores/toast-store';

import {
  bindFailureDialog,
  bindRefusalCode,
  bindSuccessKey,
  linkAuthSeenKey,
  shouldAskToLink,
  stepOfLaunch,
  type BindFailureDialog,
  type MiniAppForm,
  type MiniAppStep,
} from './mini-app-sign-in';
import { useMiniAppLaunch } from './use-mini-app-launch';

/** How long the success notice of a link is seen before the mini app moves on (LOGIN-8). */
const NOTICE_BEFORE_LEAVING_MS = 1500;

function storeSeen(telegramUserId: number | undefined, choice: 'accepted' | 'declined'): void {
  if (telegramUserId === undefined) return;
  try {
    window.localStorage.setItem(linkAuthSeenKey(telegramUserId), choice);
  } catch {
    // storage refused (private mode): the screen may be offered again next time
  }
}

function seenBefore(telegramUserId: number | undefined): boolean {
  if (telegramUserId === undefined) return false;
  try {
    return window.localStorage.getItem(linkAuthSeenKey(telegramUserId)) !== null;
  } catch {
    return false;
  }
}

/**
 * TG-1..7, LOGIN-8, REDIR-1: the flow of /telegram-register-login. The api
 * verifies the launch (TG-9) and says whether its Telegram account is
 * linked: a linked one logs in with Telegram (auth-login); any other logs in
 * or signs up with the forms, and then an unbound account is asked once to
 * link this Telegram account (link-auth, after the security verification of
 * scene 30093). Every way out goes through the redirect policy, which sends
 * the mini app to its home (REDIR-1).
 */
export function useMiniAppSignIn(page: PageContextProps) {
  const { web } = useWebConfig();
  const finishSession = useFinishSession(page);
  const { withCaptcha } = usePageCaptcha({
    scene: CAPTCHA_SCENES.securityVerification,
    flow: 'login',
    siteRegulated: SITES[page.site].regulated,
    config: web,
  });
  const { phase, launch, authDialog, closeAuthDialog, refuse } = useMiniAppLaunch((found) =>
    telegramLaunch(found.initData),
  );
  /** where the person's choices led; until then, the launch decides */
  const [chosen, setChosen] = useState<MiniAppStep | null>(null);
  const step = chosen ?? stepOfLaunch(phase);
  /** undefined until an action of the person's: the launch's failure, if any, is told until then */
  const [alert, setAlert] = useState<FormMessage | null>();
  const [bindFailure, setBindFailure] = useState<BindFailureDialog | null>(null);
  const [busy, setBusy] = useState(false);
  const [leaving, setLeaving] = useState(false);
  const [host, setHost] = useState('');
  useEffect(() => setHost(window.location.host), []);
  const telegramUserId = launch?.user?.id;

  const tell = (error: unknown) => setAlert(alertMessageOf(error));

  const leave = useCallback(
    async (session: SessionResult) => {
      setLeaving(true);
      await finishSession(session);
    },
    [finishSession],
  );

  /** TG-4: Accept on auth-login logs in with Telegram; an account unlinked meanwhile goes to register-or-login. */
  const acceptLogin = async () => {
    if (!launch) return;
    setBusy(true);
    setAlert(null);
    try {
      await leave(await telegramLogin(launch.initData));
    } catch (error) {
      setBusy(false);
      const dialog = refuse(error);
      if (dialog) {
        setChosen({ kind: 'refused', dialog });
        return;
      }
      if (isRequestError(error) && error.code === RET_CODES.telegramNotLinked) {
        setChosen({ kind: 'start', notLinked: true });
      } else tell(error);
    }
  };

  /** TG-3: after a form opened a session, an unbound account is asked to link once. */
  const afterForm = (form: MiniAppForm) => async (session: SessionResult) => {
    setUserToken(session.token);
    const status = await telegramBindStatus().catch(() => null);
    if (shouldAskToLink(status, seenBefore(telegramUserId))) {
      setAlert(null);
      setChosen({ kind: 'link-auth', form, session });
      return;
    }
    await leave(session);
  };

  /** TG-5, TG-6: links the account (security verification first); a refusal of the link rules is a dialog. */
  const bind = async (form: MiniAppForm, session: SessionResult) => {
    if (!launch) return;
    setBusy(true);
    setAlert(null);
    setBindFailure(null);
    try {
      await withCaptcha((captcha) => bindTelegram(launch.initData, captcha));
      toasts.showNotice(bindSuccessKey(form));
      await new Promise((resolve) => window.setTimeout(resolve, NOTICE_BEFORE_LEAVING_MS));
      await leave(session);
    } catch (error) {
      setBusy(false);
      const code = isRequestError(error) ? bindRefusalCode(form, error.code) : null;
      // TG-6: a link rule or the launch data refused it; 10016 was told by its toast (ERR-5)
      if (code) setBindFailure(bindFailureDialog(code));
      else tell(error);
    }
  };

  const linkStep = step.kind === 'link-auth' ? step : null;

  return {
    step,
    launch,
    leaving,
    busy,
    host,
    botName: web[AUTH_CONFIG_KEYS.telegramBotName] ?? '',
    alert: alert === undefined ? (phase.kind === 'failed' ? alertMessageOf(phase.error) : null) : alert,
    authDialog,
    closeAuthDialog,
    bindFailure: linkStep ? bindFailure : null,
    closeBindFailure: () => setBindFailure(null),
    /** TG-1: register-or-login, and a form */
    showStart: () => setChosen({ kind: 'start', notLinked: false }),
    showForm: (form: MiniAppForm) => setChosen({ kind: 'form', form }),
    /** what a form needs to hand its session to the mini app, and to switch to the other form */
    embedded: (form: MiniAppForm): EmbeddedForm => ({
      onSession: afterForm(form),
      onSwitch: () => setChosen({ kind: 'form', form: form === 'login' ? 'register' : 'login' }),
    }),
    acceptLogin,
    /** TG-3: accept stores the seen flag and links */
    acceptLink: () => {
      if (!linkStep) return;
      storeSeen(telegramUserId, 'accepted');
      void bind(linkStep.form, linkStep.session);
    },
    /** TG-3: decline stores the seen flag and goes on */
    declineLink: () => {
      if (!linkStep) return;
      storeSeen(telegramUserId, 'declined');
      void leave(linkStep.session);
    },
    /** TG-6: bind again, from the failure dialog */
    bindAgain: () => {
      if (linkStep) void bind(linkStep.form, linkStep.session);
    },
    /** TG-6: go on without the link, from the failure dialog */
    continueWithoutLink: () => {
      setBindFailure(null);
      if (linkStep) void leave(linkStep.session);
    },
  };
}
