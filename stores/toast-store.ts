import { createStore } from 'zustand/vanilla';

import { TOAST_MS } from '@/config/http';
import type { ErrorText, Reaction } from '@/services/errors/catalogue';

export interface Toast extends ErrorText {
  readonly id: number;
  readonly durationMs: number;
  /** LAYOUT-6: toasts raised from a dialog are centred */
  readonly placement: 'top' | 'center';
  /** a refusal (with its code), or a success notice (LOGIN-8) */
  readonly tone: 'error' | 'success';
  /** what the notice's text names ({{channel}}), already in the page's language */
  readonly values?: Readonly<Record<string, string | number>>;
}

interface ToastState {
  readonly toasts: readonly Toast[];
  /** throttle key → when a toast with it was last shown */
  readonly lastShown: Readonly<Record<string, number>>;
}

/** ERR-4: a throttled toast shows at most once per window. */
export function isThrottled(lastShown: Readonly<Record<string, number>>, key: string, ms: number, now: number) {
  const last = lastShown[key];
  return last !== undefined && now - last < ms;
}

export const MAX_VISIBLE_TOASTS = 3;

let nextId = 1;

export function createToastStore() {
  const store = createStore<ToastState>(() => ({ toasts: [], lastShown: {} }));
  return {
    store,
    /** Shows what a reaction asks for; returns the toast shown, if any. */
    showReaction(reaction: Reaction, now: number = Date.now()): Toast | null {
      if (reaction.kind !== 'toast') return null;
      const { lastShown, toasts } = store.getState();
      if (reaction.throttle && isThrottled(lastShown, reaction.throttle.key, reaction.throttle.ms, now)) return null;
      // several calls failing for one cause (the api is down) say it once
      const same = toasts.some(
        (t) => t.code === reaction.message.code && t.translationKey === reaction.message.translationKey,
      );
      if (same) return null;
      const toast: Toast = {
        ...reaction.message,
        id: nextId++,
        durationMs: reaction.durationMs,
        placement: reaction.durationMs < TOAST_MS ? 'center' : 'top',
        tone: 'error',
      };
      store.setState({
        toasts: [...toasts, toast].slice(-MAX_VISIBLE_TOASTS),
        lastShown: reaction.throttle ? { ...lastShown, [reaction.throttle.key]: now } : lastShown,
      });
      return toast;
    },
    /**
     * LOGIN-8: a success notice, by its key in the `errors` namespace's
     * `notices` (or `ns:key` of a namespace the page has loaded), with the
     * values its text names.
     */
    showNotice(translationKey: string, values?: Readonly<Record<string, string | number>>): Toast {
      const toast: Toast = {
        code: 0,
        translationKey,
        fallback: '',
        id: nextId++,
        durationMs: TOAST_MS,
        placement: 'top',
        tone: 'success',
        ...(values && { values }),
      };
      store.setState({ toasts: [...store.getState().toasts, toast].slice(-MAX_VISIBLE_TOASTS) });
      return toast;
    },
    dismiss(id: number): void {
      store.setState({ toasts: store.getState().toasts.filter((t) => t.id !== id) });
    },
  };
}

export type ToastStore = ReturnType<typeof createToastStore>;

/** The browser's toasts (one per visit; the server never shows toasts). */
export const toasts = createToastStore();
