import { renderToReadableStream } from 'react-dom/server.edge';
import { I18nextProvider } from 'react-i18next';
import { beforeEach, describe, expect, it, vi } from 'vitest';

const load = vi.hoisted(() => ({ asked: 0 }));

vi.mock('@/components/page/avatar', async (importOriginal) => {
  load.asked += 1;
  return importOriginal();
});

beforeEach(() => {
  vi.resetModules();
  load.asked = 0;
});

async function serverHtml(client: { name: string; logo_url: string } | null): Promise<string> {
  const { SiteHeader } = await import('@/components/layout/site-header');
  const { createTestI18n } = await import('@/tests/support/render-with-i18n');
  const stream = await renderToReadableStream(
    <I18nextProvider i18n={createTestI18n('en')}>
      <SiteHeader
        locale="en"
        path="/oauth-login"
        languages={['en']}
        routeTheme="system"
        variant="slim"
        client={client}
      />
    </I18nextProvider>,
  );
  await stream.allReady;
  return new Response(stream).text();
}

describe('SiteHeader', () => {
  it('loads the avatar only where a client is shown, and the server still renders its logo', async () => {
    expect(await serverHtml(null)).not.toContain('avatar');
    expect(load.asked).toBe(0);

    const html = await serverHtml({ name: 'Acme', logo_url: 'https://acme.example/logo.png' });
    expect(load.asked).toBe(1);
    expect(html).toContain('<img class="avatar" src="https://acme.example/logo.png"');
    expect(html).toContain('Acme');
  });
});
