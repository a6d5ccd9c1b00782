import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

import ReproofHost from '@/components/auth/reproof-host';
import { REPROOF_TTL_MINUTES } from '@/config/x-api';
import {
  reproofPasskeyOptionsFacts,
  reproofWaysFacts,
  reproofWithPasskeyFacts,
  reproofWithPasswordFacts,
} from '@/contract/security/reproof.facts';
import { securityCodeSendFacts, totpDisableFacts } from '@/contract/security/settings.facts';
import { disableTotp } from '@/services/api/security-settings';
import { lockTimeOf } from '@/services/auth/lock-end';
import { ok, retCode } from '@/tests/msw/envelope';
import { LISTEN_OPTIONS, server } from '@/tests/msw/server';
import { message, renderWithI18n } from '@/tests/support/render-with-i18n';
import { answerOn, startScreenTest, text, webConfigAnswer } from '@/tests/support/screen-helpers';

vi.mock('@/services/auth/password-encryption', async () =>
  (await import('@/tests/support/screen-helpers')).passwordEncryptionStub(),
);

const WAYS = {
  methods: ['totp', 'email'],
  passkey: true,
  vague_email: 'pe***@example.com',
  vague_mobile: '',
  valid_until: 0,
};
const REFUSAL = (need: 'any' | 'factor' = 'any') => retCode(31230, 'Confirm it is you to make this change', { need });
const bytes = (value: string) => new TextEncoder().encode(value).buffer;

let endTest: () => void;
beforeAll(() => server.listen(LISTEN_OPTIONS));
beforeEach(() => {
  endTest = startScreenTest();
  server.use(webConfigAnswer());
});
afterEach(() => {
  endTest();
  server.resetHandlers();
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'credentials');
});
afterAll(() => server.close());

/**
 * The api as the dialog meets it: turning the app off is refused until the
 * session proved itself; the re-proof answers what `prove` says.
 */
function api({
  ways = WAYS,
  need = 'any',
  prove = () => ok({ valid_until: 1 }),
}: {
  readonly ways?: typeof WAYS;
  readonly need?: 'any' | 'factor';
  readonly prove?: () => Response;
} = {}) {
  let proved = false;
  const changes = answerOn(totpDisableFacts, () => (proved ? ok({}) : REFUSAL(need)));
  answerOn(reproofWaysFacts, () => ok(ways));
  const proofs = answerOn(reproofWithPasswordFacts, () => {
    const answer = prove();
    proved = answer.status === 200 && answer.headers.get('x-proved') !== 'no';
    return answer;
  });
  return { changes, proofs, markProved: () => (proved = true) };
}

/** A refusal of the re-proof, which leaves the session unproved. */
function refused(code: number, result?: unknown): Response {
  const response = retCode(code, 'server text', result);
  response.headers.set('x-proved', 'no');
  return response;
}

/** The host of the page and a change that asks for a re-proof; resolves with the dialog once it is filled in. */
async function openDialog(locale = 'en') {
  const user = userEvent.setup();
  renderWithI18n(<ReproofHost />, { locale, namespaces: ['common'] });
  const change = disableTotp().then(
    () => 'changed',
    (error: unknown) => error,
  );
  // the dialog's chunk, antd's and the namespaces load with the first ask
  const dialog = await screen.findByRole('dialog', { name: message(locale, 'reproof', 'title') }, { timeout: 5000 });
  const password = await within(dialog).findByLabelText(message(locale, 'auth', 'fields.password'));
  return { user, dialog, password, change };
}

const code = (dialog: HTMLElement, method: 'totp' | 'email' | 'sms' = 'totp') =>
  within(dialog).getByRole('textbox', { name: text('reproof', `codeLabel.${method}`) });

describe('ReproofDialog (issue 36 item 1)', () => {
  it('issue 36 item 1: a change that needs a re-proof opens the dialog; the password and the app’s code prove it, and the change goes through without another press', async () => {
    const { changes, proofs } = api();
    const { user, dialog, password, change } = await openDialog();
    expect(dialog).toHaveTextContent(text('reproof', 'lead_other', { count: REPROOF_TTL_MINUTES }));
    expect(within(dialog).getByRole('link', { name: text('auth', 'links.recoverPassword') })).toHaveAttribute(
      'href',
      '/en/app/user/retrieve',
    );
    await waitFor(() => expect(password).toHaveFocus());
    await user.type(password, 'Secret123');
    // pasted with a space: the sixth digit sends the proof
    await user.click(code(dialog));
    await user.paste('123 456');
    expect(await change).toBe('changed');
    expect(proofs).toHaveLength(1);
    expect(proofs[0].body).toEqual({
      encrypt_password: 'rsa(Secret123)',
      encrypt_timestamp: '1700000000000',
      method: 'totp',
      code: '123456',
    });
    expect(changes).toHaveLength(2);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('issue 36 item 1: without a second factor the password alone proves it', async () => {
    const { proofs } = api({ ways: { ...WAYS, methods: [], passkey: false } });
    const { user, dialog, password, change } = await openDialog();
    expect(within(dialog).queryByRole('textbox', { name: /code/i })).toBeNull();
    expect(within(dialog).queryByRole('button', { name: text('reproof', 'passkey') })).toBeNull();
    await user.type(password, 'Secret123');
    await user.click(within(dialog).getByRole('button', { name: text('reproof', 'confirm') }));
    expect(await change).toBe('changed');
    expect(proofs[0].body).toEqual({ encrypt_password: 'rsa(Secret123)', encrypt_timestamp: '1700000000000' });
  });

  it('issue 36 item 1: a wrong password says the tries left by its field, which is emptied and focused; the code stays', async () => {
    let round = 0;
    api({ prove: () => (++round === 1 ? refused(31002, { pass_err_count: 1 }) : ok({ valid_until: 1 })) });
    const { user, dialog, password, change } = await openDialog();
    await user.type(password, 'Wrong123');
    await user.type(code(dialog), '123456');
    await waitFor(() => expect(dialog).toHaveTextContent(text('auth', 'errors.wrongPasswordLeft_other', { count: 4 })));
    expect(password).toHaveValue('');
    expect(password).toHaveFocus();
    expect(password).toHaveAttribute('aria-invalid', 'true');
    expect(code(dialog)).toHaveValue('123456');
    await user.type(password, 'Secret123');
    await user.click(within(dialog).getByRole('button', { name: text('reproof', 'confirm') }));
    expect(await change).toBe('changed');
  });

  it('issue 36 item 1: a wrong code says the tries left by the code field; the password stays', async () => {
    let round = 0;
    api({ prove: () => (++round === 1 ? refused(30050, { attempts_left: 1 }) : ok({ valid_until: 1 })) });
    const { user, dialog, password } = await openDialog();
    await user.type(password, 'Secret123');
    await user.type(code(dialog), '111111');
    await waitFor(() => expect(dialog).toHaveTextContent(text('errors', 'wrongCode.left_one', { count: 1 })));
    expect(password).toHaveValue('Secret123');
    expect(code(dialog)).toHaveValue('');
    expect(code(dialog)).toHaveFocus();
  });

  it('issue 36 item 1: a lock says when it ends; the network limit is said too', async () => {
    const until = Math.floor(Date.now() / 1000) + 7200;
    let round = 0;
    api({ prove: () => (++round === 1 ? refused(31030, { locked_until: until }) : refused(31018)) });
    const { user, dialog, password } = await openDialog();
    await user.type(password, 'Secret123');
    await user.type(code(dialog), '123456');
    // the time is one unbroken phrase (no-break spaces); the DOM query reads every space as one
    const time = lockTimeOf({ locked_until: until }, 'en') ?? '';
    const alert = await within(dialog).findByText(text('reproof', 'errors.lockedUntil', { time }).replace(/\s+/g, ' '));
    expect(alert.closest('[role="alert"]')).not.toBeNull();
    // the password was not at fault: it stays
    expect(password).toHaveValue('Secret123');
    await user.click(within(dialog).getByRole('button', { name: text('reproof', 'confirm') }));
    await within(dialog).findByText(text('auth', 'errors.ipLimit'));
  });

  it('issue 36 item 1: email codes: the switch, Send code to the masked address, the resend countdown', async () => {
    const { proofs } = api();
    const sends = answerOn(securityCodeSendFacts, () => ok({ resend_in: 60 }));
    const { user, dialog, password, change } = await openDialog();
    await user.click(within(dialog).getByRole('button', { name: text('reproof', 'use.email') }));
    expect(dialog).toHaveTextContent('pe***@example.com');
    expect(within(dialog).queryByRole('button', { name: text('reproof', 'use.email') })).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: text('reproof', 'send') }));
    await within(dialog).findByRole('button', { name: text('auth', 'actions.resendIn', { seconds: 60 }) });
    expect(sends.map((s) => s.body)).toEqual([{ channel: 'email' }]);
    expect(code(dialog, 'email')).toHaveFocus();
    await user.type(password, 'Secret123');
    await user.type(code(dialog, 'email'), '654321');
    expect(await change).toBe('changed');
    expect(proofs[0].body).toMatchObject({ method: 'email', code: '654321' });
  });

  it('issue 36 item 1: Esc gives the change up: the caller gets the 31230 refusal and the dialog closes', async () => {
    const { changes, proofs } = api();
    const { user, change } = await openDialog();
    await user.keyboard('{Escape}');
    expect(await change).toMatchObject({ code: 31230, reaction: { kind: 'page' } });
    expect(changes).toHaveLength(1);
    expect(proofs).toHaveLength(0);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('issue 36 item 1: Cancel gives it up too', async () => {
    api();
    const { user, dialog, change } = await openDialog();
    // the dialog's own button (its close button in the corner says the same)
    const cancel = within(dialog).getAllByRole('button', { name: text('reproof', 'cancel') });
    await user.click(cancel[cancel.length - 1]);
    expect(await change).toMatchObject({ code: 31230 });
  });

  it('issue 36 item 1: a passkey instead of both: the browser’s signed answer proves the session', async () => {
    const { markProved } = api();
    const options = answerOn(reproofPasskeyOptionsFacts, () =>
      ok({ ceremony: 'ceremony-9', options: { challenge: 'Y2hhbGxlbmdl', rpId: 'localhost' } }),
    );
    const verify = answerOn(reproofWithPasskeyFacts, () => {
      markProved();
      return ok({ valid_until: 1 });
    });
    vi.stubGlobal('PublicKeyCredential', function PublicKeyCredential() {});
    const get = vi.fn(async () => ({
      id: 'Y3JlZGVudGlhbA',
      rawId: bytes('credential'),
      type: 'public-key',
      authenticatorAttachment: 'platform',
      response: {
        clientDataJSON: bytes('{"type":"webauthn.get"}'),
        authenticatorData: bytes('authenticator-data'),
        signature: bytes('signature'),
        userHandle: bytes('account-handle'),
      },
      getClientExtensionResults: () => ({}),
    }));
    Object.defineProperty(navigator, 'credentials', { value: { get, create: vi.fn() }, configurable: true });
    const { user, dialog, change } = await openDialog();
    await user.click(within(dialog).getByRole('button', { name: text('reproof', 'passkey') }));
    // the api saw the passkey's answer: the change was proved
    await waitFor(() => expect(verify).toHaveLength(1));
    expect(options).toHaveLength(1);
    expect(verify[0].body).toMatchObject({ ceremony: 'ceremony-9', response: { id: 'Y3JlZGVudGlhbA' } });
    expect(await change).toBe('changed');
  });

  it('issue 36 item 1: a change that needs a factor’s code says so and offers no passkey', async () => {
    api({ need: 'factor' });
    const { dialog } = await openDialog();
    expect(dialog).toHaveTextContent(text('reproof', 'leadFactor_other', { count: REPROOF_TTL_MINUTES }));
    expect(within(dialog).queryByRole('button', { name: text('reproof', 'passkey') })).toBeNull();
  });

  it('issue 36 item 1: in Arabic, the dialog speaks Arabic', async () => {
    api();
    const { dialog } = await openDialog('ar-SA');
    expect(dialog).toHaveTextContent(message('ar-SA', 'reproof', 'method.totp'));
    expect(within(dialog).getByRole('button', { name: message('ar-SA', 'reproof', 'confirm') })).toBeVisible();
  });
});
