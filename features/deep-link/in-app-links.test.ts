import { afterEach, describe, expect, it, vi } from 'vitest';

import { installInAppLinks } from '@/features/deep-link/in-app-links';

const PAGE = 'https://www.bybit.com/en/register?ref=ABC';

function link(href: string, attrs: Record<string, string> = {}): HTMLAnchorElement {
  const a = document.createElement('a');
  a.href = href;
  a.setAttribute('href', href);
  for (const [k, v] of Object.entries(attrs)) a.setAttribute(k, v);
  a.textContent = 'go';
  document.body.append(a);
  return a;
}

let uninstall: (() => void) | null = null;
afterEach(() => {
  uninstall?.();
  document.body.innerHTML = '';
});

describe('in-app links (UI-3)', () => {
  it('UI-3 inside the app a link the app has a screen for opens it through the app scheme', () => {
    const open = vi.fn();
    uninstall = installInAppLinks(document, PAGE, open);
    const event = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    link('/en/login').dispatchEvent(event);
    expect(open).toHaveBeenCalledWith('bybitapp://account/login');
    expect(event.defaultPrevented).toBe(true);
  });

  it('UI-3 links without an app screen, to other sites, with a target or a modifier stay web links', () => {
    const open = vi.fn();
    uninstall = installInAppLinks(document, PAGE, open);
    const clicks = [
      [link('/en/legal/policies-and-rules/privacy-policy'), {}],
      [link('https://evil.example/en/login'), {}],
      [link('/en/login', { target: '_blank' }), {}],
      [link('/en/login'), { ctrlKey: true }],
    ] as const;
    for (const [anchor, init] of clicks) {
      const event = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init });
      anchor.dispatchEvent(event);
      expect(event.defaultPrevented).toBe(false);
    }
    expect(open).not.toHaveBeenCalled();
  });

  it('UI-3 uninstalling gives the links back to the web', () => {
    const open = vi.fn();
    installInAppLinks(document, PAGE, open)();
    link('/en/login').dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    expect(open).not.toHaveBeenCalled();
  });
});
