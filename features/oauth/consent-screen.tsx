import { useTranslation } from 'next-i18next/pages';
import { useCallback, useEffect, useState } from 'react';

import { ActionButton } from '@/components/auth/action-button';
import { ErrorCodeLine, useMessageText } from '@/components/errors/message-text';
import { useApiReachable } from '@/components/errors/service-notice';
import { useDataT } from '@/components/i18n/text-key';
import { authorize, confirmAuth, type OAuthConsent } from '@/services/api/oauth';
import { getUserToken } from '@/services/identity';
import type { PageContextProps } from '@/services/page-props';
import { oauthClientRedirect } from '@/services/redirect-policy';

import { consentProblem, oauthQuery, oauthRequestObject, scopeKey, type ConsentProblem } from './oauth-request';

type View =
  | { readonly kind: 'loading' }
  /** the api gave no answer: the page's notice says so; checked again when it is back */
  | { readonly kind: 'waiting' }
  | { readonly kind: 'consent'; readonly consent: OAuthConsent }
  | { readonly kind: 'leaving' }
  | { readonly kind: 'problem'; readonly problem: Exclude<ConsentProblem, { kind: 'login' }> };

interface Props {
  readonly page: PageContextProps;
  /** /oauth-authorized, right after logging in: an application approved before continues at once */
  readonly continueIfGranted?: boolean;
}

/**
 * OAUTH-1..6: the consent screen. Signed-out visitors go to /oauth-login
 * with the query; the api checks the request; the person approves or denies;
 * the browser goes back to the application only through the redirect policy.
 */
export function ConsentScreen({ page, continueIfGranted = false }: Props) {
  const { t } = useTranslation('oauth');
  const scopeText = useDataT('oauth');
  const text = useMessageText();
  const [view, setView] = useState<View>({ kind: 'loading' });
  const [search, setSearch] = useState('');
  const [busy, setBusy] = useState<'approve' | 'deny' | null>(null);

  const toLogin = useCallback(() => {
    window.location.replace(`/${page.locale}/oauth-login${window.location.search}`);
  }, [page.locale]);

  const decide = useCallback(
    async (approve: boolean) => {
      const query = oauthQuery(window.location.search);
      setBusy(approve ? 'approve' : 'deny');
      try {
        const answer = await confirmAuth(oauthRequestObject(query), approve);
        const target = oauthClientRedirect(answer, query.get('redirect_uri') ?? '');
        if (!target) {
          setView({ kind: 'problem', problem: { kind: 'untrusted', reason: 'redirect' } });
          return;
        }
        setView({ kind: 'leaving' });
        window.location.assign(target);
      } catch (error) {
        const problem = consentProblem(error);
        if (problem.kind === 'login') toLogin();
        // unreachable: the page's notice says so; the choice can be made again
        else if (problem.kind !== 'unreachable') setView({ kind: 'problem', problem });
      } finally {
        setBusy(null);
      }
    },
    [toLogin],
  );

  // the api came back after the request could not be checked: check it again
  const reachable = useApiReachable();
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (reachable && view.kind === 'waiting') setAttempt((n) => n + 1);
  }, [reachable, view.kind]);

  useEffect(() => {
    setSearch(window.location.search);
    // OAUTH-4: nobody is logged in here: log in first, then come back with the same query
    if (!getUserToken()) {
      toLogin();
      return;
    }
    setView({ kind: 'loading' });
    authorize(oauthQuery(window.location.search)).then(
      (consent) => {
        if (continueIfGranted && consent.previously_granted) void decide(true);
        else setView({ kind: 'consent', consent });
      },
      (error) => {
        const problem = consentProblem(error);
        if (problem.kind === 'login') toLogin();
        else if (problem.kind === 'unreachable') setView({ kind: 'waiting' });
        else setView({ kind: 'problem', problem });
      },
    );
  }, [continueIfGranted, decide, toLogin, attempt]);

  if (view.kind === 'loading' || view.kind === 'waiting' || view.kind === 'leaving') {
    return (
      <p className="auth-status" role="status">
        {view.kind === 'leaving' ? t('consent.leaving') : t('consent.checking')}
      </p>
    );
  }

  if (view.kind === 'problem') {
    const { problem } = view;
    const back =
      problem.kind === 'request' && problem.redirect
        ? oauthClientRedirect(problem.redirect, oauthQuery(search).get('redirect_uri') ?? '')
        : null;
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
        <ul className="oauth-scopes" aria-labelledby="oauth-scopes-title">
          {consent.scopes.map((scope) => (
            <li key={scope} data-scope={scope}>
              {scopeText(scopeKey(scope), { defaultValue: scope })}
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
