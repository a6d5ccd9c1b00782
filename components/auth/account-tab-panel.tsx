import type { ReactNode } from 'react';

import type { AccountKind } from '@/config/auth';
import type { AccountValue } from '@/services/auth/account-rules';
import type { FormMessage } from '@/services/errors/screen-errors';

import { AccountFields, preloadMobileFields } from './account-fields';
import { AccountTabs } from './account-tabs';

interface Props {
  readonly idPrefix: string;
  readonly kinds: readonly AccountKind[];
  readonly value: AccountValue;
  /** a new tab keeps what was typed in the others */
  readonly onChange: (next: AccountValue) => void;
  readonly error: FormMessage | null;
  readonly inputRef?: (element: HTMLElement | null) => void;
  /** 'username webauthn' also offers the browser's passkeys in the field's autofill */
  readonly autoComplete: 'username' | 'username webauthn' | 'email';
  /** fields that belong to the same panel (the login password) */
  readonly children?: ReactNode;
}

/** LOGIN-2, REG-3: the email / mobile tabs and the panel of the chosen one, as login and sign-up show them. */
export function AccountTabPanel({ idPrefix, kinds, value, onChange, error, inputRef, autoComplete, children }: Props) {
  const tabbed = kinds.length > 1;
  return (
    <>
      <AccountTabs
        idPrefix={idPrefix}
        value={value.kind}
        kinds={kinds}
        onChange={(kind) => onChange({ ...value, kind })}
        onIntent={preloadMobileFields}
      />
      <div
        id={`${idPrefix}-panel`}
        role={tabbed ? 'tabpanel' : undefined}
        aria-labelledby={tabbed ? `${idPrefix}-tab-${value.kind}` : undefined}
      >
        <AccountFields
          idPrefix={idPrefix}
          value={value}
          onChange={onChange}
          error={error}
          inputRef={inputRef}
          autoComplete={autoComplete}
        />
        {children}
      </div>
    </>
  );
}
