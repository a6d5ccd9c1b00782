import type { ReactNode } from 'react';

import { useHydrated } from './use-hydrated';

interface Props {
  readonly kind?: 'primary' | 'default' | 'link';
  /**
   * Issue 39, one height per size: `md` (40 px, --app-control-height) for a form's and a dialog's actions,
   * `sm` (36 px, --app-control-height-sm) for an action at the end of a settings row or in a toolbar
   */
  readonly size?: 'md' | 'sm';
  readonly type?: 'submit' | 'button';
  /** the action runs: the button says so and takes no second press */
  readonly loading?: boolean;
  readonly disabled?: boolean;
  readonly block?: boolean;
  /** the button's name when its text alone would not say enough ("End session" of which device) */
  readonly label?: string;
  readonly onClick?: () => void;
  /** the person is about to press: pointed at or focused (what the press runs can start loading) */
  readonly onIntent?: () => void;
  readonly children: ReactNode;
}

/**
 * The buttons of the sign-in forms: native buttons styled with the theme's
 * variables. antd's Button costs tens of kB of JS and real server render
 * time per page (docs/performance.md); these forms need none of its extras.
 * A loading button stays focusable (aria-disabled, presses ignored): a
 * disabled one would drop the keyboard focus to the page. Every button is
 * disabled until the page has hydrated: before the page's own handler
 * exists, a press would do nothing, and a submit (press or Enter) would send
 * the form natively. The page's scripts are requested after its first paint
 * (components/layout/paint-first-scripts.ts), so that lasts about a round trip.
 * A sign-in form's submit button is enabled earlier by the early script of
 * useKeptPress, which keeps the press for the page instead (the one
 * difference from the server's HTML that hydration is told to expect).
 */
export function ActionButton({
  kind = 'default',
  size = 'md',
  type = 'button',
  loading,
  disabled,
  block,
  label,
  onClick,
  onIntent,
  children,
}: Props) {
  const hydrated = useHydrated();
  return (
    <button
      type={type}
      className={`auth-button auth-button-${kind}${size === 'sm' ? ' auth-button-sm' : ''}${block ? ' auth-button-block' : ''}`}
      disabled={disabled || !hydrated}
      // A sign-in form's submit button is enabled by the early script (useKeptPress) before React hydrates: the
      // one attribute that differs from the server's HTML on purpose. React keeps the DOM as it is and sets
      // `disabled` from the next render on; without this it reports a hydration mismatch under `next dev`.
      suppressHydrationWarning={type === 'submit' || undefined}
      aria-disabled={loading || undefined}
      aria-busy={loading || undefined}
      aria-label={label}
      onPointerEnter={onIntent}
      onFocus={onIntent}
      onClick={(event) => {
        if (loading) {
          event.preventDefault();
          return;
        }
        onClick?.();
      }}
    >
      {loading && <span className="auth-spinner" aria-hidden="true" />}
      {children}
    </button>
  );
}
