import { useTranslation } from 'next-i18next/pages';
import { useEffect, useRef, useState } from 'react';

import { ActionButton } from '@/components/auth/action-button';
import { languageTag } from '@/config/languages';

import { downloadTextFile, recoveryCodesFile } from './recovery-codes-file';

/** How the last "Copy" went: the clipboard took the codes, or they are selected for the person to copy. */
type Copied = 'copied' | 'selected' | null;

/** The codes put on the clipboard; where the browser gives none, the list selected (and copied the old way if it can). */
async function copyCodes(codes: readonly string[], list: HTMLElement | null): Promise<Copied> {
  try {
    if (navigator.clipboard) {
      await navigator.clipboard.writeText(codes.join('\n'));
      return 'copied';
    }
  } catch {
    // refused (no permission, the page not focused): the selection below
  }
  const selection = window.getSelection();
  if (!list || !selection) return null;
  selection.selectAllChildren(list);
  try {
    // deprecated, yet the one way left to copy where the Clipboard API is missing (http, old browsers)
    if (document.execCommand('copy')) return 'copied';
  } catch {
    // no copying at all: the codes stay selected
  }
  return 'selected';
}

/**
 * Issue 26, issue 39: new recovery codes, shown this once (the api keeps only
 * their hashes) in the recovery codes' row: to download as a text file, copy
 * or print, and the person says when they are saved, the one main action
 * while they show. Printing prints the codes alone (the print stylesheet,
 * styles/global.css, reads the root's `data-print`).
 */
export function RecoveryCodesNotice({
  codes,
  onDone,
}: {
  readonly codes: readonly string[];
  readonly onDone: () => void;
}) {
  const { t, i18n } = useTranslation('security');
  const [copied, setCopied] = useState<Copied>(null);
  const box = useRef<HTMLDivElement | null>(null);
  const list = useRef<HTMLOListElement | null>(null);
  useEffect(() => box.current?.focus(), []);

  const site = window.location.hostname;
  const header = () =>
    t('settings.recovery.fileHeader', {
      site,
      date: new Intl.DateTimeFormat(languageTag(i18n.language), { dateStyle: 'long' }).format(new Date()),
    });

  const print = () => {
    const root = document.documentElement;
    root.dataset.print = 'recovery-codes';
    const after = () => {
      delete root.dataset.print;
      window.removeEventListener('afterprint', after);
    };
    window.addEventListener('afterprint', after);
    // on screen the flag changes nothing; it goes when the print is done (afterprint)
    window.print();
  };

  return (
    <div
      className="security-recovery-codes"
      role="region"
      aria-labelledby="recovery-codes-title"
      tabIndex={-1}
      ref={box}
    >
      <h4 id="recovery-codes-title">{t('settings.recovery.newTitle')}</h4>
      <p className="security-warning">{t('settings.recovery.shownOnce')}</p>
      <p className="security-print-only">{header()}</p>
      <ol
        aria-label={t('settings.recovery.listLabel')}
        className="security-code-list"
        dir="ltr"
        data-testid="recovery-codes"
        ref={list}
      >
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ol>
      <div className="security-actions">
        <ActionButton onClick={() => downloadTextFile(recoveryCodesFile(codes, site, header()))}>
          {t('settings.recovery.download')}
        </ActionButton>
        <ActionButton onClick={() => void copyCodes(codes, list.current).then(setCopied)}>
          {t('settings.recovery.copy')}
        </ActionButton>
        <ActionButton onClick={print}>{t('settings.recovery.print')}</ActionButton>
        <ActionButton kind="primary" onClick={onDone}>
          {t('settings.recovery.saved')}
        </ActionButton>
      </div>
      <p className="security-copied" role="status">
        {copied === 'copied' && t('settings.recovery.copied')}
        {copied === 'selected' && t('settings.recovery.selected')}
      </p>
    </div>
  );
}
