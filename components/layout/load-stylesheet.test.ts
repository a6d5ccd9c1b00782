import { describe, expect, it, vi } from 'vitest';

import type * as Loader from '@/components/layout/load-stylesheet';

// tests/setup.ts stands the loader in for jsdom, which loads no stylesheet; here it is the real one
const { loadStylesheet } = await vi.importActual<typeof Loader>('@/components/layout/load-stylesheet');

const linksTo = (href: string) => [...document.head.querySelectorAll(`link[rel="stylesheet"][href="${href}"]`)];

describe('loadStylesheet', () => {
  it('adds the stylesheet once and resolves when it has loaded', async () => {
    let done = false;
    const first = loadStylesheet('/styles-a.css').then(() => (done = true));
    const second = loadStylesheet('/styles-a.css');
    expect(linksTo('/styles-a.css')).toHaveLength(1);
    await Promise.resolve();
    expect(done).toBe(false);
    linksTo('/styles-a.css')[0].dispatchEvent(new Event('load'));
    await Promise.all([first, second]);
    expect(done).toBe(true);
    await loadStylesheet('/styles-a.css');
    expect(linksTo('/styles-a.css')).toHaveLength(1);
  });

  it('a stylesheet that fails to load does not hold back what it styles', async () => {
    const loading = loadStylesheet('/styles-b.css');
    linksTo('/styles-b.css')[0].dispatchEvent(new Event('error'));
    await expect(loading).resolves.toBeUndefined();
  });
});
