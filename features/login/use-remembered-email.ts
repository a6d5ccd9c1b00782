import { useCallback, useEffect, useRef, useState } from 'react';

import type { AccountInput } from '@/services/api/auth';
import { localStore } from '@/services/local-store';

import {
  carriedEmail,
  NOTHING_REMEMBERED,
  readRememberedEmail,
  rememberAfterLogin,
  REMEMBERED_EMAIL_KEY,
  storedRememberedEmail,
  type RememberedEmail,
} from './remembered-email';

function store(value: RememberedEmail | null): void {
  const storage = localStore();
  try {
    if (value === null) storage?.removeItem(REMEMBERED_EMAIL_KEY);
    else storage?.setItem(REMEMBERED_EMAIL_KEY, storedRememberedEmail(value));
  } catch {
    // storage full or refused: the email is simply not remembered
  }
}

/**
 * The login form's "Remember my email" (remembered-email.ts). Read after
 * hydration, so the server's page and the first client render agree: the
 * kept email then fills the field unless something was typed already, and
 * `ready` says the form holds what it starts with (focus goes to the field
 * to fill after that).
 */
export function useRememberedEmail(onRemembered: (email: string) => void) {
  const [remember, setRemember] = useState(true);
  const [ready, setReady] = useState(false);
  const kept = useRef<RememberedEmail>(NOTHING_REMEMBERED);
  const latest = useRef(onRemembered);
  latest.current = onRemembered;

  useEffect(() => {
    kept.current = readRememberedEmail(localStore()?.getItem(REMEMBERED_EMAIL_KEY) ?? null);
    setRemember(kept.current.remember);
    // a link that names the account (the password reset's "Log in") wins over the kept email
    const email = carriedEmail(window.location.search) || kept.current.email;
    if (email) latest.current(email);
    setReady(true);
  }, []);

  /** The box ticked or unticked: unticked forgets the email at once. */
  const changeRemember = useCallback((next: boolean) => {
    setRemember(next);
    kept.current = next ? NOTHING_REMEMBERED : { remember: false, email: '' };
    store(next ? null : kept.current);
  }, []);

  /** A password login succeeded with this account. */
  const keepAfterLogin = useCallback(
    (account: AccountInput) => {
      kept.current = rememberAfterLogin(kept.current, remember, account);
      store(kept.current);
    },
    [remember],
  );

  return { remember, ready, changeRemember, keepAfterLogin };
}
