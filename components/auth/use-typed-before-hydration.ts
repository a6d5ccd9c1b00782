import { useCallback, useRef } from 'react';

/**
 * LOGIN-4: a field the server rendered can be typed into before the page's
 * scripts have run. React keeps that text when it hydrates the field, but the
 * form's state still holds the server's value, and the next render of the
 * field would put it back: what the person typed would be lost. The returned
 * ref hands the field's text to the state once, when the field is first
 * attached, and passes the element on to `forward` (the form's focus ref).
 */
export function useTypedBeforeHydration(
  value: string,
  onTyped: (typed: string) => void,
  forward?: (element: HTMLElement | null) => void,
): (element: HTMLInputElement | null) => void {
  const latest = useRef({ value, onTyped, forward });
  latest.current = { value, onTyped, forward };
  const adopted = useRef(false);
  return useCallback((element: HTMLInputElement | null) => {
    latest.current.forward?.(element);
    if (!element || adopted.current) return;
    adopted.current = true;
    if (element.value !== latest.current.value) latest.current.onTyped(element.value);
  }, []);
}
