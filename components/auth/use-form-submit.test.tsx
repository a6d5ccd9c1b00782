import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { ApiError } from '@/services/http/errors';
import { createTestI18n, heldLocaleFiles, translationWrapper } from '@/tests/support/render-with-i18n';

import { useFormSubmit } from './use-form-submit';

type Outcome = { readonly kind: 'dialog' };

/** A refusal as the client raises it: the catalogue's text for 31002. */
function refusal(): ApiError {
  return new ApiError(
    31002,
    'Wrong password',
    {
      kind: 'page',
      message: { code: 31002, translationKey: 'codes.31002', fallback: 'Wrong password' },
    },
    '/x-api/login',
  );
}

const ok = () => ({ ok: true as const, value: null });

describe('the one submit of the sign-in forms', () => {
  it('LOGIN-5 issue 39 a resolver whose code loads with the submit tells the refusal once it has arrived', async () => {
    let arrive: () => void = () => undefined;
    const arrived = new Promise<void>((resolve) => (arrive = resolve));
    const preload = vi.fn(() => arrived);
    const { result } = renderHook(() =>
      useFormSubmit<'password', Outcome>({
        fields: ['password'],
        preload,
        resolve: async () => {
          await arrived;
          return { kind: 'field', field: 'password', message: { ns: 'auth', key: 'errors.wrongCredentialsEmail' } };
        },
      }),
    );
    let done: Promise<void> = Promise.resolve();
    await act(async () => {
      done = result.current.submit(ok, () => Promise.reject(refusal()));
      await Promise.resolve();
    });
    // the resolver's code was asked for as the action started, while the api answered
    expect(preload).toHaveBeenCalledTimes(1);
    expect(result.current.busy).toBe(true);
    expect(result.current.errors.password).toBeUndefined();
    await act(async () => {
      arrive();
      await done;
    });
    expect(result.current.errors.password).toEqual({ ns: 'auth', key: 'errors.wrongCredentialsEmail' });
    expect(result.current.busy).toBe(false);
  });

  it('ERR-1 HTTP-8 when the resolver cannot load (the network dropped), the catalogue text of the refusal is told', async () => {
    const { result } = renderHook(() =>
      useFormSubmit<'password', Outcome>({
        fields: ['password'],
        resolve: () => Promise.reject(new Error('Loading chunk failed')),
      }),
    );
    await act(() => result.current.submit(ok, () => Promise.reject(refusal())));
    expect(result.current.alert).toEqual({
      ns: 'errors',
      key: 'codes.31002',
      fallback: 'Wrong password',
      code: 31002,
    });
    // and a refusal of something started outside submit (a resend) the same way
    await act(async () => {
      result.current.setAlert(null);
      result.current.fail(refusal());
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(result.current.alert?.key).toBe('codes.31002');
  });

  it('ERR-2 issue 40 a refusal waits for the errors texts the submit started loading, so the field is focused with its message', async () => {
    const held = heldLocaleFiles();
    const wrapper = translationWrapper(createTestI18n('en', ['common', 'auth'], { fetch: held.fetch }));
    const { result } = renderHook(
      () =>
        useFormSubmit<'password', Outcome>({
          fields: ['password'],
          resolve: () => ({ kind: 'field', field: 'password', message: { ns: 'errors', key: 'codes.31002' } }),
        }),
      { wrapper },
    );
    let done: Promise<void> = Promise.resolve();
    await act(async () => {
      done = result.current.submit(ok, () => Promise.reject(refusal()));
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    expect(held.asked).toEqual(['/locales/en/errors.json']);
    // the refusal is in, its texts not yet: nothing is shown or focused
    expect(result.current.errors.password).toBeUndefined();
    await act(async () => {
      held.release();
      await done;
    });
    expect(result.current.errors.password).toEqual({ ns: 'errors', key: 'codes.31002' });
  });
});
