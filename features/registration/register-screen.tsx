import { useTranslation } from 'next-i18next/pages';

import type { EmbeddedForm } from '@/components/auth/embedded-form';
import { FormAlert } from '@/components/auth/form-alert';
import { RefusalDialog } from '@/components/auth/refusal-dialog';
import { ThirdPartyButtons } from '@/components/auth/thirdparty-buttons';
import { useFocusToFill } from '@/components/auth/use-focus-to-fill';
import { accountLabel } from '@/services/auth/account-rules';
import type { PageContextProps } from '@/services/page-props';

import { AccountStep } from './account-step';
import { BonusBanner } from './bonus-banner';
import type { PageBonus } from './bonus-props';
import { CodeStep, LinkStep, PasswordStep } from './later-steps';
import { useRegistration } from './use-registration';

interface Props {
  readonly page: PageContextProps;
  /** TG-1: shown inside the mini app, which takes the session on */
  readonly embedded?: EmbeddedForm;
  /** REG-12: the sign-up bonus the page came with (bonusBannerProps) */
  readonly bonus?: PageBonus | null;
}

/** The title of each later step, announced when it appears. */
const STEP_TITLES = {
  verfiyCode: 'register.codeTitle',
  verfiyLink: 'register.linkTitle',
  inputpassword: 'register.passwordTitle',
} as const;

/** Where "log in instead" goes from a sign-up page. */
function logInPath(path: string): string {
  if (path === '/oauth-register') return '/oauth-login';
  if (path === '/tr-register') return '/tr-login';
  return '/login';
}

/**
 * REG-1..12, LOGIN-1: sign-up in steps, inputAccount → verfiyCode or
 * verfiyLink → inputpassword, one component per step over the flow
 * (useRegistration), which makes every call.
 */
export function RegisterScreen({ page, embedded, bonus }: Props) {
  const { t } = useTranslation('auth');
  const { t: ts } = useTranslation('register');
  const flow = useRegistration(page, embedded);
  const { state, steps: context, dialog } = flow;
  const logInHref = `/${page.locale}${logInPath(page.path)}`;
  const cardRef = useFocusToFill(state.step);

  let step;
  if (state.step === 'inputAccount') step = <AccountStep context={context} />;
  else if (state.step === 'verfiyCode') step = <CodeStep context={context} registration={state.registration} />;
  else if (state.step === 'verfiyLink') step = <LinkStep context={context} registration={state.registration} />;
  else {
    step = (
      <PasswordStep
        context={context}
        registration={state.registration}
        accountName={flow.recallName ?? accountLabel(state.registration.account)}
      />
    );
  }

  return (
    <>
      <div className="auth-card" ref={cardRef}>
        {/* focus goes to the new step's field: this tells screen readers which step it is */}
        <p className="visually-hidden" role="status">
          {state.step === 'inputAccount' ? '' : ts(STEP_TITLES[state.step])}
        </p>
        {flow.leaving === 'leaving' && (
          <p className="auth-status" role="status">
            {t('session.signedInLeaving')}
          </p>
        )}
        {state.step === 'inputAccount' && <BonusBanner site={page.site} locale={page.locale} bonus={bonus} />}
        {state.step === 'inputAccount' && flow.recallAlert && <FormAlert message={flow.recallAlert} />}
        {step}
        {!embedded && state.step === 'inputAccount' && <ThirdPartyButtons locale={page.locale} path={page.path} />}
        <p className="auth-switch">
          {ts('register.haveAccount')}{' '}
          {embedded ? (
            <button type="button" className="auth-inline-link" onClick={embedded.onSwitch}>
              {ts('register.logIn')}
            </button>
          ) : (
            <a href={logInHref}>{ts('register.logIn')}</a>
          )}
        </p>
      </div>
      {dialog && <RefusalDialog dialog={dialog} path={page.path} onClose={flow.closeDialog} />}
    </>
  );
}
