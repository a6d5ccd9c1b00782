import { act, render, screen } from '@testing-library/react';
import { renderToReadableStream } from 'react-dom/server.edge';
import { describe, expect, it } from 'vitest';

import { lazyComponent } from './lazy-component';

function Greeting({ name }: { name: string }) {
  return <p>Hello {name}</p>;
}

/** The page as Next's server sends it: everything rendered once all is ready. */
async function serverHtml(node: React.ReactNode): Promise<string> {
  const stream = await renderToReadableStream(node);
  await stream.allReady;
  return new Response(stream).text();
}

describe('lazyComponent', () => {
  it('LOGIN-9 loads its code when it first renders, showing the pending part meanwhile', async () => {
    let resolve!: (c: typeof Greeting) => void;
    let asked = 0;
    const Lazy = lazyComponent(
      () => {
        asked += 1;
        return new Promise<typeof Greeting>((r) => (resolve = r));
      },
      { pending: <span>loading</span> },
    );
    expect(asked).toBe(0);
    render(<Lazy name="Ann" />);
    expect(asked).toBe(1);
    expect(screen.getByText('loading')).toBeInTheDocument();
    await act(async () => resolve(Greeting));
    expect(screen.getByText('Hello Ann')).toBeInTheDocument();
  });

  it('LOGIN-9 shows the failed part, not an error for the page, when its code cannot load', async () => {
    const Lazy = lazyComponent(() => Promise.reject(new Error('chunk failed')), {
      pending: <span>loading</span>,
      failed: <p role="alert">could not load</p>,
    });
    await act(async () => {
      render(
        <main>
          <h1>Page</h1>
          <Lazy />
        </main>,
      );
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('could not load');
    expect(screen.getByRole('heading', { name: 'Page' })).toBeInTheDocument();
  });

  it('LOGIN-9 the server sends it rendered, as Next waits for the whole page', async () => {
    const Lazy = lazyComponent(() => Promise.resolve(Greeting), { pending: <span>loading</span> });
    const html = await serverHtml(<Lazy name="Ann" />);
    expect(html).toContain('Hello <!-- -->Ann');
    expect(html).not.toContain('loading');
  });
});
