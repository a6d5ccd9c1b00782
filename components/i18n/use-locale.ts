import { useTranslation } from 'next-i18next/pages';

/** The language the page's texts are in; `en` where Next renders a page without props. */
export function useLocale(): string {
  const { i18n } = useTranslation();
  return i18n?.language || 'en';
}
