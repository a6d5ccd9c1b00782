import type { ReactNode } from 'react';

interface Props {
  readonly checked: boolean;
  readonly onChange: (checked: boolean) => void;
  readonly children: ReactNode;
  readonly name?: string;
  readonly disabled?: boolean;
  /** the box is wrong as it stands (a consent the form needs): drawn in the error colour, told to assistive tech */
  readonly invalid?: boolean;
  /** the id of the text that says why it is wrong */
  readonly describedBy?: string;
}

/**
 * Issue 39: the one checkbox of the sign-in pages (remember the email, the
 * EU subscription, the Telegram consent, "trust this device"): a native
 * input, so a label press, Space and forms work as usual, drawn by
 * `.auth-checkbox` in the theme's colours in light and dark alike.
 */
export function Checkbox({ checked, onChange, children, name, disabled, invalid, describedBy }: Props) {
  return (
    <label className="auth-checkbox" data-disabled={disabled || undefined}>
      <input
        type="checkbox"
        name={name}
        checked={checked}
        disabled={disabled}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        onChange={(event) => onChange(event.target.checked)}
      />
      <span>{children}</span>
    </label>
  );
}
