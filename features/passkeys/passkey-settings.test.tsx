import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

import { isolated } from '@/components/i18n/bidi';
import { passkeyListFacts } from '@/contract/passkeys/list.facts';
import { passkeyRegisterOptionsFacts } from '@/contract/passkeys/register-options.facts';
import { passkeyRegisterVerifyFacts } from '@/contract/passkeys/register-verify.facts';
import { passkeyRemoveFacts } from '@/contract/passkeys/remove.facts';
import { PasskeySettings } from '@/features/passkeys/passkey-settings';
import { toasts } from '@/stores/toast-store';
import { ok, retCode } from '@/tests/msw/envelope';
import { LISTEN_OPTIONS, server } from '@/tests/msw/server';
import { renderWithI18n } from '@/tests/support/render-with-i18n';
import { answerOn, startScreenTest, text } from '@/tests/support/screen-helpers';

const LAPTOP = {
  id: 'bGFwdG9w',
  name: 'Chrome on macOS',
  created_at: '2026-11-20T10:00:00.000Z',
  last_used_at: '2026-11-25T08:30:00.000Z',
};
const PHONE = { id: 'cGhvbmU', name: 'Safari on iOS', created_at: '2026-11-26T10:00:00.000Z', last_used_at: null };
const CREATION = {
  ceremony: 'ceremony-2',
  options: {
    challenge: 'Y2hhbGxlbmdl',
    rp: { name: 'Bybit', id: 'localhost' },
    user: { id: 'aGFuZGxl', name: 'alice@example.test', displayName: 'alice@example.test' },
    pubKeyCredParams: [{ alg: -7, type: 'public-key' }],
    excludeCredentials: [{ id: 'bGFwdG9w', type: 'public-key' }],
  },
};

const bytes = (value: string) => new TextEncoder().encode(value).buffer;

/** A browser with passkeys whose `create` ends as `create` says. */
function browserWithPasskeys(create: () => Promise<unknown>) {
  vi.stubGlobal('PublicKeyCredential', function PublicKeyCredential() {});
  const credentials = { get: vi.fn(), create: vi.fn(create) };
  Object.defineProperty(navigator, 'credentials', { value: credentials, configurable: true });
  return credentials;
}

/** What `navigator.credentials.create` answers: a new credential with 'none' attestation. */
function newCredential() {
  return {
    id: 'bmV3',
    rawId: bytes('new'),
    type: 'public-key',
    authenticatorAttachment: 'platform',
    response: {
      clientDataJSON: bytes('{"type":"webauthn.create"}'),
      attestationObject: bytes('attestation'),
      getTransports: () => ['internal'],
    },
    getClientExtensionResults: () => ({}),
  };
}

let endTest: () => void;
beforeAll(() => server.listen(LISTEN_OPTIONS));
beforeEach(() => {
  endTest = startScreenTest();
});
afterEach(() => {
  endTest();
  server.resetHandlers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  Reflect.deleteProperty(navigator, 'credentials');
});
afterAll(() => server.close());

function renderSettings() {
  const user = userEvent.setup();
  renderWithI18n(<PasskeySettings />, { namespaces: ['common', 'passkey-settings', 'errors'] });
  return user;
}

describe('PasskeySettings', () => {
  it('lists the account’s passkeys with their names, when they were added and last used', async () => {
    answerOn(passkeyListFacts, () => ok({ list: [PHONE, LAPTOP] }));
    renderSettings();

    const list = await screen.findByRole('list', { name: text('passkey-settings', 'listLabel') });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(within(items[0]).getByRole('heading', { name: 'Safari on iOS' })).toBeInTheDocument();
    expect(items[0]).toHaveTextContent(text('passkey-settings', 'neverUsed'));
    expect(items[1]).toHaveTextContent(text('passkey-settings', 'created', { date: 'Nov 20, 2026' }));
    expect(items[1]).toHaveTextContent(text('passkey-settings', 'lastUsed', { date: 'Nov 25, 2026' }));
  });

  it('adds a passkey named after this browser and system unless renamed, and lists it', async () => {
    const lists = answerOn(passkeyListFacts, () =>
      ok({ list: lists.length > 1 ? [{ ...PHONE, id: 'bmV3', name: 'Work laptop' }, LAPTOP] : [LAPTOP] }),
    );
    answerOn(passkeyRegisterOptionsFacts, () => ok(CREATION));
    const added = answerOn(passkeyRegisterVerifyFacts, ({ body }) =>
      ok({ id: 'bmV3', name: String(body?.name), created_at: '2026-11-27T10:00:00.000Z', last_used_at: null }),
    );
    const credentials = browserWithPasskeys(() => Promise.resolve(newCredential()));
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
    );
    const user = renderSettings();
    await screen.findByRole('list');

    await user.click(screen.getByRole('button', { name: text('passkey-settings', 'add') }));
    const name = await screen.findByRole('textbox', { name: text('passkey-settings', 'nameLabel') });
    expect(name).toHaveValue(text('passkey-settings', 'defaultName', { browser: 'Chrome', os: 'Windows' }));
    expect(name).toHaveFocus();
    await user.clear(name);
    await user.type(name, 'Work laptop');
    await user.click(screen.getByRole('button', { name: text('passkey-settings', 'create') }));

    // issue 39: what went through is a success toast, not text in the section
    await waitFor(() =>
      expect(toasts.store.getState().toasts).toContainEqual(
        expect.objectContaining({
          tone: 'success',
          translationKey: 'passkey-settings:addedNotice',
          values: { name: isolated('Work laptop') },
        }),
      ),
    );
    expect(credentials.create).toHaveBeenCalledTimes(1);
    expect(added[0].body).toMatchObject({ ceremony: 'ceremony-2', name: 'Work laptop', response: { id: 'bmV3' } });
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(2));
  });

  it('a device that already holds one of the account’s passkeys is told so; the api keeps nothing', async () => {
    answerOn(passkeyListFacts, () => ok({ list: [LAPTOP] }));
    answerOn(passkeyRegisterOptionsFacts, () => ok(CREATION));
    const added = answerOn(passkeyRegisterVerifyFacts, () => ok(LAPTOP));
    browserWithPasskeys(() => Promise.reject(new DOMException('excluded', 'InvalidStateError')));
    const user = renderSettings();
    await screen.findByRole('list');

    await user.click(screen.getByRole('button', { name: text('passkey-settings', 'add') }));
    await user.click(await screen.findByRole('button', { name: text('passkey-settings', 'create') }));

    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(text('passkey-settings', 'endings.alreadyOnDevice')),
    );
    expect(added).toHaveLength(0);
  });

  it('removes a passkey only once the removal is confirmed', async () => {
    const lists = answerOn(passkeyListFacts, () => ok({ list: lists.length > 1 ? [LAPTOP] : [PHONE, LAPTOP] }));
    const removed = answerOn(passkeyRemoveFacts, () => ok({}));
    const user = renderSettings();
    const phone = (await screen.findAllByRole('listitem'))[0];

    await user.click(
      within(phone).getByRole('button', { name: `${text('passkey-settings', 'remove')} Safari on iOS` }),
    );
    const question = within(phone).getByRole('group');
    expect(question).toHaveTextContent(text('passkey-settings', 'confirmRemove', { name: isolated('Safari on iOS') }));
    // changing one's mind removes nothing
    await user.click(within(question).getByRole('button', { name: text('passkey-settings', 'cancel') }));
    expect(removed).toHaveLength(0);

    await user.click(
      within(phone).getByRole('button', { name: `${text('passkey-settings', 'remove')} Safari on iOS` }),
    );
    await user.click(within(phone).getByRole('button', { name: text('passkey-settings', 'confirmYes') }));

    // issue 39: what went through is a success toast, not text in the section
    await waitFor(() =>
      expect(toasts.store.getState().toasts).toContainEqual(
        expect.objectContaining({
          tone: 'success',
          translationKey: 'passkey-settings:removedNotice',
          values: { name: isolated('Safari on iOS') },
        }),
      ),
    );
    expect(removed[0].body).toEqual({ id: PHONE.id });
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(1));
    expect(screen.getByRole('heading', { name: text('passkey-settings', 'title') })).toHaveFocus();
  });

  it('a refusal of the api is told in the section with its code', async () => {
    answerOn(passkeyListFacts, () => ok({ list: [LAPTOP] }));
    answerOn(passkeyRemoveFacts, () => retCode(31226, 'No such passkey'));
    const user = renderSettings();
    await screen.findByRole('list');

    await user.click(screen.getByRole('button', { name: `${text('passkey-settings', 'remove')} Chrome on macOS` }));
    await user.click(screen.getByRole('button', { name: text('passkey-settings', 'confirmYes') }));

    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(text('errors', 'codes.31226')));
  });
});
