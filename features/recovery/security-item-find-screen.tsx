import { useTranslation } from 'next-i18next/pages';

import { StepIndicator } from '@/components/auth/step-indicator';
import { useFocusToFill } from '@/components/auth/use-focus-to-fill';
import { useRouteHeading } from '@/components/page/route-screen';
import { SuccessScreen } from '@/components/page/success-screen';
import type { PageContextProps } from '@/services/page-props';

import { FindProveStep, FindStartStep } from './find-steps';
import { LogInLink, PasskeysRemoved, StepHeading } from './recovery-parts';
import { useFind } from './use-find';

/**
 * Issue 27, /app/user/security-item-find (the login's second step links
 * here): a person who lost their authenticator app proves the password,
 * then a recovery code or a code by email; two-step verification is turned
 * off, every device logged out, and the page leads to the login. An account
 * without a second factor is told it has nothing to recover. Issue 39: each
 * step titles the page, says where it is and goes back; the browser's Back,
 * Forward and a reload too; done is a success screen.
 */
export function SecurityItemFindScreen({ page }: { readonly page: PageContextProps }) {
  const { t } = useTranslation('recovery');
  const flow = useFind(page);
  const { state } = flow;
  // a new way to prove it is the person moves the focus to its field too
  const cardRef = useFocusToFill(flow.ready ? `${state.step}${state.step === 'prove' ? state.method : ''}` : null);
  const route = useRouteHeading();
  const logInHref = `/${page.locale}/login`;
  const level = route ? 1 : 2;

  if (state.step === 'done') {
    return (
      <div className="auth-card auth-card-done">
        <SuccessScreen
          level={level}
          title={t('find.doneTitle')}
          lead={t('find.done')}
          action={{ label: t('logIn'), href: logInHref }}
        >
          <PasskeysRemoved count={state.passkeysRemoved} locale={page.locale} />
        </SuccessScreen>
      </div>
    );
  }

  if (state.step === 'nothing') {
    return (
      <div className="auth-card" ref={cardRef}>
        <div className="auth-form">
          <StepHeading>{t('find.nothingTitle')}</StepHeading>
          <p className="auth-notice">{t('find.nothing')}</p>
          <LogInLink href={logInHref}>{t('logIn')}</LogInLink>
        </div>
      </div>
    );
  }

  const titles = [route?.title ?? t('appUserSecurityItemFind.title'), t('find.proveTitle')];
  const current = state.step === 'start' ? 1 : 2;

  return (
    <div className="auth-card" ref={cardRef}>
      <p className="visually-hidden" role="status">
        {state.step === 'start' ? '' : t('find.proveTitle')}
      </p>
      <StepIndicator titles={titles} current={current} onBack={current > 1 ? flow.back : undefined} />
      {state.step === 'start' ? (
        <>
          {route && (
            <>
              <StepHeading>{route.title}</StepHeading>
              <p className="auth-step-lead">{route.lead}</p>
            </>
          )}
          <FindStartStep flow={flow} />
        </>
      ) : (
        <FindProveStep flow={flow} recovery={state.recovery} method={state.method} sentAt={state.sentAt} />
      )}
      <p className="auth-switch">
        {t('remembered')} <a href={logInHref}>{t('logIn')}</a>
      </p>
    </div>
  );
}
