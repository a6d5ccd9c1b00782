import { useTranslation } from 'next-i18next/pages';
import { useSyncExternalStore } from 'react';

import { useApiReachable } from '@/components/hooks/use-api-reachable';
import { apiStatus } from '@/stores/api-status';

/**
 * HTTP-8: the one message while the api gives no answer, with what happens
 * next: what was typed stays, the page reconnects by itself, or now on
 * request. Its texts are in `common`, which every page brings: they must
 * show when the connection itself is gone.
 */
export function ServiceNotice() {
  const { t } = useTranslation('common');
  return (
    <div className="service-notice" data-testid="service-notice">
      <p>{t('unreachable')}</p>
      <button type="button" className="service-notice-retry" onClick={() => void apiStatus.retryNow()}>
        {t('retry')}
      </button>
    </div>
  );
}

/** The notice where no form shows it: in the page's flow, above the screen, never over it. */
export function PageServiceNotice() {
  const reachable = useApiReachable();
  const forms = useSyncExternalStore(
    apiStatus.store.subscribe,
    () => apiStatus.store.getState().forms,
    () => 0,
  );
  return (
    <div role="alert" className="page-service-notice">
      {!reachable && forms === 0 ? <ServiceNotice /> : null}
    </div>
  );
}
