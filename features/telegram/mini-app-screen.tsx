import { useTranslation } from 'next-i18next/pages';
import type { ReactNode } from 'react';

import { ActionButton } from '@/components/auth/action-button';
import type { EmbeddedForm } from '@/components/auth/embedded-form';
import { FormAlert } from '@/components/auth/form-alert';
import { AuthDialog } from '@/components/auth/refusal-dialog';
import type { PageContextProps } from '@/services/page-props';

import { AuthorizeCard } from './authorize-card';
import { refusedNoticeKey } from './mini-app-launch';
import { MiniAppAuthFailure, MiniAppIdentity, OutsideMiniApp } from './mini-app-parts';
import type { MiniAppForm } from './mini-app-sign-in';
import { useMiniAppSignIn } from './use-mini-app-sign-in';

interface Props {
  readonly page: PageContextProps;
  /** the login and sign-up forms, composed by the page (features do not import each other) */
  readonly renderForm: (form: MiniAppForm, embedded: EmbeddedForm) => ReactNode;
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
  const flow = useMiniAppSignIn(page);
  const { step, launch } = flow;

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
    body = <p className="auth-notice">{t(refusedNoticeKey(step.dialog))}</p>;
  } else if (flow.leaving) {
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
        botName={flow.botName}
        host={flow.host}
        busy={flow.busy}
        onAccept={() => void flow.acceptLogin()}
        onDecline={flow.showStart}
      />
    );
  } else if (step.kind === 'link-auth') {
    body = (
      <AuthorizeCard
        mode="link"
        user={launch?.user ?? null}
        botName={flow.botName}
        host={flow.host}
        busy={flow.busy}
        onAccept={flow.acceptLink}
        onDecline={flow.declineLink}
      />
    );
  } else if (step.kind === 'form') {
    body = (
      <>
        <button type="button" className="tg-back" onClick={flow.showStart}>
          {t('miniApp.back')}
        </button>
        {renderForm(step.form, flow.embedded(step.form))}
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
          <ActionButton kind="primary" block onClick={() => flow.showForm('login')}>
            {t('miniApp.logIn')}
          </ActionButton>
          <ActionButton block onClick={() => flow.showForm('register')}>
            {t('miniApp.signUp')}
          </ActionButton>
        </div>
      </div>
    );
  }

  const { bindFailure } = flow;
  return (
    <div className="tg-mini-app">
      {launch?.user && (step.kind === 'start' || step.kind === 'form') && (
        <MiniAppIdentity user={launch.user} label={t('miniApp.telegramAccount')} />
      )}
      {body}
      {step.kind !== 'form' && <FormAlert message={flow.alert} />}
      {flow.authDialog && <MiniAppAuthFailure dialog={flow.authDialog} onClose={flow.closeAuthDialog} />}
      {bindFailure && (
        <AuthDialog
          name={bindFailure.name}
          values={{ code: bindFailure.code }}
          detailKey="bindFailureCode"
          actions={[
            ...(bindFailure.bindAgain ? [{ labelKey: 'bindAgain' as const, onClick: flow.bindAgain }] : []),
            {
              labelKey: 'bindContinue' as const,
              primary: true,
              onClick: flow.continueWithoutLink,
            },
          ]}
          onClose={flow.closeBindFailure}
        />
      )}
    </div>
  );
}
