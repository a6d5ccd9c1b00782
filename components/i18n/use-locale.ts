import { useContext } from 'react';

import { TranslationContext } from './translation-provider';

/** The language the page's texts are in; `en` where Next renders a page without props. */
export function useLocale(): string {
  return useContext(TranslationContext)?.locale ?? 'en';
}
