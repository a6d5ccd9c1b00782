/** The value of a cookie visible to scripts, decoded; undefined when absent. */
export function readCookie(name: string): string | undefined {
  const entry = document.cookie.split('; ').find((c) => c.startsWith(`${name}=`));
  return entry === undefined ? undefined : decodeURIComponent(entry.slice(name.length + 1));
}

/** Expires every cookie set on path / and empties localStorage, so tests start from a first visit. */
export function clearBrowserStorage(): void {
  for (const entry of document.cookie.split('; ')) {
    const name = entry.split('=')[0];
    if (name) document.cookie = `${name}=; path=/; max-age=0`;
  }
  window.localStorage.clear();
}
