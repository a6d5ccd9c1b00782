import { useEffect, useState } from 'react';

import { useFixedT } from '@/components/i18n/use-fixed-t';
import { activateLink } from '@/services/api/auth';
import type { PageContextProps } from '@/services/page-props';

type State = 'checking' | 'verified' | 'failed';

/**
 * REG-2: the activation link of the link variants lands here. The link is
 * checked once; the tab that asked for it moves on by itself, and this tab
 * can continue the registration through the recall link (REG-7).
 */
export function EmailVerifyScreen({ page }: { readonly page: PageContextProps }) {
  const t = useFixedT('signup');
  const [state, setState] = useState<State>('checking');
  const [uuid, setUuid] = useState('');
  useEffect(() => {
    const query = new URLSearchParams(window.location.search);
    const id = query.get('uuid') ?? '';
    const token = query.get('token') ?? '';
    setUuid(id);
    if (!id || !token) {
      setState('failed');
      return;
    }
    activateLink(id, token).then(
      (ok) => setState(ok ? 'verified' : 'failed'),
      () => setState('failed'),
    );
  }, []);
  return (
    <div className="auth-card" aria-busy={state === 'checking'}>
      <p className="auth-status" role="status">
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
