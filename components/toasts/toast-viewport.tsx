import { useTranslation } from 'next-i18next/pages';
import { useEffect } from 'react';
import { useStore } from 'zustand';

import { ErrorCodeLine } from '@/components/errors/message-text';
import { toasts as defaultStore, type Toast, type ToastStore } from '@/stores/toast-store';

function ToastItem({ toast, onDone }: { readonly toast: Toast; readonly onDone: (id: number) => void }) {
  const { t } = useTranslation('errors');
  useEffect(() => {
    const timer = window.setTimeout(() => onDone(toast.id), toast.durationMs);
    return () => window.clearTimeout(timer);
  }, [toast.id, toast.durationMs, onDone]);
  // ERR-2: the translated text when there is one, else the server's (sanitized) text; the code apart, for support
  const text = t(toast.translationKey, { ...toast.values, defaultValue: toast.fallback || t('unknown') });
  return (
    <li className={toast.tone === 'success' ? 'toast toast-success' : 'toast'} data-code={toast.code}>
      <span className="toast-text">
        <span>{text}</span>
        {toast.tone === 'error' && <ErrorCodeLine code={toast.code} />}
      </span>
      <button type="button" className="toast-close" aria-label={t('dismiss')} onClick={() => onDone(toast.id)}>
        ×
      </button>
    </li>
  );
}

/**
 * The toasts of one placement. Mounted only once there is a toast: its `errors` texts load with the
 * first one (issue 40), not with every page. Until they are in (or failed to load), a toast would show a
 * raw key: it waits, its time not yet running.
 */
function ToastList({ store, placement }: { readonly store: ToastStore; readonly placement: Toast['placement'] }) {
  const { ready } = useTranslation('errors');
  const queued = useStore(store.store, (s) => s.toasts);
  if (!ready) return null;
  return queued
    .filter((toast) => toast.placement === placement)
    .map((toast) => <ToastItem key={toast.id} toast={toast} onDone={store.dismiss} />);
}

/** UI-5: toasts of the request layer, announced to screen readers. */
export function ToastViewport({ store = defaultStore }: { readonly store?: ToastStore }) {
  const { t } = useTranslation('common');
  const hasTop = useStore(store.store, (s) => s.toasts.some((x) => x.placement === 'top'));
  const hasCenter = useStore(store.store, (s) => s.toasts.some((x) => x.placement === 'center'));
  // the live region is the wrapper; the list inside keeps its list semantics
  return (
    <>
      <div className="toast-viewport" role="status" aria-live="polite" aria-label={t('notifications')}>
        <ol className="toast-list">{hasTop && <ToastList store={store} placement="top" />}</ol>
      </div>
      <div className="toast-viewport toast-viewport-center" role="status" aria-live="polite">
        <ol className="toast-list">{hasCenter && <ToastList store={store} placement="center" />}</ol>
      </div>
    </>
  );
}
