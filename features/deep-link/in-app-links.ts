import { appLinkHref } from './deep-link';

/**
 * UI-3: inside the app's web view, a press on a link the app has a screen
 * for (login, register, deposit, trading…) opens that screen through the
 * app scheme instead of loading the web page. Other links, presses with a
 * modifier key and links with a target behave as on the web.
 * Returns the uninstaller.
 */
export function installInAppLinks(doc: Document, pageHref: string, open: (href: string) => void): () => void {
  const onClick = (event: MouseEvent) => {
    if (event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const anchor = event.target instanceof Element ? event.target.closest('a[href]') : null;
    if (!(anchor instanceof HTMLAnchorElement) || (anchor.target && anchor.target !== '_self')) return;
    const href = anchor.getAttribute('href') ?? '';
    const appHref = appLinkHref(href, { insideApp: true, base: pageHref });
    if (appHref === href) return;
    event.preventDefault();
    open(appHref);
  };
  doc.addEventListener('click', onClick);
  return () => doc.removeEventListener('click', onClick);
}
