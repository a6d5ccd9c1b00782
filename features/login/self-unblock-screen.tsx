import { useTranslation } from 'next-i18next/pages';
import type { FormEvent } from 'react';

import { ActionButton } from '@/components/auth/action-button';
import { CodeField } from '@/components/auth/code-field';
import { FormAlert } from '@/components/auth/form-alert';
import { StepHeading } from '@/components/auth/step-heading';
import { StepIndicator } from '@/components/auth/step-indicator';
import { useFocusToFill } from '@/components/auth/use-focus-to-fill';
import { useCountdown } from '@/components/hooks/use-countdown';
import { isolated } from '@/components/i18n/bidi';
import { useRouteHeading } from '@/components/page/route-screen';
import { SuccessScreen } from '@/components/page/success-screen';
import type { PageContextProps } from '@/services/page-props';

import { utcTime } from './dialog-wording';
import { useSelfUnblock } from './use-self-unblock';

/**
 * SEC-3, LOGIN-12, ROUTE-4: /self-unblock?fromScene=login. A login refused
 * for a self-help ban leaves a self-unbind token; with it the page tells
 * the ban and when it may be lifted, and, 24 hours after it began, sends a
 * code to the account's email or phone and lifts the ban with it.
 * Issue 39: sending the code and typing it are two steps ("Step 1 of 2"),
 * each titling the page, with Back from the code; the states that are not
 * steps (checking, nothing to lift, waiting) keep the route's heading.
 */
export function SelfUnblockScreen({ page }: { readonly page: PageContextProps }) {
  const { t } = useTranslation('unblock');
  const { t: ta } = useTranslation('auth');
  const unblock = useSelfUnblock();
  const { step } = unblock;
  const route = useRouteHeading();
  const onCodeStep = step.kind === 'ready' && unblock.phase === 'code';
  // once the code is sent, its field has the focus
  const cardRef = useFocusToFill(step.kind === 'ready' ? unblock.phase : step.kind);
  // back on the first step after a code went out: "send again" waits for the countdown
  const resendLeft = useCountdown(unblock.lastSentAt);

  const onUnblock = (event: FormEvent) => {
    event.preventDefault();
    void unblock.unblock();
  };

  const loginHref = `/${page.locale}/login`;
  const logIn = (primary: boolean) => (
    <a className={`auth-button auth-button-${primary ? 'primary' : 'default'} auth-button-block`} href={loginHref}>
      {t('logIn')}
    </a>
  );
  const time = (seconds: number) => isolated(utcTime(new Date(seconds * 1000), page.locale));

  let body;
  if (step.kind === 'checking') {
    body = (
      <p className="auth-status" role="status">
        {t('checking')}
      </p>
    );
  } else if (step.kind === 'done') {
    // issue 39: the end of the flow is a success screen: its heading takes the focus, one action
    return (
      <div className="auth-card auth-card-done">
        <SuccessScreen
          level={route ? 1 : 2}
          title={t('doneTitle')}
          lead={t('done')}
          action={{ label: t('logIn'), href: loginHref }}
        />
      </div>
    );
  } else if (step.kind === 'none' || step.kind === 'not-banned') {
    body = (
      <>
        <p className="auth-notice" role="status">
          {t(step.kind === 'none' ? 'noRequest' : 'notBanned')}
        </p>
        {logIn(true)}
      </>
    );
  } else if (step.kind === 'waiting') {
    body = (
      <>
        <p className="auth-notice" role="status">
          {t('waiting', { time: time(step.state.unblock_time) })}
        </p>
        {logIn(false)}
      </>
    );
  } else {
    const titles = [route?.title ?? t('selfUnblock.title'), t('codeTitle')];
    body = (
      <>
        {/* focus goes to the step's field or button: this tells screen readers which step it is */}
        <p className="visually-hidden" role="status">
          {onCodeStep ? t('codeTitle') : ''}
        </p>
        <StepIndicator titles={titles} current={onCodeStep ? 2 : 1} onBack={onCodeStep ? unblock.back : undefined} />
        <form className="auth-form" method="post" noValidate onSubmit={onUnblock} aria-busy={unblock.busy}>
          {step.kind === 'ready' && !onCodeStep ? (
            <>
              <StepHeading>{titles[0]}</StepHeading>
              <p className="auth-step-lead">{t('ready', { time: time(step.state.baned_time) })}</p>
              <p className="auth-notice">{t('sendTo', { to: isolated(step.state.send_to) })}</p>
              <FormAlert message={unblock.alert} />
              <ActionButton
                kind="primary"
                block
                loading={unblock.sending}
                disabled={resendLeft > 0}
                onClick={() => void unblock.send()}
              >
                <span aria-live="polite">
                  {resendLeft > 0
                    ? ta('actions.resendIn', { seconds: resendLeft })
                    : unblock.lastSentAt !== null
                      ? ta('actions.resend')
                      : t('sendCode')}
                </span>
              </ActionButton>
              {unblock.lastSentAt !== null && (
                // back from the code step: the code already sent is still usable
                <ActionButton kind="link" onClick={unblock.resume}>
                  {t('codeTitle')}
                </ActionButton>
              )}
            </>
          ) : (
            <>
              <StepHeading>{t('codeTitle')}</StepHeading>
              <p className="auth-step-lead">{t('sentTo', { to: isolated(step.state.send_to) })}</p>
              <CodeField
                id="unblock-code"
                value={unblock.code}
                onChange={unblock.changeCode}
                onComplete={(typed) => void unblock.unblock(typed)}
                busy={unblock.busy}
                error={unblock.errors.code ?? null}
                inputRef={unblock.fieldRef('code')}
                sentAt={unblock.sentAt}
                onResend={() => void unblock.send()}
                resending={unblock.sending}
              />
              <FormAlert message={unblock.alert} />
              <ActionButton kind="primary" type="submit" block loading={unblock.busy && !unblock.sending}>
                {t('unblock')}
              </ActionButton>
            </>
          )}
        </form>
      </>
    );
  }
  const ownHeading = step.kind !== 'ready' && route && (
    <>
      <StepHeading>{route.title}</StepHeading>
      <p className="auth-step-lead">{route.lead}</p>
    </>
  );
  return (
    <div className="auth-card" ref={cardRef}>
      {ownHeading}
      {body}
    </div>
  );
}
