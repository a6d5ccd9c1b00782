import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';

import { PageWebConfig } from '@/components/auth/page-web-config';
import { useWebConfig } from '@/components/auth/use-web-config';
import { webConfig } from '@/stores/config-store';

function Probe({ renders }: { readonly renders: string[] }) {
  const { status, web } = useWebConfig();
  renders.push(`${status}:${web.captcha_order ?? ''}`);
  return <p>{web.captcha_order}</p>;
}

afterEach(() => webConfig.store.setState({ status: 'idle', web: {} }));

describe('UI-6 the configuration a page came with', () => {
  it('UI-6 hydrates as the server rendered it and renders nothing again', async () => {
    const config = { captcha_order: 'magpie' };
    const page = (renders: string[]) => (
      <PageWebConfig config={config}>
        <Probe renders={renders} />
      </PageWebConfig>
    );
    const html = renderToString(page([]));
    // the browser's store starts empty; the page's configuration fills it while hydrating
    webConfig.store.setState({ status: 'idle', web: {} });
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const renders: string[] = [];
    await act(async () => {
      hydrateRoot(container, page(renders));
    });
    expect(renders).toEqual(['ready:magpie']);
    expect(container.textContent).toBe('magpie');

    // a configuration that changes later is still rendered
    await act(async () => webConfig.store.setState({ status: 'ready', web: { captcha_order: 'google' } }));
    expect(renders).toEqual(['ready:magpie', 'ready:google']);
    container.remove();
  });
});
