import { useTranslation } from 'next-i18next/pages';
import { useEffect, useRef, useState } from 'react';

import { ActionButton } from '@/components/auth/action-button';

/**
 * Issue 26: new recovery codes, shown this once (the api keeps only their
 * hashes): a list to copy or write down, and the person says when it is saved.
 */
export function RecoveryCodesNotice({
  codes,
  onDone,
}: {
  readonly codes: readonly string[];
  readonly onDone: () => void;
}) {
  const { t } = useTranslation('security');
  const [copied, setCopied] = useState(false);
  const box = useRef<HTMLDivElement | null>(null);
  useEffect(() => box.current?.focus(), []);
  return (
    <div
      className="security-recovery-codes"
      role="region"
      aria-labelledby="recovery-codes-title"
      tabIndex={-1}
      ref={box}
    >
      <h3 id="recovery-codes-title">{t('settings.recovery.title')}</h3>
      <p className="security-warning">{t('settings.recovery.shownOnce')}</p>
      <ol
        aria-label={t('settings.recovery.listLabel')}
        className="security-code-list"
        dir="ltr"
        data-testid="recovery-codes"
      >
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ol>
      <div className="security-actions">
        <ActionButton
          onClick={() => {
            void navigator.clipboard?.writeText(codes.join('\n')).then(
              () => setCopied(true),
              () => undefined,
            );
          }}
        >
          <span aria-live="polite">{copied ? t('settings.recovery.copied') : t('settings.recovery.copy')}</span>
        </ActionButton>
        <ActionButton kind="primary" onClick={onDone}>
          {t('settings.recovery.saved')}
        </ActionButton>
      </div>
    </div>
  );
}
