import { useCallback, useEffect, useRef } from 'react';

import { fieldFacts, fieldToFill, focusIsFree } from './focus-target';

/** The attribute of the element that gets focus when a step has no field to fill. */
const FOCUS_FALLBACK = 'data-focus-fallback';

/**
 * Gives focus to the field the person must fill next, within the element the
 * returned ref is put on: when the page is ready and again each time `step`
 * changes (Continue led to the code, the code to the password). The input
 * gets it, not the step's title, so a phone opens its keyboard; the screen's
 * live region announces the new step. A step with nothing to fill (the
 * activation link's) gives it to its element marked `data-focus-fallback`
 * (its title), so keyboard users go on from there, not from the top of the
 * page. `step` null: not ready yet (the remembered email is still being
 * read). Focus someone already put elsewhere stays where it is.
 */
export function useFocusToFill(step: string | null): (element: HTMLElement | null) => void {
  const container = useRef<HTMLElement | null>(null);
  useEffect(() => {
    const root = container.current;
    if (step === null || !root) return;
    /** true once settled: the field has the focus, or someone put it elsewhere */
    const settle = (): boolean => {
      if (!focusIsFree(document.activeElement)) return true;
      const controls = [
        ...root.querySelectorAll<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>('input, select, textarea'),
      ].map((element) => ({ element, ...fieldFacts(element) }));
      const target = fieldToFill(controls)?.element ?? root.querySelector<HTMLElement>(`[${FOCUS_FALLBACK}]`);
      target?.focus();
      return target !== null;
    };
    if (settle()) return;
    // a step loaded on demand renders its fields a moment later: they get the focus when they appear
    const observer = new MutationObserver(() => {
      if (settle()) observer.disconnect();
    });
    observer.observe(root, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [step]);
  return useCallback((element: HTMLElement | null) => {
    container.current = element;
  }, []);
}
