import { useTranslation } from 'next-i18next/pages';

import type { FormMessage } from '@/services/errors/screen-errors';

/**
 * A screen's message in the page's language: the translated text, else the
 * server's sanitized text (ERR-13), rendered as text. `shown` is the message
 * the component shows now, if any: with one, the message's namespace (`errors`
 * for most) loads on demand, not with the page (issue 40), and this
 * subscribes to its arrival; until it is in, the text is empty, never a raw
 * key.
 */
export function useMessageText(shown: FormMessage | null | undefined) {
  // typed as the namespaces a shown message may need; only those of the message shown are asked for
  const namespaces = (shown ? [...new Set(['auth', shown.ns])] : ['auth']) as ['auth', 'errors'];
  const { t, ready } = useTranslation(namespaces);
  return (message: FormMessage): string =>
    ready
      ? t(`${message.ns}:${message.key}`, {
          ...message.values,
          defaultValue: message.fallback || t('errors:unknown'),
        })
      : '';
}

/** ERR-2: the code of a refusal, apart and smaller than its text, for support. */
export function ErrorCodeLine({ code }: { readonly code: number | undefined }) {
  // `errors` loads on demand: until it is in, no line rather than its raw key
  const { t, ready } = useTranslation('errors');
  if (code === undefined || !ready) return null;
  return <span className="error-code">{t('codeLine', { code })}</span>;
}
