import { useTranslation } from 'next-i18next/pages';

import { useFocusToFill } from '@/components/auth/use-focus-to-fill';
import type { PageContextProps } from '@/services/page-props';

import { FindProveStep, FindStartStep } from './find-steps';
import { LogInLink, PasskeysRemoved, StepHeading } from './recovery-parts';
import { useFind } from './use-find';

/** The title of each later step, announced when it appears. */
const STEP_TITLES = {
  prove: 'find.proveTitle',
  nothing: 'find.nothingTitle',
  done: 'find.doneTitle',
} as const;

/**
 * Issue 27, /app/user/security-item-find (the login's second step links
 * here): a person who lost their authenticator app proves the password,
 * then a recovery code or a code by email; two-step verification is turned
 * off, every device logged out, and the page leads to the login. An account
 * without a second factor is told it has nothing to recover.
 */
export function SecurityItemFindScreen({ page }: { readonly page: PageContextProps }) {
  const { t } = useTranslation('recovery');
  const flow = useFind(page);
  const { state } = flow;
  // a new way to prove it is the person moves the focus to its field too
  const cardRef = useFocusToFill(flow.ready ? `${state.step}${state.step === 'prove' ? state.method : ''}` : null);
  const logInHref = `/${page.locale}/login`;

  let step;
  if (state.step === 'start') step = <FindStartStep flow={flow} />;
  else if (state.step === 'prove') {
    step = <FindProveStep flow={flow} recovery={state.recovery} method={state.method} sentAt={state.sentAt} />;
  } else {
    step = (
      <div className="auth-form">
        <StepHeading>{t(STEP_TITLES[state.step])}</StepHeading>
        <p className={state.step === 'done' ? 'auth-status' : 'auth-notice'}>
          {t(state.step === 'done' ? 'find.done' : 'find.nothing')}
        </p>
        {state.step === 'done' && <PasskeysRemoved count={state.passkeysRemoved} locale={page.locale} />}
        <LogInLink href={logInHref}>{t('logIn')}</LogInLink>
      </div>
    );
  }

  return (
    <div className="auth-card" ref={cardRef}>
      <p className="visually-hidden" role="status">
        {state.step === 'start' ? '' : t(STEP_TITLES[state.step])}
      </p>
      {step}
      {state.step !== 'done' && state.step !== 'nothing' && (
        <p className="auth-switch">
          {t('remembered')} <a href={logInHref}>{t('logIn')}</a>
        </p>
      )}
    </div>
  );
}
