import { act, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';

import { AccountFields } from '@/components/auth/account-fields';
import { PasswordField } from '@/components/auth/password-field';
import type { AccountValue } from '@/services/auth/account-rules';
import { createTestI18n, translationWrapper } from '@/tests/support/render-with-i18n';

const EMPTY: AccountValue = { kind: 'email', email: '', country: 'GB', mobile: '' };

/** The two fields of the login form with their state, and a way to make the form render again. */
function Form({ seen }: { readonly seen: { rerender?: () => void; account?: AccountValue; password?: string } }) {
  const [account, setAccount] = useState(EMPTY);
  const [password, setPassword] = useState('');
  const [, setRenders] = useState(0);
  seen.rerender = () => setRenders((n) => n + 1);
  seen.account = account;
  seen.password = password;
  return (
    <form>
      <AccountFields idPrefix="t" value={account} onChange={setAccount} error={null} autoComplete="username" />
      <PasswordField id="t-password" mode="current" value={password} onChange={setPassword} error={null} />
    </form>
  );
}

describe('LOGIN-4 what a person types before the page has hydrated', () => {
  it('LOGIN-4 is taken on by the form when it hydrates and survives the renders after it', async () => {
    const Wrapper = translationWrapper(createTestI18n('en', ['common', 'auth', 'register']));
    const page = (seen: Parameters<typeof Form>[0]['seen']) => (
      <Wrapper>
        <Form seen={seen} />
      </Wrapper>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(page({}));
    document.body.append(container);
    // typed (or filled by a password manager) into the server's page, no script running yet
    container.querySelector<HTMLInputElement>('#t-email')!.value = 'alice@example.test';
    container.querySelector<HTMLInputElement>('#t-password')!.value = 'Secret123';

    const seen: Parameters<typeof Form>[0]['seen'] = {};
    await act(async () => {
      hydrateRoot(container, page(seen));
    });
    expect(seen.account?.email).toBe('alice@example.test');
    expect(seen.password).toBe('Secret123');

    await act(async () => seen.rerender?.());
    expect(container.querySelector<HTMLInputElement>('#t-email')!.value).toBe('alice@example.test');
    expect(container.querySelector<HTMLInputElement>('#t-password')!.value).toBe('Secret123');
    container.remove();
  });
});
