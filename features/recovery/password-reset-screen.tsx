import { useTranslation } from 'next-i18next/pages';
import { useCallback, useMemo, useReducer, useState } from 'react';

import { useFocusToFill } from '@/components/auth/use-focus-to-fill';
import type { FormMessage } from '@/services/errors/screen-errors';
import type { PageContextProps } from '@/services/page-props';

import { hrefWithAccount, RESET_START, resetReducer } from './recovery-flow';
import { LogInLink, PasskeysRemoved, StepHeading } from './recovery-parts';
import { ResetAccountStep, ResetCodeStep, ResetPasswordStep, type ResetContext } from './reset-steps';
import { useRecoveryForm } from './use-recovery-form';

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
  const form = useRecoveryForm(page);
  const [state, dispatch] = useReducer(resetReducer, RESET_START);
  const [notice, setNotice] = useState<FormMessage | null>(null);
  const cardRef = useFocusToFill(form.ready ? state.step : null);

  const onRestart = useCallback((message: FormMessage) => {
    setNotice(message);
    dispatch({ type: 'restart' });
  }, []);
  const context = useMemo<ResetContext>(() => ({ page, form, dispatch, onRestart }), [page, form, onRestart]);

  let step;
  if (state.step === 'account') step = <ResetAccountStep context={context} notice={notice} />;
  else if (state.step === 'code') step = <ResetCodeStep context={context} reset={state.reset} />;
  else if (state.step === 'password') {
    step = <ResetPasswordStep context={context} reset={state.reset} authenticator={state.authenticator} />;
  } else {
    step = (
      <div className="auth-form">
        <StepHeading>{t('reset.doneTitle')}</StepHeading>
        <p className="auth-status">{t('reset.done')}</p>
        <PasskeysRemoved count={state.passkeysRemoved} locale={page.locale} />
        <LogInLink href={hrefWithAccount(page.locale, '/login', state.account)}>{t('logIn')}</LogInLink>
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
