import { useTranslation } from 'next-i18next/pages';

import type { PageContextProps } from '@/services/page-props';

import { useEmailLinkActivation } from './use-email-link-activation';

/**
 * REG-2: the activation link of the link variants lands here and is checked
 * once (useEmailLinkActivation); the tab that asked for it moves on by
 * itself, and this tab can continue the registration through the recall
 * link (REG-7). A link no longer valid means starting again.
 */
export function EmailVerifyScreen({ page }: { readonly page: PageContextProps }) {
  const { t } = useTranslation('register');
  const { state, uuid } = useEmailLinkActivation();
  return (
    <div className="auth-card" aria-busy={state === 'checking'}>
      <p className={state === 'failed' ? 'auth-form-alert-text' : 'auth-status'} role="status">
        {t(`verifyLink.${state}`)}
      </p>
      {state === 'verified' && (
        <a className="auth-switch" href={`/${page.locale}/register?uuid=${encodeURIComponent(uuid)}`}>
          {t('verifyLink.continue')}
        </a>
      )}
      {state === 'failed' && (
        <a className="auth-switch" href={`/${page.locale}/register`}>
          {t('verifyLink.restart')}
        </a>
      )}
    </div>
  );
}
