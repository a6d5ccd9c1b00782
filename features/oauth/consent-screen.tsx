import { useTranslation } from 'next-i18next/pages';

import { ActionButton } from '@/components/auth/action-button';
import { ErrorCodeLine, useMessageText } from '@/components/errors/message-text';
import { useDataT } from '@/components/i18n/text-key';
import type { PageContextProps } from '@/services/page-props';

import { consentScopeRows } from './oauth-request';
import { ScopeIcon } from './scope-icon';
import { useOAuthConsent } from './use-oauth-consent';

interface Props {
  readonly page: PageContextProps;
  /** /oauth-authorized, right after logging in: an application approved before continues at once */
  readonly continueIfGranted?: boolean;
}

/**
 * OAUTH-1..6: the consent screen (the flow is useOAuthConsent). Signed-out
 * visitors go to /oauth-login with the query; the api checks the request;
 * the person approves or denies; the browser goes back to the application
 * only through the redirect policy.
 */
export function ConsentScreen({ page, continueIfGranted = false }: Props) {
  const { t } = useTranslation('oauth');
  const scopeText = useDataT('oauth');
  const { view, search, busy, decide } = useOAuthConsent({ locale: page.locale, continueIfGranted });
  const text = useMessageText(view.kind === 'problem' && view.problem.kind === 'other' ? view.problem.message : null);

  if (view.kind === 'checking' || view.kind === 'leaving') {
    return (
      <p className="auth-status" role="status">
        {view.kind === 'leaving' ? t('consent.leaving') : t('consent.checking')}
      </p>
    );
  }

  if (view.kind === 'problem') {
    const { problem, back } = view;
    const key =
      problem.kind === 'untrusted' ? (problem.reason === 'client' ? 'invalidClient' : 'invalidRedirect') : 'badRequest';
    const refusal = problem.kind === 'other' ? problem.message : null;
    return (
      <div className="auth-card oauth-error" role="alert">
        <h2 className="auth-step-title">{t(`errors.${key}.title`)}</h2>
        <p>{refusal ? text(refusal) : t(`errors.${key}.text`)}</p>
        {refusal && <ErrorCodeLine code={refusal.code} />}
        {back && <a href={back}>{t('errors.badRequest.back')}</a>}
      </div>
    );
  }

  const { consent } = view;
  const account = consent.account.vague_email || consent.account.vague_mobile || consent.account.uid;
  return (
    <>
      <div className="auth-card oauth-consent">
        <div className="oauth-client">
          {consent.client.logo_url && (
            // eslint-disable-next-line @next/next/no-img-element -- a client logo from any origin or a data: URI, small and unoptimisable
            <img src={consent.client.logo_url} alt="" width={48} height={48} />
          )}
          <h2 className="auth-step-title" data-testid="oauth-client">
            {t('consent.wantsAccess', { client: consent.client.name })}
          </h2>
        </div>
        <p>
          {t('consent.signedInAs', { account })}{' '}
          <a href={`/${page.locale}/oauth-log-out${search}`}>{t('consent.switchAccount')}</a>
        </p>
        <p className="auth-step-lead" id="oauth-scopes-title">
          {t('consent.scopesTitle')}
        </p>
        {/* issue 39: a row a permission, each with its icon; a profile's masked email is not listed beside the full one */}
        <ul className="oauth-scopes" aria-labelledby="oauth-scopes-title">
          {consentScopeRows(consent.scopes).map(({ scope, key }) => (
            <li key={scope} data-scope={scope}>
              <ScopeIcon scope={scope} />
              <span>{scopeText(key, { defaultValue: scope })}</span>
            </li>
          ))}
        </ul>
        <p className="auth-terms">{t('consent.redirectNote', { origin: consent.redirect_origin })}</p>
        <div className="oauth-actions">
          <ActionButton onClick={() => void decide(false)} loading={busy === 'deny'} disabled={busy !== null}>
            {t('consent.deny')}
          </ActionButton>
          <ActionButton
            kind="primary"
            onClick={() => void decide(true)}
            loading={busy === 'approve'}
            disabled={busy !== null}
          >
            {t('consent.approve')}
          </ActionButton>
        </div>
      </div>
    </>
  );
}
