import { useTranslation } from 'next-i18next/pages';

import { useFocusToFill } from '@/components/auth/use-focus-to-fill';
import type { PageContextProps } from '@/services/page-props';

import { LogInLink, PasskeysRemoved, StepHeading } from './recovery-parts';
import { ResetAccountStep, ResetCodeStep, ResetPasswordStep } from './reset-steps';
import { useReset } from './use-reset';

/** The title of each later step, announced when it appears. */
const STEP_TITLES = {
  code: 'reset.codeTitle',
  password: 'reset.passwordTitle',
  done: 'reset.doneTitle',
} as const;

/**
 * Issue 27, /app/user/retrieve: a forgotten password reset in steps on one
 * page, as sign-up is: the account (filled from the login's link) → the
 * code sent to it → the new password, with the authenticator app's code
 * when the account has one → done, every device logged out, and the way to
 * log in with the account filled.
 */
export function PasswordResetScreen({ page }: { readonly page: PageContextProps }) {
  const { t } = useTranslation('recovery');
  const flow = useReset(page);
  const { state } = flow;
  const cardRef = useFocusToFill(flow.ready ? state.step : null);

  let step;
  if (state.step === 'account') step = <ResetAccountStep flow={flow} />;
  else if (state.step === 'code') step = <ResetCodeStep flow={flow} reset={state.reset} />;
  else if (state.step === 'password') {
    step = <ResetPasswordStep flow={flow} reset={state.reset} authenticator={state.authenticator} />;
  } else {
    step = (
      <div className="auth-form">
        <StepHeading>{t('reset.doneTitle')}</StepHeading>
        <p className="auth-status">{t('reset.done')}</p>
        <PasskeysRemoved count={state.passkeysRemoved} locale={page.locale} />
        <LogInLink href={flow.logInHref}>{t('logIn')}</LogInLink>
      </div>
    );
  }

  return (
    <div className="auth-card" ref={cardRef}>
      {/* focus goes to the new step's field: this tells screen readers which step it is */}
      <p className="visually-hidden" role="status">
        {state.step === 'account' ? '' : t(STEP_TITLES[state.step])}
      </p>
      {step}
      {state.step !== 'done' && (
        <p className="auth-switch">
          {t('remembered')} <a href={`/${page.locale}/login`}>{t('logIn')}</a>
        </p>
      )}
    </div>
  );
}
