import { useTranslation } from 'next-i18next/pages';

import type { RefusalNews } from './refusal';

/** A refusal's sentence from its namespace, with the server's text when the code has none. */
export function useRefusalText() {
  const { t } = useTranslation(['devices', 'errors']);
  return (news: RefusalNews) =>
    t(`${news.message.ns}:${news.message.key}`, {
      ...news.message.values,
      defaultValue: news.message.fallback || t('errors:unknown'),
    });
}
