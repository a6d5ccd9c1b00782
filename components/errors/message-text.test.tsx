import { act, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import type { FormMessage } from '@/services/errors/screen-errors';
import { createTestI18n, heldLocaleFiles, message, translationWrapper } from '@/tests/support/render-with-i18n';

import { ErrorCodeLine, useMessageText } from './message-text';

function Shown({ shown }: { readonly shown: FormMessage | null }) {
  const text = useMessageText(shown);
  return (
    <>
      <p data-testid="shown">{shown ? text(shown) : ''}</p>
      {shown && <ErrorCodeLine code={shown.code} />}
    </>
  );
}

describe('a screen message', () => {
  it('ERR-2 issue 40 a page shows no refusal: the errors texts are not asked for; one shown loads them, never a raw key', async () => {
    const held = heldLocaleFiles();
    const wrapper = translationWrapper(createTestI18n('en', ['common', 'auth'], { fetch: held.fetch }));
    const { rerender } = render(<Shown shown={null} />, { wrapper });
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
    expect(held.asked).toEqual([]);

    const refusal: FormMessage = { ns: 'errors', key: 'codes.30054', code: 30054 };
    rerender(<Shown shown={refusal} />);
    await waitFor(() => expect(held.asked).toEqual(['/locales/en/errors.json']));
    expect(screen.getByTestId('shown')).toHaveTextContent(/^$/);
    expect(document.body).not.toHaveTextContent('codeLine');

    await act(async () => {
      held.release();
    });
    await waitFor(() => expect(screen.getByTestId('shown')).toHaveTextContent(message('en', 'errors', 'codes.30054')));
    expect(document.body).toHaveTextContent(message('en', 'errors', 'codeLine').replace('{{code}}', '30054'));
  });

  it('ERR-2 a message of the page’s own namespace needs nothing loaded', () => {
    const asked: string[] = [];
    const wrapper = translationWrapper(
      createTestI18n('en', ['common', 'auth'], {
        fetch: (url) => {
          asked.push(url);
          return Promise.resolve(Response.json({}));
        },
      }),
    );
    render(<Shown shown={{ ns: 'auth', key: 'errors.accountExists' }} />, { wrapper });
    expect(screen.getByTestId('shown')).toHaveTextContent(message('en', 'auth', 'errors.accountExists'));
    expect(asked).toEqual([]);
  });
});
