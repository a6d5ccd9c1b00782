import { useTranslation } from 'next-i18next/pages';

import type { EmbeddedForm } from '@/components/auth/embedded-form';
import { FormAlert } from '@/components/auth/form-alert';
import { RefusalDialog } from '@/components/auth/refusal-dialog';
import { StepHeading } from '@/components/auth/step-heading';
import { StepIndicator } from '@/components/auth/step-indicator';
import { ThirdPartyButtons } from '@/components/auth/thirdparty-buttons';
import { useFocusToFill } from '@/components/auth/use-focus-to-fill';
import { lazyComponent } from '@/components/hooks/lazy-component';
import { useRouteHeading } from '@/components/page/route-screen';
import { accountLabel } from '@/services/auth/account-rules';
import type { PageContextProps } from '@/services/page-props';

import { AccountStep } from './account-step';
import { BonusBanner } from './bonus-banner';
import type { PageBonus } from './bonus-props';
import { CodeStep, LinkStep, PasswordStep } from './later-steps';
import type { RegistrationState } from './registration-flow';
import { useRegistration } from './use-registration';

interface Props {
  readonly page: PageContextProps;
  /** TG-1: shown inside the mini app, which takes the session on */
  readonly embedded?: EmbeddedForm;
  /** REG-12: the sign-up bonus the page came with (bonusBannerProps) */
  readonly bonus?: PageBonus | null;
}

// the welcome shows at the very end: its code loads then, not with the first screen
const SuccessScreen = lazyComponent(() => import('@/components/page/success-screen').then((m) => m.SuccessScreen));

/** The title of each later step, announced when it appears. */
const STEP_TITLES = {
  verfiyCode: 'register.codeTitle',
  verfiyLink: 'register.linkTitle',
  inputpassword: 'register.passwordTitle',
} as const;

/**
 * Issue 39: the steps of this sign-up, for its indicator: the account, the
 * code or the link (the variant's until the api answers), then the password
 * unless the code step creates the account (REG-2 old variants).
 */
function stepKeysOf(
  state: RegistrationState,
  variant: { readonly link: boolean; readonly codeStepCreatesAccount: boolean },
): readonly (keyof typeof STEP_TITLES)[] {
  const link = state.step === 'verfiyLink' || (state.step !== 'verfiyCode' && variant.link);
  const second = link ? 'verfiyLink' : 'verfiyCode';
  return variant.codeStepCreatesAccount ? [second] : [second, 'inputpassword'];
}

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
  const route = useRouteHeading();

  if (state.step === 'created') {
    // REG-5: the new session leaves the page at once; the welcome is what shows meanwhile
    return (
      <div className="auth-card">
        <SuccessScreen
          level={route ? 1 : 2}
          title={ts('register.welcomeTitle')}
          lead={embedded ? undefined : ts('register.welcomeLead')}
        />
      </div>
    );
  }

  const accountTitle = route?.title ?? ts('register.title');
  const laterKeys = stepKeysOf(state, flow.variant);
  const titles = [accountTitle, ...laterKeys.map((key) => ts(STEP_TITLES[key]))];
  const current = state.step === 'inputAccount' ? 1 : laterKeys.indexOf(state.step) + 2;

  let step;
  if (state.step === 'inputAccount') step = <AccountStep context={context} typed={state.typed} />;
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
        <StepIndicator titles={titles} current={current} onBack={current > 1 ? context.back : undefined} />
        {state.step === 'inputAccount' && route && (
          <>
            <StepHeading>{route.title}</StepHeading>
            <p className="auth-step-lead">{route.lead}</p>
          </>
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
