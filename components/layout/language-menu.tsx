import { useTranslation } from 'next-i18next/pages';
import { useCallback, useId, useRef, useState, type ComponentType } from 'react';

import { findLocale } from '@/config/languages';

import type { LanguageListProps } from './language-list';

interface Props {
  readonly locale: string;
  readonly path: string;
  readonly languages: readonly string[];
}

type List = ComponentType<LanguageListProps>;

let listLoad: Promise<List> | null = null;

/** The open list's code (its links, Escape and outside presses, the choice), asked once. */
function loadList(): Promise<List> {
  listLoad ??= import('./language-list').then(
    (module) => module.LanguageList,
    (error: unknown) => {
      listLoad = null; // a later intent asks again
      throw error;
    },
  );
  return listLoad;
}

/**
 * SITE-4: a disclosure listing the site's languages as links; choosing one
 * stores it (SITE-8) and keeps the query. The button and the empty hidden
 * list render with the page; the list's code loads when the person points
 * at, focuses or presses the button, and a press made before it arrived
 * opens the list once it is here.
 */
export function LanguageMenu({ locale, path, languages }: Props) {
  const { t } = useTranslation('common');
  // what the person asked for; the list shows once its code is here
  const [wanted, setWanted] = useState(false);
  const [list, setList] = useState<{ readonly Loaded: List } | 'failed' | null>(null);
  const listId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const current = findLocale(locale);
  const open = wanted && list !== null;
  const close = useCallback(() => setWanted(false), []);

  const prepare = () => {
    if (list !== null && list !== 'failed') return;
    loadList().then(
      (Loaded) => setList({ Loaded }),
      () => setList('failed'),
    );
  };

  return (
    <div className="language-menu" ref={rootRef}>
      <button
        type="button"
        className="language-menu-button"
        aria-expanded={open}
        aria-controls={listId}
        aria-label={`${t('header.languageMenu')}: ${current?.label ?? locale}`}
        onPointerEnter={prepare}
        onPointerDown={prepare}
        onFocus={prepare}
        onClick={() => {
          prepare();
          setWanted(!open);
        }}
      >
        {current?.label ?? locale}
      </button>
      {/* rendered only when open: twenty links are a fifth of the page's server render */}
      <ul id={listId} className="language-menu-list" hidden={!open} aria-label={t('header.languageList')}>
        {open &&
          (list === 'failed' ? (
            <li role="alert">{t('serverError.text')}</li>
          ) : (
            <list.Loaded locale={locale} path={path} languages={languages} rootRef={rootRef} onClose={close} />
          ))}
      </ul>
    </div>
  );
}
