import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';

import { afterHydration } from './after-hydration';

/** A browser-only lazy component once its module is loaded: its content, at once, in the browser. */
function LoadedPanel({ label }: { label: string }) {
  return <p>{label}</p>;
}

/** The login page's QR column as the server sent it: the column, empty. */
const SERVER_HTML = renderToString(<div className="column" />);

let container: HTMLElement;

afterEach(() => container?.remove());

async function hydrate(panel: React.ReactNode): Promise<unknown[]> {
  container = document.createElement('div');
  container.innerHTML = SERVER_HTML;
  document.body.append(container);
  const errors: unknown[] = [];
  await act(async () => {
    hydrateRoot(container, <div className="column">{panel}</div>, { onRecoverableError: (e) => errors.push(e) });
  });
  return errors;
}

describe('afterHydration', () => {
  it('LOGIN-9 a browser-only panel whose module is already loaded makes hydration fail where the server rendered nothing (React #418)', async () => {
    expect(await hydrate(<LoadedPanel label="panel" />)).not.toEqual([]);
  });

  it('LOGIN-9 wrapped, it hydrates as the server rendered it, then shows', async () => {
    const Panel = afterHydration(LoadedPanel);
    expect(await hydrate(<Panel label="panel" />)).toEqual([]);
    expect(container.querySelector('.column p')?.textContent).toBe('panel');
  });
});
