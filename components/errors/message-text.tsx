import { useTranslation } from 'next-i18next/pages';

import type { FormMessage } from '@/services/errors/screen-errors';

/**
 * A screen's message in the page's language: the translated text, else the
 * server's sanitized text (ERR-13), rendered as text. The `errors`
 * namespace loads on demand, so this subscribes to its arrival.
 */
export function useMessageText() {
  const { t } = useTranslation(['auth', 'errors']);
  return (message: FormMessage): string =>
    t(`${message.ns}:${message.key}`, {
      ...message.values,
      defaultValue: message.fallback || t('errors:unknown'),
    });
}

/** ERR-2: the code of a refusal, apart and smaller than its text, for support. */
export function ErrorCodeLine({ code }: { readonly code: number | undefined }) {
  const { t } = useTranslation('errors');
  if (code === undefined) return null;
  return <span className="error-code">{t('codeLine', { code })}</span>;
}
