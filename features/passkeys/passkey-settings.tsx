import { useTranslation } from 'next-i18next/pages';
import { useEffect, useId, useRef, type FormEvent } from 'react';

import { ActionButton } from '@/components/auth/action-button';
import { isolated } from '@/components/i18n/bidi';
import { languageTag } from '@/config/languages';
import { PASSKEY_NAME_MAX_LENGTH } from '@/config/passkeys';
import type { PasskeyItem } from '@/services/api/passkeys';

import { usePasskeySettings, type SectionNews } from './use-passkey-settings';

/** A date of the list in the page's language ('27 Nov 2026'). */
function dateIn(locale: string, iso: string): string {
  try {
    return new Intl.DateTimeFormat(languageTag(locale), { dateStyle: 'medium' }).format(new Date(iso));
  } catch {
    return iso.slice(0, 10);
  }
}

/** The removal's confirmation in the passkey's row: the question, then yes or no; focus moves to it. */
function RemoveConfirmation({
  passkey,
  busy,
  onConfirm,
  onCancel,
}: {
  readonly passkey: PasskeyItem;
  readonly busy: boolean;
  readonly onConfirm: () => void;
  readonly onCancel: () => void;
}) {
  const { t } = useTranslation('passkey-settings');
  const id = useId();
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.querySelector('p')?.focus(), []);
  return (
    <div className="passkey-confirm" role="group" aria-labelledby={id} ref={ref}>
      <p id={id} tabIndex={-1}>
        {t('confirmRemove', { name: isolated(passkey.name) })}
      </p>
      <div className="security-actions">
        <ActionButton kind="primary" loading={busy} onClick={onConfirm}>
          {t('confirmYes')}
        </ActionButton>
        <ActionButton onClick={onCancel}>{t('cancel')}</ActionButton>
      </div>
    </div>
  );
}

/**
 * Passkeys on the account page: the account's passkeys with their names and
 * dates, "Add a passkey" (named after this browser and system unless the
 * person names it), and removal after a confirmation. Refusals are told in
 * the section; the WebAuthn prompt loads with the first "Add".
 */
export function PasskeySettings() {
  const { t, i18n, ready } = useTranslation(['passkey-settings', 'errors']);
  const settings = usePasskeySettings();
  const nameId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const { passkeys, news } = settings;

  // a removed passkey's row is gone: the section's heading takes the focus it had
  useEffect(() => {
    if (news?.kind === 'removed') headingRef.current?.focus();
  }, [news]);

  if (!ready) return null;

  const newsText = (item: SectionNews): string => {
    switch (item.kind) {
      case 'added':
      case 'removed':
        return '';
      case 'nameRequired':
        return t('nameRequired');
      case 'ending':
        return t(`endings.${item.ending}`);
      case 'refusal':
        return t(`${item.message.ns}:${item.message.key}`, {
          ...item.message.values,
          defaultValue: item.message.fallback || t('errors:unknown'),
        });
    }
  };
  const good = news?.kind === 'added' || news?.kind === 'removed';

  const onAdd = (event: FormEvent) => {
    event.preventDefault();
    void settings.add();
  };

  let list;
  if (passkeys.status === 'failed' && !passkeys.data) {
    list = (
      <div className="security-failed">
        <p role="alert">{t('failed')}</p>
        <ActionButton onClick={passkeys.reload}>{t('retry')}</ActionButton>
      </div>
    );
  } else if (!passkeys.data) {
    list = <p>{t('loading')}</p>;
  } else if (passkeys.data.length === 0) {
    list = <p>{t('empty')}</p>;
  } else {
    list = (
      <ul className="passkey-list" aria-label={t('listLabel')}>
        {passkeys.data.map((passkey) => (
          <li className="security-item" key={passkey.id} data-testid="passkey-item">
            <div className="security-item-head">
              <h3 className="passkey-name" dir="auto">
                {passkey.name}
              </h3>
              {settings.confirming?.id !== passkey.id && (
                <ActionButton kind="link" onClick={() => settings.askRemove(passkey)}>
                  {t('remove')} <span className="visually-hidden">{passkey.name}</span>
                </ActionButton>
              )}
            </div>
            <p className="passkey-dates">
              <span>{t('created', { date: dateIn(i18n.language, passkey.created_at) })}</span>
              <span>
                {passkey.last_used_at
                  ? t('lastUsed', { date: dateIn(i18n.language, passkey.last_used_at) })
                  : t('neverUsed')}
              </span>
            </p>
            {settings.confirming?.id === passkey.id && (
              <RemoveConfirmation
                passkey={passkey}
                busy={settings.busy}
                onConfirm={() => void settings.remove()}
                onCancel={settings.cancelRemove}
              />
            )}
          </li>
        ))}
      </ul>
    );
  }

  return (
    <section
      className="account-security settings-group passkey-settings"
      aria-labelledby="passkeys-title"
      data-testid="passkey-settings"
    >
      <h2 id="passkeys-title" tabIndex={-1} ref={headingRef}>
        {t('title')}
      </h2>
      <p className="route-lead">{t('lead')}</p>
      {/* what was done is a toast (the hook's); what went wrong is said here, in a live region there before it speaks */}
      <p className="passkey-news passkey-problem" role="alert">
        {news && !good ? newsText(news) : ''}
      </p>
      {list}
      {settings.name === null ? (
        <div>
          {/* issue 39: the page's one main action is the two-step settings'; adding a passkey is a secondary one */}
          <ActionButton size="sm" onClick={() => void settings.startAdding()}>
            {t('add')}
          </ActionButton>
        </div>
      ) : (
        <form className="security-code-form" onSubmit={onAdd} noValidate aria-busy={settings.busy}>
          <div className="auth-field">
            <label htmlFor={nameId}>{t('nameLabel')}</label>
            <input
              id={nameId}
              className="auth-input"
              autoFocus
              dir="auto"
              autoComplete="off"
              maxLength={PASSKEY_NAME_MAX_LENGTH}
              aria-describedby={`${nameId}-hint`}
              value={settings.name}
              onChange={(event) => settings.changeName(event.target.value)}
            />
            <p id={`${nameId}-hint`} className="passkey-hint">
              {t('nameHint')}
            </p>
          </div>
          <div className="security-actions">
            <ActionButton kind="primary" type="submit" loading={settings.busy}>
              {t('create')}
            </ActionButton>
            <ActionButton onClick={settings.cancelAdding}>{t('cancel')}</ActionButton>
          </div>
        </form>
      )}
    </section>
  );
}
