import { readFileSync } from 'node:fs';
import path from 'node:path';

import { act, fireEvent } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { useState } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

import { ActionButton } from '@/components/auth/action-button';
import { EARLY_PRESS_SCRIPT, useKeptPress } from '@/components/auth/use-kept-press';
import { useTypedBeforeHydration } from '@/components/auth/use-typed-before-hydration';

/** A sign-in form as the screens build it: a field kept across hydration, a submit button, the kept press. */
function Form({ onSend }: { readonly onSend: (email: string) => void }) {
  const [email, setEmail] = useState('');
  const keptPress = useKeptPress();
  const emailRef = useTypedBeforeHydration(email, setEmail);
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onSend(email);
      }}
      {...keptPress}
    >
      <label htmlFor="email">Email</label>
      <input id="email" name="email" value={email} ref={emailRef} onChange={(e) => setEmail(e.target.value)} />
      <ActionButton kind="primary" type="submit">
        Continue
      </ActionButton>
    </form>
  );
}

let container: HTMLDivElement | undefined;
let root: Root | null = null;

/** The server's page, before any of the page's own scripts ran. */
function serverPage() {
  const page = document.createElement('div');
  container = page;
  page.innerHTML = renderToString(<Form onSend={() => undefined} />);
  document.body.append(page);
  // the page has been read: the early script takes the forms on
  document.dispatchEvent(new Event('DOMContentLoaded'));
  return {
    email: page.querySelector<HTMLInputElement>('#email')!,
    button: page.querySelector<HTMLButtonElement>('button')!,
  };
}

async function hydrate(onSend: (email: string) => void) {
  await act(async () => {
    root = hydrateRoot(container!, <Form onSend={onSend} />);
  });
  // the kept press is carried out on the task after hydration
  await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
}

beforeAll(() => {
  // the early script as the page gets it (public/), run once while the page is still being read, as it is
  const source = readFileSync(path.join(process.cwd(), 'public', EARLY_PRESS_SCRIPT), 'utf8');
  Object.defineProperty(document, 'readyState', { configurable: true, get: () => 'loading' });
  new Function(source)();
  delete (document as { readyState?: DocumentReadyState }).readyState;
});

afterEach(() => {
  act(() => root?.unmount());
  root = null;
  container?.remove();
});

describe('a press before the page is ready', () => {
  it('the server sends the submit button disabled: without the early script a press could send the form natively', () => {
    const html = renderToString(<Form onSend={() => undefined} />);
    expect(html).toMatch(/<button[^>]*type="submit"[^>]*disabled=""/);
    expect(html).toContain('data-keep-press=""');
  });

  it('Enter typed before the page is ready is kept, shown as starting, and carried out with what was typed once it is', async () => {
    const { email, button } = serverPage();
    const user = userEvent.setup();
    // the early script ran: the button takes the press
    expect(button).not.toBeDisabled();

    await user.type(email, 'alice@example.test{Enter}');
    expect(button).toHaveAttribute('data-press-starting');
    expect(button).toHaveAttribute('aria-busy', 'true');

    const onSend = vi.fn();
    await hydrate(onSend);
    expect(onSend).toHaveBeenCalledTimes(1);
    expect(onSend).toHaveBeenCalledWith('alice@example.test');
    expect(button).not.toHaveAttribute('data-press-starting');
    expect(button).not.toHaveAttribute('aria-busy');
  });

  it('a click on the button before the page is ready is kept the same way', async () => {
    const { email, button } = serverPage();
    email.value = 'bob@example.test';
    fireEvent.click(button);
    expect(button).toHaveAttribute('data-press-starting');

    const onSend = vi.fn();
    await hydrate(onSend);
    expect(onSend).toHaveBeenCalledTimes(1);
    expect(onSend).toHaveBeenCalledWith('bob@example.test');
  });

  it('without a press nothing is sent, and a press once the page is ready is the page’s own, sent once', async () => {
    const { button } = serverPage();
    const onSend = vi.fn();
    await hydrate(onSend);
    expect(onSend).not.toHaveBeenCalled();

    await userEvent.setup().click(button);
    await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
    expect(onSend).toHaveBeenCalledTimes(1);
  });
});
