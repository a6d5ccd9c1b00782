import { useTranslation } from 'next-i18next/pages';
import { useEffect, useId, useRef, useState, type MouseEvent } from 'react';

import { findLocale, languageTag } from '@/config/languages';
import { storeLanguageChoice } from '@/services/language-storage';

interface Props {
  readonly locale: string;
  readonly path: string;
  readonly languages: readonly string[];
}

/**
 * SITE-4: a disclosure listing the site's languages as links; choosing one
 * stores it (SITE-8) and keeps the query.
 */
export function LanguageMenu({ locale, path, languages }: Props) {
  const { t } = useTranslation('common');
  const [open, setOpen] = useState(false);
  const listId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const current = findLocale(locale);

  useEffect(() => {
    if (!open) return;
    const close = (event: Event) => {
      if (event instanceof KeyboardEvent && event.key !== 'Escape') return;
      if (event.type === 'pointerdown' && rootRef.current?.contains(event.target as Node)) return;
      setOpen(false);
    };
    document.addEventListener('keydown', close);
    document.addEventListener('pointerdown', close);
    return () => {
      document.removeEventListener('keydown', close);
      document.removeEventListener('pointerdown', close);
    };
  }, [open]);

  const choose = (event: MouseEvent<HTMLAnchorElement>, value: string) => {
    event.preventDefault();
    storeLanguageChoice(value);
    window.location.assign(`/${value}${path}${window.location.search}`);
  };

  return (
    <div className="language-menu" ref={rootRef}>
      <button
        type="button"
        className="language-menu-button"
        aria-expanded={open}
        aria-controls={listId}
        aria-label={`${t('header.languageMenu')}: ${current?.label ?? locale}`}
        onClick={() => setOpen((v) => !v)}
      >
        {current?.label ?? locale}
      </button>
      {/* rendered only when open: twenty links are a fifth of the page's server render */}
      <ul id={listId} className="language-menu-list" hidden={!open} aria-label={t('header.languageList')}>
        {open &&
          languages.map((value) => {
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
          })}
      </ul>
    </div>
  );
}
