import { useTranslation } from 'next-i18next/pages';
import { useCallback, useState } from 'react';

import { useLoader } from '@/components/hooks/use-loader';
import { isolated } from '@/components/i18n/bidi';
import { PASSKEY_NAME_MAX_LENGTH } from '@/config/passkeys';
import { fetchPasskeys, removePasskey, type PasskeyItem } from '@/services/api/passkeys';
import { catalogueMessage, type FormMessage } from '@/services/errors/screen-errors';
import { isRequestError } from '@/services/http/errors';
import { toasts } from '@/stores/toast-store';

import type { CreationEnding } from './passkey-registration';

/** Adding a passkey loads with the first press of "Add a passkey" (the WebAuthn prompt, the device's name). */
const loadRegistration = () => import('./passkey-registration');
const loadNames = () => import('./passkey-name');

/** What the section knows after an action: done (a toast has said so), or why not (the section says it). */
export type SectionNews =
  | { readonly kind: 'added' | 'removed'; readonly name: string }
  | { readonly kind: 'ending'; readonly ending: Exclude<CreationEnding, 'aborted'> }
  | { readonly kind: 'nameRequired' }
  | { readonly kind: 'refusal'; readonly message: FormMessage };

/** A failure of an api call as the section tells it: the catalogue's sentence, with its code. */
function refusalOf(error: unknown): SectionNews {
  if (isRequestError(error)) return { kind: 'refusal', message: catalogueMessage(error) };
  return { kind: 'ending', ending: 'failed' };
}

/**
 * Passkeys on the account page: the account's passkeys, adding one (named
 * after this browser and system unless the person names it), removing one
 * after a confirmation. The section renders what this answers.
 */
export function usePasskeySettings() {
  const { t } = useTranslation('passkey-settings');
  const passkeys = useLoader(() => fetchPasskeys(), [], { reloadWhenReachable: true });
  const [name, setName] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<PasskeyItem | null>(null);
  const [busy, setBusy] = useState(false);
  const [news, setNews] = useState<SectionNews | null>(null);
  const { reload } = passkeys;

  /** Opens the name field, filled with this browser and system ("Chrome on macOS"). */
  const startAdding = useCallback(async () => {
    setNews(null);
    setConfirming(null);
    const names = await loadNames()
      .then((m) => m.deviceNames(navigator.userAgent))
      .catch(() => null);
    const proposed = names
      ? names.browser && names.os
        ? t('defaultName', { browser: names.browser, os: names.os })
        : names.browser || names.os
      : t('defaultNameUnknown');
    setName(proposed.slice(0, PASSKEY_NAME_MAX_LENGTH));
    void loadRegistration().catch(() => undefined);
  }, [t]);

  /** The browser's prompt, then the api: the new passkey is listed, or the section says why not. */
  const add = useCallback(async () => {
    const chosen = (name ?? '').replace(/\s+/g, ' ').trim();
    if (!chosen) {
      setNews({ kind: 'nameRequired' });
      return;
    }
    setBusy(true);
    setNews(null);
    try {
      const { createPasskey } = await loadRegistration();
      const created = await createPasskey(chosen);
      if (created.kind === 'added') {
        setName(null);
        // issue 39: what went through is a success toast
        toasts.showNotice('passkey-settings:addedNotice', { name: isolated(created.passkey.name) });
        setNews({ kind: 'added', name: created.passkey.name });
        reload();
      } else if (created.kind !== 'aborted') {
        setNews({ kind: 'ending', ending: created.kind });
      }
    } catch (error) {
      setNews(refusalOf(error));
    } finally {
      setBusy(false);
    }
  }, [name, reload]);

  const remove = useCallback(async () => {
    if (!confirming) return;
    setBusy(true);
    setNews(null);
    try {
      await removePasskey(confirming.id);
      toasts.showNotice('passkey-settings:removedNotice', { name: isolated(confirming.name) });
      setNews({ kind: 'removed', name: confirming.name });
      setConfirming(null);
      reload();
    } catch (error) {
      setNews(refusalOf(error));
    } finally {
      setBusy(false);
    }
  }, [confirming, reload]);

  return {
    passkeys,
    /** the name of the passkey being added; null when none is */
    name,
    changeName: (next: string) => setName(next.slice(0, PASSKEY_NAME_MAX_LENGTH)),
    /** the passkey whose removal waits for a confirmation */
    confirming,
    busy,
    news,
    startAdding,
    cancelAdding: () => setName(null),
    add,
    askRemove: (passkey: PasskeyItem) => {
      setNews(null);
      setName(null);
      setConfirming(passkey);
    },
    cancelRemove: () => setConfirming(null),
    remove,
  };
}
