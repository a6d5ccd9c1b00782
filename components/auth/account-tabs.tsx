import { useTranslation } from 'next-i18next/pages';
import { useRef, type KeyboardEvent } from 'react';

import type { AccountKind } from '@/config/auth';

interface Props {
  readonly value: AccountKind;
  readonly kinds: readonly AccountKind[];
  readonly onChange: (kind: AccountKind) => void;
  readonly idPrefix: string;
  /** the person points at or focuses the tabs: what another tab needs can start loading */
  readonly onIntent?: () => void;
}

/**
 * LOGIN-2, REG-3: email and mobile tabs (WAI-ARIA tabs: arrow keys move
 * between them). With one kind left there is nothing to choose: no tabs.
 */
export function AccountTabs({ value, kinds, onChange, idPrefix, onIntent }: Props) {
  const { t } = useTranslation('auth');
  const refs = useRef<Record<string, HTMLButtonElement | null>>({});
  if (kinds.length < 2) return null;
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const step = { ArrowRight: 1, ArrowLeft: -1, ArrowDown: 1, ArrowUp: -1 }[event.key];
    if (!step) return;
    event.preventDefault();
    const rtl = getComputedStyle(event.currentTarget).direction === 'rtl' && event.key.startsWith('Arrow') ? -1 : 1;
    const next = kinds[(kinds.indexOf(value) + step * rtl + kinds.length) % kinds.length];
    onChange(next);
    refs.current[next]?.focus();
  };
  return (
    <div className="auth-tabs" role="tablist" aria-label={t('tabs.label')} onPointerEnter={onIntent} onFocus={onIntent}>
      {kinds.map((kind) => (
        <button
          key={kind}
          ref={(el) => {
            refs.current[kind] = el;
          }}
          type="button"
          role="tab"
          id={`${idPrefix}-tab-${kind}`}
          aria-selected={value === kind}
          aria-controls={`${idPrefix}-panel`}
          tabIndex={value === kind ? 0 : -1}
          className={value === kind ? 'auth-tab auth-tab-active' : 'auth-tab'}
          onClick={() => onChange(kind)}
          onKeyDown={onKeyDown}
        >
          {t(`tabs.${kind}`)}
        </button>
      ))}
    </div>
  );
}
