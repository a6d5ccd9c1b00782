import { useEffect, useRef, type ReactNode } from 'react';

import { ActionButton } from '@/components/auth/action-button';

/** The one main action: a link when it leads to another page, a button when it acts here. */
export type SuccessAction =
  { readonly label: string; readonly href: string } | { readonly label: string; readonly onClick: () => void };

interface Props {
  readonly title: string;
  /** the heading's level: 1 when the success screen is the page, 2 when it sits under the page's h1 */
  readonly level?: 1 | 2;
  readonly lead?: ReactNode;
  readonly action?: SuccessAction;
  /** a quiet text link under the main action ("Back to security settings") */
  readonly secondary?: { readonly label: string; readonly href: string };
  /** anything the screen must show besides (a countdown, a list); kept between the lead and the action */
  readonly children?: ReactNode;
  /** false only where the screen is shown among others (/dev/design): it then leaves the focus and scroll alone */
  readonly focusOnMount?: boolean;
}

/**
 * Issue 39: the end of a flow (password reset, sign-up, a QR login
 * confirmed) says so with a success icon, a heading in view that takes the
 * focus (a screen reader reads it, a keyboard continues from it), at most a
 * lead, and ONE main action styled as a button (never underlined).
 */
export function SuccessScreen({ title, level = 2, lead, action, secondary, children, focusOnMount = true }: Props) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    const heading = headingRef.current;
    if (!heading || !focusOnMount) return;
    heading.focus({ preventScroll: true });
    // jsdom has no scrollIntoView; the browser brings the heading into view above the fold
    heading.scrollIntoView?.({ block: 'nearest' });
  }, [focusOnMount]);
  const Heading = level === 1 ? 'h1' : 'h2';
  return (
    // no live region: the heading takes the focus, and a screen reader reads it from there
    <div className="success-screen">
      <svg className="success-icon" viewBox="0 0 48 48" width="56" height="56" aria-hidden="true" focusable="false">
        <circle cx="24" cy="24" r="22" />
        <path d="M14 24.5l6.5 6.5L34 17.5" />
      </svg>
      <Heading ref={headingRef} tabIndex={-1} className="success-title">
        {title}
      </Heading>
      {lead && <p className="success-lead">{lead}</p>}
      {children}
      {action &&
        ('href' in action ? (
          <a className="auth-button auth-button-primary auth-button-block" href={action.href}>
            {action.label}
          </a>
        ) : (
          <ActionButton kind="primary" block onClick={action.onClick}>
            {action.label}
          </ActionButton>
        ))}
      {secondary && (
        <a className="success-secondary" href={secondary.href}>
          {secondary.label}
        </a>
      )}
    </div>
  );
}
