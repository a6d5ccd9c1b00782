import { useTranslation } from 'next-i18next/pages';
import type { FormEvent } from 'react';

import { ActionButton } from '@/components/auth/action-button';
import { FormAlert } from '@/components/auth/form-alert';
import { PasswordField } from '@/components/auth/password-field';
import { isolated } from '@/components/i18n/bidi';
import type { PageContextProps } from '@/services/page-props';

import { useThirdPartyReturn } from './use-third-party-return';

/**
 * LOGIN-6, ROUTE-2: /authorized (and /tr-authorized): the provider sends the
 * person back here with a code; the api exchanges it and opens a session,
 * or, when the email has an account already, asks for that account's
 * password before linking. The page the sign-in started on gives back its
 * language and query, so the redirect policy decides as it would have there.
 */
export function AuthorizedScreen({ page }: { readonly page: PageContextProps }) {
  const { t } = useTranslation('auth');
  const flow = useThirdPartyReturn(page);
  const { step, provider, loginHref } = flow;

  const onLink = (event: FormEvent) => {
    event.preventDefault();
    void flow.link();
  };

  let body;
  if (step.kind === 'working') {
    body = (
      <p className="auth-status" role="status">
        {t('thirdParty.working', { provider })}
      </p>
    );
  } else if (step.kind === 'link') {
    body = (
      <form className="auth-form" method="post" noValidate onSubmit={onLink} aria-busy={flow.busy}>
        <h2 className="auth-step-title">{t('thirdParty.linkTitle')}</h2>
        <p className="auth-step-lead">
          {t('thirdParty.linkText', { email: isolated(step.email), provider: isolated(provider) })}
        </p>
        <PasswordField
          id="thirdparty-password"
          mode="current"
          value={flow.password}
          onChange={flow.changePassword}
          error={flow.errors.password ?? null}
          inputRef={flow.fieldRef('password')}
        />
        <FormAlert message={flow.linkAlert} />
        <ActionButton kind="primary" type="submit" block loading={flow.busy}>
          {flow.solving ? t('captcha.checking') : t('thirdParty.link')}
        </ActionButton>
        <p className="auth-switch">
          <a href={loginHref}>{t('thirdParty.backToLogin')}</a>
        </p>
      </form>
    );
  } else {
    body = (
      <>
        <p className="auth-notice" role="status">
          {t(`thirdParty.${step.reason}`, { provider })}
        </p>
        <FormAlert message={flow.alert} />
        <a className="auth-button auth-button-primary auth-button-block" href={loginHref}>
          {t('thirdParty.backToLogin')}
        </a>
      </>
    );
  }
  return <div className="auth-card">{body}</div>;
}
