import { useTranslation } from 'next-i18next/pages';
import { useEffect, useState } from 'react';

import { useApiReachable } from '@/components/errors/service-notice';
import { activateLink } from '@/services/api/register';
import { resolveError } from '@/services/errors/screen-errors';
import type { PageContextProps } from '@/services/page-props';

type State = 'checking' | 'verified' | 'failed' | 'waiting';

/**
 * REG-2: the activation link of the link variants lands here. The link is
 * checked once; the tab that asked for it moves on by itself, and this tab
 * can continue the registration through the recall link (REG-7). A link
 * used before, tampered with or expired is no longer valid: the person
 * starts again. While the api gives no answer the page's notice says so and
 * the check runs again when it is back.
 */
export function EmailVerifyScreen({ page }: { readonly page: PageContextProps }) {
  const { t } = useTranslation('register');
  const [state, setState] = useState<State>('checking');
  const [uuid, setUuid] = useState('');
  const reachable = useApiReachable();
  const [attempt, setAttempt] = useState(0);
  // the api is back: check the link again
  useEffect(() => {
    if (state === 'waiting' && reachable) setAttempt((n) => n + 1);
  }, [state, reachable]);
  useEffect(() => {
    const query = new URLSearchParams(window.location.search);
    const id = query.get('uuid') ?? '';
    const token = query.get('token') ?? '';
    setUuid(id);
    if (!id || !token) {
      setState('failed');
      return;
    }
    setState('checking');
    activateLink(id, token).then(
      (ok) => setState(ok ? 'verified' : 'failed'),
      (error) => setState(resolveError<never>(error, {}).kind === 'unreachable' ? 'waiting' : 'failed'),
    );
  }, [attempt]);
  return (
    <div className="auth-card" aria-busy={state === 'checking' || state === 'waiting'}>
      <p className={state === 'failed' ? 'auth-form-alert-text' : 'auth-status'} role="status">
        {t(`verifyLink.${state === 'waiting' ? 'checking' : state}`)}
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
