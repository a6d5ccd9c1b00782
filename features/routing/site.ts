import { DEFAULT_SITE, hostName, SITE_OF_HOST, siteOfHost, SITES, type SiteConfig, type SiteId } from '@/config/sites';

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]', '::1']);

function hostPort(host: string): string {
  const m = /:(\d+)$/.exec(host.trim());
  return m && !host.trim().endsWith(']') ? m[1] : '';
}

/**
 * SITE-1: the site serving a request, from its Host header. Plain localhost and
 * unknown hosts get `defaultSite` (the DEFAULT_SITE env, BYBIT by default).
 */
export function resolveSite(host: string | null | undefined, defaultSite: SiteId = DEFAULT_SITE): SiteConfig {
  const id = siteOfHost(host ?? '');
  return SITES[id ?? defaultSite];
}

/**
 * The origin a redirect's Location is built on. The Host header is the
 * client's to write, so it names the origin only when it is one of ours: a
 * site's production host (over https, no port), or a development host
 * (loopback, `{devName}.localhost`) with its protocol and port. Any other
 * host gets the default site's origin.
 */
export function redirectOrigin(host: string, protocol: string, defaultSite: SiteId = DEFAULT_SITE): string {
  const name = hostName(host);
  const dev = LOOPBACK_HOSTS.has(name) || (SITE_OF_HOST.has(name) && name.endsWith('.localhost'));
  if (dev) {
    const port = hostPort(host);
    return `${protocol === 'https:' ? 'https:' : 'http:'}//${name}${port ? `:${port}` : ''}`;
  }
  if (SITE_OF_HOST.has(name)) return `https://${name}`;
  return `https://${SITES[defaultSite].hosts[0]}`;
}

/**
 * The host a site's register pages must be served from (MW-8): the first
 * production host, or `{dev}.localhost` when the request came over a dev host.
 * Returns null when the request's host already is the canonical one.
 */
export function canonicalHostRedirect(site: SiteConfig, host: string): string | null {
  const name = hostName(host);
  const port = hostPort(host);
  const isDev = name === 'localhost' || name.endsWith('.localhost') || LOOPBACK_HOSTS.has(name);
  const canonical = isDev ? (site.devName ? `${site.devName}.localhost` : name) : site.hosts[0];
  if (canonical === name) return null;
  // a production host is served on the default port: a port in the Host header is the client's word
  return port && isDev ? `${canonical}:${port}` : canonical;
}
