import { useTranslation } from 'next-i18next/pages';
import { useCallback, useEffect, useState, type ReactNode } from 'react';

import { ActionButton } from '@/components/auth/action-button';
import type { EmbeddedForm } from '@/components/auth/embedded-form';
import { FormAlert } from '@/components/auth/form-alert';
import { AuthDialog } from '@/components/auth/refusal-dialog';
import { useFinishSession } from '@/components/auth/use-finish-session';
import { usePageCaptcha } from '@/components/auth/use-page-captcha';
import { useWebConfig } from '@/components/auth/use-web-config';
import { AUTH_CONFIG_KEYS } from '@/config/auth';
import { CAPTCHA_SCENES } from '@/config/captcha';
import { SITES } from '@/config/sites';
import type { SessionResult } from '@/services/api/auth';
import { bindTelegram, telegramBindStatus, telegramLaunch, telegramLogin } from '@/services/api/telegram';
import { RET_CODES } from '@/services/errors/ret-codes';
import { resolveError, type ErrorOutcome, type FormMessage } from '@/services/errors/screen-errors';
import { isRequestError } from '@/services/http/errors';
import { setUserToken } from '@/services/identity';
import type { PageContextProps } from '@/services/page-props';
import { toasts } from '@/stores/toast-store';

import { AuthorizeCard } from './authorize-card';
import { readMiniAppLaunch } from './launch-params';
import {
  authDialogOf,
  bindFailureDialog,
  bindRefusalCode,
  bindSuccessKey,
  linkAuthSeenKey,
  shouldAskToLink,
  stepAfterLaunch,
  type BindFailureDialog,
  type MiniAppAuthDialog,
  type MiniAppForm,
  type MiniAppLaunch,
  type MiniAppStep,
} from './mini-app-flow';
import { MiniAppAuthFailure, MiniAppIdentity, OutsideMiniApp } from './mini-app-parts';

interface Props {
  readonly page: PageContextProps;
  /** the login and sign-up forms, composed by the page (features do not import each other) */
  readonly renderForm: (form: MiniAppForm, embedded: EmbeddedForm) => ReactNode;
}

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
 * TG-1..7, LOGIN-8, REDIR-1: /telegram-register-login, the mini app's way
 * in. It reads the launch parameters with the mini-app library; the api
 * verifies them (TG-9). A linked Telegram account logs in with Telegram
 * (auth-login); any other logs in or signs up with the forms, and then an
 * unbound account is asked to link this Telegram account (link-auth, with
 * the security verification of scene 30093). Every way out goes through the
 * redirect policy, which sends the mini app to its home (REDIR-1).
 */
export function MiniAppScreen({ page, renderForm }: Props) {
  const { t } = useTranslation('telegram');
  const { web } = useWebConfig();
  const finishSession = useFinishSession(page);
  const { withCaptcha } = usePageCaptcha({
    scene: CAPTCHA_SCENES.securityVerification,
    flow: 'login',
    siteRegulated: SITES[page.site].regulated,
    config: web,
  });
  const [launch, setLaunch] = useState<MiniAppLaunch | null>(null);
  const [step, setStep] = useState<MiniAppStep>({ kind: 'reading' });
  const [authDialog, setAuthDialog] = useState<MiniAppAuthDialog | null>(null);
  const [bindFailure, setBindFailure] = useState<BindFailureDialog | null>(null);
  const [alert, setAlert] = useState<FormMessage | null>(null);
  const [busy, setBusy] = useState(false);
  const [leaving, setLeaving] = useState(false);
  const [host, setHost] = useState('');
  useEffect(() => setHost(window.location.host), []);

  /** TG-7: a refusal that names the auth dialog shows it; true when it did. */
  const refusedLaunch = useCallback((error: unknown): boolean => {
    const dialog = isRequestError(error) ? authDialogOf(error.result) : null;
    if (!dialog) return false;
    setAuthDialog(dialog);
    setStep({ kind: 'refused' });
    return true;
  }, []);

  const tell = useCallback((error: unknown) => {
    const outcome = resolveError<ErrorOutcome>(error, {});
    if (outcome.kind === 'alert') setAlert(outcome.message);
  }, []);

  useEffect(() => {
    let cancelled = false;
    void (async () => {
      const found = await readMiniAppLaunch().catch(() => null);
      if (cancelled) return;
      if (!found) {
        setStep({ kind: 'outside' });
        return;
      }
      setLaunch(found);
      try {
        const { linked } = await telegramLaunch(found.initData);
        if (!cancelled) setStep(stepAfterLaunch(linked));
      } catch (error) {
        if (cancelled || refusedLaunch(error)) return;
        // the api could not say: the forms still work, and its notice tells why
        setStep({ kind: 'start', notLinked: false });
        tell(error);
      }
    })();
    return () => {
      cancelled = true;
    };
  }, [refusedLaunch, tell]);

  const leave = useCallback(
    async (session: SessionResult) => {
      setLeaving(true);
      await finishSession(session);
    },
    [finishSession],
  );

  // TG-4: Accept on auth-login logs in with Telegram; an account unlinked meanwhile goes to register-or-login
  const acceptLogin = async () => {
    if (!launch) return;
    setBusy(true);
    setAlert(null);
    try {
      await leave(await telegramLogin(launch.initData));
    } catch (error) {
      setBusy(false);
      if (refusedLaunch(error)) return;
      if (isRequestError(error) && error.code === RET_CODES.telegramNotLinked)
        setStep({ kind: 'start', notLinked: true });
      else tell(error);
    }
  };

  // TG-3: after a form opened a session, an unbound account is asked to link once
  const afterForm = (form: MiniAppForm) => async (session: SessionResult) => {
    setUserToken(session.token);
    const status = await telegramBindStatus().catch(() => null);
    if (shouldAskToLink(status, seenBefore(launch?.user?.id))) {
      setAlert(null);
      setStep({ kind: 'link-auth', form, session });
      return;
    }
    await leave(session);
  };

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

  const embedded = (form: MiniAppForm): EmbeddedForm => ({
    onSession: afterForm(form),
    onSwitch: () => setStep({ kind: 'form', form: form === 'login' ? 'register' : 'login' }),
  });

  const botName = web[AUTH_CONFIG_KEYS.telegramBotName] ?? '';
  let body: ReactNode;
  const outside = (
    // the same element in both steps (one key), so the notice painted early stays as it is
    <div key="outside" className={step.kind === 'outside' ? undefined : 'tg-outside-early'}>
      <OutsideMiniApp locale={page.locale} text={t('miniApp.outsideText')} />
    </div>
  );
  if (step.kind === 'reading') {
    // TG-1: outside the mini app, the early check (launch-marker.ts) shows the notice and hides this before the first paint
    body = [
      <p key="reading" className="auth-status tg-reading" role="status">
        {t('miniApp.reading')}
      </p>,
      outside,
    ];
  } else if (step.kind === 'outside') {
    body = [outside];
  } else if (step.kind === 'refused') {
    body = <p className="auth-notice">{t('miniApp.refused')}</p>;
  } else if (leaving) {
    body = (
      <p className="auth-status" role="status">
        {t('miniApp.continuing')}
      </p>
    );
  } else if (step.kind === 'auth-login') {
    body = (
      <AuthorizeCard
        mode="login"
        user={launch?.user ?? null}
        botName={botName}
        host={host}
        busy={busy}
        onAccept={() => void acceptLogin()}
        onDecline={() => setStep({ kind: 'start', notLinked: false })}
      />
    );
  } else if (step.kind === 'link-auth') {
    const { form, session } = step;
    body = (
      <AuthorizeCard
        mode="link"
        user={launch?.user ?? null}
        botName={botName}
        host={host}
        busy={busy}
        onAccept={() => {
          storeSeen(launch?.user?.id, 'accepted');
          void bind(form, session);
        }}
        onDecline={() => {
          storeSeen(launch?.user?.id, 'declined');
          void leave(session);
        }}
      />
    );
  } else if (step.kind === 'form') {
    body = (
      <>
        <button type="button" className="tg-back" onClick={() => setStep({ kind: 'start', notLinked: false })}>
          {t('miniApp.back')}
        </button>
        {renderForm(step.form, embedded(step.form))}
      </>
    );
  } else {
    body = (
      <div className="auth-card tg-start">
        <h2>{t('miniApp.startTitle')}</h2>
        {step.notLinked ? (
          <p className="auth-notice" role="status">
            {t('miniApp.notLinked')}
          </p>
        ) : (
          <p>{t('miniApp.startText')}</p>
        )}
        <div className="tg-actions">
          <ActionButton kind="primary" block onClick={() => setStep({ kind: 'form', form: 'login' })}>
            {t('miniApp.logIn')}
          </ActionButton>
          <ActionButton block onClick={() => setStep({ kind: 'form', form: 'register' })}>
            {t('miniApp.signUp')}
          </ActionButton>
        </div>
      </div>
    );
  }

  const linkStep = step.kind === 'link-auth' ? step : null;
  return (
    <div className="tg-mini-app">
      {launch?.user && (step.kind === 'start' || step.kind === 'form') && (
        <MiniAppIdentity user={launch.user} label={t('miniApp.telegramAccount')} />
      )}
      {body}
      {step.kind !== 'form' && <FormAlert message={alert} />}
      {authDialog && <MiniAppAuthFailure dialog={authDialog} onClose={() => setAuthDialog(null)} />}
      {bindFailure && linkStep && (
        <AuthDialog
          name={bindFailure.name}
          values={{ code: bindFailure.code }}
          detailKey="bindFailureCode"
          actions={[
            ...(bindFailure.bindAgain
              ? [{ labelKey: 'bindAgain' as const, onClick: () => void bind(linkStep.form, linkStep.session) }]
              : []),
            {
              labelKey: 'bindContinue' as const,
              primary: true,
              onClick: () => {
                setBindFailure(null);
                void leave(linkStep.session);
              },
            },
          ]}
          onClose={() => setBindFailure(null)}
        />
      )}
    </div>
  );
}
