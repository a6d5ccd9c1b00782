import { useTranslation } from 'next-i18next/pages';
import { useCallback, useRef, useState } from 'react';

import { resolveError, type ErrorOutcome, type FormMessage } from '@/services/errors/screen-errors';

import { loadPostLogin } from './use-finish-session';

/** How long a refusal waits for the `errors` texts before it is shown anyway (its text then follows). */
const TEXTS_WAIT_MS = 2000;

/** An action that started leaving the page (a session opened): the form stays busy. */
export const LEAVING = Symbol('leaving');

export type FieldErrors<F extends string> = Readonly<Partial<Record<F, FormMessage>>>;

/** What a form's check found: the fields' errors, or the value to submit. */
export type Checked<F extends string, V> =
  { readonly ok: true; readonly value: V } | { readonly ok: false; readonly errors: FieldErrors<F> };

interface Options<F extends string, O> {
  /**
   * the screen's error handling: its handler map over the global fallback;
   * asynchronous when its code loads with the first refusal
   */
  readonly resolve: (error: unknown) => O | ErrorOutcome | Promise<O | ErrorOutcome>;
  /** started with each action: the code `resolve` loads arrives while the api answers */
  readonly preload?: () => Promise<unknown>;
  /** outcomes of the screen's own (dialogs, navigation) */
  readonly onOutcome?: (outcome: Exclude<O, ErrorOutcome>) => void;
  /** the fields in the order they appear: the first invalid one gets focus */
  readonly fields: readonly F[];
}

/**
 * The one submit of the sign-in forms: checks the fields, then runs the
 * action once at a time (the captcha inside it), and shows a failure where
 * the person looks: by the field at fault, which gets focus back, or in the
 * form's alert. Nothing typed is cleared, and no control is disabled while
 * busy, so focus never falls to the page.
 */
export function useFormSubmit<F extends string, O extends { readonly kind: string }>(options: Options<F, O>) {
  const { i18n } = useTranslation();
  const [busy, setBusy] = useState(false);
  const [alert, setAlert] = useState<FormMessage | null>(null);
  const [errors, setErrors] = useState<FieldErrors<F>>(() => ({}) as FieldErrors<F>);
  const running = useRef(false);
  const elements = useRef(new Map<F, HTMLElement>());
  const latest = useRef(options);
  latest.current = options;

  /** The `errors` texts of a refusal (not in the page's first load: issue 40); i18next asks for them once. */
  const loadTexts = useCallback(
    () =>
      Promise.resolve()
        .then(() => i18n?.loadNamespaces?.('errors'))
        .catch(() => undefined),
    [i18n],
  );

  /**
   * The screen's outcome; the global fallback when the screen's code could not load (the network dropped).
   * It waits for the `errors` texts the submit started loading (at most TEXTS_WAIT_MS), so that the field
   * at fault gets focus with its message already in it, and a screen reader reads them together.
   */
  const outcomeOf = useCallback(
    (error: unknown): Promise<O | ErrorOutcome> => {
      // the wait only: texts that cannot load are the message's to tell (useMessageText shows the server's
      // text or the catalogue's fallback once i18next gives up), so the refusal is shown either way
      const texts = Promise.race([loadTexts(), new Promise((resolve) => setTimeout(resolve, TEXTS_WAIT_MS))]);
      return Promise.resolve()
        .then(() => latest.current.resolve(error))
        .catch((): O | ErrorOutcome => resolveError<O>(error, {}))
        .then(async (outcome: O | ErrorOutcome) => {
          await texts;
          return outcome;
        });
    },
    [loadTexts],
  );

  const focusField = useCallback((name: F) => {
    // after the render that shows the message, so it is read with the field
    setTimeout(() => elements.current.get(name)?.focus(), 0);
  }, []);

  /** A ref for a field's focusable element. */
  const fieldRef = useCallback(
    (name: F) => (element: HTMLElement | null) => {
      if (element) elements.current.set(name, element);
      else elements.current.delete(name);
    },
    [],
  );

  const show = useCallback(
    (outcome: O | ErrorOutcome) => {
      if (outcome.kind === 'field') {
        const { field, message } = outcome as Extract<ErrorOutcome, { kind: 'field' }>;
        setErrors((previous) => ({ ...previous, [field]: message }));
        focusField(field as F);
      } else if (outcome.kind === 'alert') {
        setAlert((outcome as Extract<ErrorOutcome, { kind: 'alert' }>).message);
      } else if (outcome.kind !== 'none' && outcome.kind !== 'unreachable') {
        // 'unreachable' is the page's one notice, shown by the form's alert
        latest.current.onOutcome?.(outcome as Exclude<O, ErrorOutcome>);
      }
    },
    [focusField],
  );

  /**
   * Runs a submit: `check` answers the fields' errors or the value to send,
   * then `action` runs with it; it answers LEAVING when the page is going
   * elsewhere.
   */
  const submit = useCallback(
    async <V>(check: () => Checked<F, V> | Promise<Checked<F, V>>, action: (value: V) => Promise<unknown>) => {
      if (running.current) return;
      running.current = true;
      setAlert(null);
      let leaving = false;
      try {
        const checked = await check();
        setErrors(checked.ok ? ({} as FieldErrors<F>) : checked.errors);
        if (!checked.ok) {
          const first = latest.current.fields.find((name) => checked.errors[name]);
          if (first) focusField(first);
          return;
        }
        setBusy(true);
        // the redirect policy loads while the api answers: a session that opens leaves at once
        void loadPostLogin().catch(() => undefined);
        // nobody waits on this early start: a failure is told by the refusal's own load (outcomeOf's fallback)
        void latest.current.preload?.().catch(() => undefined);
        // and the texts of a refusal, early as well; outcomeOf waits for them
        void loadTexts();
        leaving = (await action(checked.value)) === LEAVING;
      } catch (error) {
        show(await outcomeOf(error));
      } finally {
        running.current = leaving;
        setBusy(leaving);
      }
    },
    [focusField, show, outcomeOf, loadTexts],
  );

  const clearError = useCallback((name: F) => {
    setErrors((previous) => {
      if (!previous[name]) return previous;
      const next = { ...previous };
      delete next[name];
      return next;
    });
  }, []);

  /** Tells a failure of something the form started outside submit (a resend). */
  const fail = useCallback((error: unknown) => void outcomeOf(error).then(show), [outcomeOf, show]);

  return { busy, alert, setAlert, errors, clearError, fieldRef, submit, show, fail };
}
