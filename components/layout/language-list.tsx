import { useEffect, type MouseEvent, type RefObject } from 'react';

import { findLocale, languageTag } from '@/config/languages';
import { storeLanguageChoice } from '@/services/language-storage';

export interface LanguageListProps {
  readonly locale: string;
  readonly path: string;
  readonly languages: readonly string[];
  /** the menu: a press inside it does not close the list */
  readonly rootRef: RefObject<HTMLDivElement | null>;
  readonly onClose: () => void;
}

/**
 * SITE-4's open list (language-menu.tsx loads it on the person's first
 * intent): the languages as links, closed by Escape or a press outside the
 * menu; choosing one stores it (SITE-8) and keeps the query. Rendered only
 * while the list is open.
 */
export function LanguageList({ locale, path, languages, rootRef, onClose }: LanguageListProps) {
  useEffect(() => {
    const close = (event: Event) => {
      if (event instanceof KeyboardEvent && event.key !== 'Escape') return;
      if (event.type === 'pointerdown' && rootRef.current?.contains(event.target as Node)) return;
      onClose();
    };
    document.addEventListener('keydown', close);
    document.addEventListener('pointerdown', close);
    return () => {
      document.removeEventListener('keydown', close);
      document.removeEventListener('pointerdown', close);
    };
  }, [rootRef, onClose]);

  const choose = (event: MouseEvent<HTMLAnchorElement>, value: string) => {
    event.preventDefault();
    storeLanguageChoice(value);
    window.location.assign(`/${value}${path}${window.location.search}`);
  };

  return languages.map((value) => {
    const option = findLocale(value);
    return (
      <li key={value}>
        <a
          href={`/${value}${path}`}
          hrefLang={languageTag(value)}
          lang={languageTag(value)}
          data-locale={value}
          aria-current={value === locale ? 'true' : undefined}
          onClick={(event) => choose(event, value)}
        >
          {option?.label ?? value}
        </a>
      </li>
    );
  });
}
