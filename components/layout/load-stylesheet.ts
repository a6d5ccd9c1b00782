const pending = new Map<string, Promise<void>>();

/**
 * Adds `<link rel="stylesheet" href>` once and resolves when it has loaded,
 * or failed: what it styles then shows either way, styled or plain, never
 * not at all.
 */
export function loadStylesheet(href: string): Promise<void> {
  let loading = pending.get(href);
  if (!loading) {
    loading = new Promise<void>((resolve) => {
      const link = document.createElement('link');
      link.rel = 'stylesheet';
      link.href = href;
      link.addEventListener('load', () => resolve(), { once: true });
      link.addEventListener('error', () => resolve(), { once: true });
      document.head.append(link);
    });
    pending.set(href, loading);
  }
  return loading;
}
