import { useTranslation } from 'next-i18next/pages';
import type { FormEvent, ReactNode } from 'react';

import { AccountTabPanel } from '@/components/auth/account-tab-panel';
import { FieldError } from '@/components/auth/field-error';
import type { AccountKind } from '@/config/auth';
import { PASSWORD_MAX_LENGTH } from '@/config/password-rules';
import { EXTERNAL_PATHS } from '@/config/routes';
import type { AccountValue } from '@/services/auth/account-rules';
import type { FormMessage } from '@/services/errors/screen-errors';

/** A step form's submit: runs the flow's action, and the page does not reload. */
export function submitting(action: () => unknown) {
  return (event: FormEvent) => {
    event.preventDefault();
    void action();
  };
}

/** Issue 39: the step's title is the page's one heading (components/auth/step-heading). */
export { StepHeading } from '@/components/auth/step-heading';

/** What the account fields of a recovery page read from its flow (useReset, useFind). */
interface AccountFlow {
  readonly kinds: readonly AccountKind[];
  readonly account: AccountValue;
  readonly changeAccount: (next: AccountValue) => void;
  readonly errors: { readonly account?: FormMessage };
  readonly fieldRef: (name: 'account') => (element: HTMLElement | null) => void;
}

/** The first step's account (the login's tabs, filled from its link), with what else the step asks inside. */
export function RecoveryAccountFields({
  idPrefix,
  flow,
  children,
}: {
  readonly idPrefix: string;
  readonly flow: AccountFlow;
  readonly children?: ReactNode;
}) {
  return (
    <AccountTabPanel
      idPrefix={idPrefix}
      kinds={flow.kinds}
      value={flow.account}
      onChange={flow.changeAccount}
      error={flow.errors.account ?? null}
      inputRef={flow.fieldRef('account')}
      autoComplete="username"
    >
      {children}
    </AccountTabPanel>
  );
}

/** Password managers save the new password under the account's name: a username field rides along. */
export function UsernameForManagers({ name }: { readonly name: string }) {
  return <input type="text" name="username" autoComplete="username" value={name} readOnly hidden />;
}

/** The way on after a recovery: the login page, as a primary button (a link: it goes to another page). */
export function LogInLink({ href, children }: { readonly href: string; readonly children: ReactNode }) {
  return (
    <a className="auth-button auth-button-primary auth-button-block" href={href}>
      {children}
    </a>
  );
}

/**
 * Issue 36 item 2: a reset or a recovery removed the account's passkeys
 * (one someone else added would still have logged in): the done screen
 * says so, with the way to add one again (the account page, after logging in).
 */
export function PasskeysRemoved({ count, locale }: { readonly count: number; readonly locale: string }) {
  const { t } = useTranslation('recovery');
  if (count <= 0) return null;
  return (
    <>
      <p className="auth-notice">{t('passkeysRemoved')}</p>
      <p className="auth-switch">
        <a href={`/${locale}${EXTERNAL_PATHS.accountInfo}`}>{t('addPasskey')}</a>
      </p>
    </>
  );
}

interface TextFieldProps {
  readonly id: string;
  readonly value: string;
  readonly onChange: (value: string) => void;
  readonly error: FormMessage | null;
  readonly inputRef?: (element: HTMLElement | null) => void;
}

/** The new password typed a second time: hidden like the first, saved by no password manager. */
export function RepeatPasswordField({ id, value, onChange, error, inputRef }: TextFieldProps) {
  const { t } = useTranslation('recovery');
  const errorId = `${id}-error`;
  return (
    <div className="auth-field">
      <label htmlFor={id}>{t('reset.repeat')}</label>
      <input
        id={id}
        type="password"
        name="repeat-password"
        autoComplete="new-password"
        maxLength={PASSWORD_MAX_LENGTH * 4}
        value={value}
        ref={inputRef}
        className={error ? 'auth-input auth-input-error' : 'auth-input'}
        aria-invalid={error ? true : undefined}
        aria-describedby={errorId}
        onChange={(e) => onChange(e.target.value)}
      />
      <FieldError id={errorId} message={error} />
    </div>
  );
}

/** One of the account's recovery codes (`k7m2p-xq9ra`), as the person saved it. */
export function RecoveryCodeField({ id, value, onChange, error, inputRef }: TextFieldProps) {
  const { t } = useTranslation('recovery');
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  return (
    <div className="auth-field">
      <label htmlFor={id}>{t('find.recoveryCode')}</label>
      <input
        id={id}
        name="recovery-code"
        autoComplete="off"
        autoCapitalize="none"
        spellCheck={false}
        maxLength={32}
        value={value}
        ref={inputRef}
        className={error ? 'auth-input auth-input-error' : 'auth-input'}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${errorId} ${hintId}`}
        onChange={(e) => onChange(e.target.value)}
      />
      <FieldError id={errorId} message={error} />
      <p id={hintId} className="auth-step-lead">
        {t('find.recoveryCodeHint')}
      </p>
    </div>
  );
}
