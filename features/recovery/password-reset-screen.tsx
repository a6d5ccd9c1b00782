import { useTranslation } from 'next-i18next/pages';

import { StepIndicator } from '@/components/auth/step-indicator';
import { useFocusToFill } from '@/components/auth/use-focus-to-fill';
import { useRouteHeading } from '@/components/page/route-screen';
import { SuccessScreen } from '@/components/page/success-screen';
import type { PageContextProps } from '@/services/page-props';

import { PasskeysRemoved, StepHeading } from './recovery-parts';
import { ResetAccountStep, ResetCodeStep, ResetPasswordStep } from './reset-steps';
import { useReset } from './use-reset';

/** The title of each later step, announced when it appears. */
const STEP_TITLES = {
  code: 'reset.codeTitle',
  password: 'reset.passwordTitle',
} as const;

/** Issue 39: the steps the indicator counts (done is the success screen, not a step). */
const STEPS = ['account', 'code', 'password'] as const;

/**
 * Issue 27, /app/user/retrieve: a forgotten password reset in steps on one
 * page, as sign-up is: the account (filled from the login's link) → the
 * code sent to it → the new password, with the authenticator app's code
 * when the account has one → done, every device logged out, and the way to
 * log in with the account filled. Issue 39: each step titles the page, says
 * where it is and goes back; the browser's Back, Forward and a reload too.
 */
export function PasswordResetScreen({ page }: { readonly page: PageContextProps }) {
  const { t } = useTranslation('recovery');
  const flow = useReset(page);
  const { state } = flow;
  const cardRef = useFocusToFill(flow.ready ? state.step : null);
  const route = useRouteHeading();

  if (state.step === 'done') {
    return (
      <div className="auth-card auth-card-done">
        <SuccessScreen
          level={route ? 1 : 2}
          title={t('reset.doneTitle')}
          lead={t('reset.done')}
          action={{ label: t('logIn'), href: flow.logInHref }}
        >
          <PasskeysRemoved count={state.passkeysRemoved} locale={page.locale} />
        </SuccessScreen>
      </div>
    );
  }

  const accountTitle = route?.title ?? t('appUserRetrieve.title');
  const titles = [accountTitle, t(STEP_TITLES.code), t(STEP_TITLES.password)];
  const current = STEPS.indexOf(state.step) + 1;

  let step;
  if (state.step === 'account') step = <ResetAccountStep flow={flow} />;
  else if (state.step === 'code') step = <ResetCodeStep flow={flow} reset={state.reset} />;
  else step = <ResetPasswordStep flow={flow} reset={state.reset} authenticator={state.authenticator} />;

  return (
    <div className="auth-card" ref={cardRef}>
      {/* focus goes to the new step's field: this tells screen readers which step it is */}
      <p className="visually-hidden" role="status">
        {state.step === 'account' ? '' : t(STEP_TITLES[state.step])}
      </p>
      <StepIndicator titles={titles} current={current} onBack={current > 1 ? flow.back : undefined} />
      {state.step === 'account' && route && (
        <>
          <StepHeading>{route.title}</StepHeading>
          <p className="auth-step-lead">{route.lead}</p>
        </>
      )}
      {step}
      <p className="auth-switch">
        {t('remembered')} <a href={`/${page.locale}/login`}>{t('logIn')}</a>
      </p>
    </div>
  );
}
