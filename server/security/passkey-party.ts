import { hostName, SITE_OF_HOST } from '@/config/sites';

/**
 * Passkeys: who the relying party is for a request, from the page's address.
 *
 * A passkey is bound by the browser to a relying party id (a domain) and
 * every signature names the page's origin. The api learns the page's host
 * from the web, which forwards the browser's Host header as X-Forwarded-Host
 * (and the scheme as X-Forwarded-Proto; services/server/x-api-forward.ts). That
 * host is believed only when it is one we serve:
 *
 * - a production host of a site (config/sites.ts): the origin is
 *   `https://{host}`, whatever scheme was forwarded, and the relying party
 *   id is the host without `www.`, so `www.bybit.com` and `bybit.com` share
 *   their passkeys (a passkey of one site is not offered on another);
 * - outside production, `localhost` and the regional `{dev}.localhost`
 *   hosts: the origin keeps the forwarded scheme and port, the id is the
 *   host name without `www.`;
 * - the configured web origin (WEB_ORIGIN), as configured.
 *
 * Any other host (one a client merely claims, an IP address, which WebAuthn
 * does not allow as an id) gets no relying party: the endpoints refuse with
 * 31224 rather than sign for an address we do not serve.
 */
export interface RelyingParty {
  /** the WebAuthn relying party id: a domain the page's host is, or ends with */
  readonly rpId: string;
  /** the page's origin, as the browser writes it in the signed client data */
  readonly origin: string;
}

export interface PartyOptions {
  /** development and tests: localhost and *.localhost are served */
  readonly development: boolean;
  /** the configured origin of the web pages (WEB_ORIGIN) */
  readonly webOrigin: string;
}

const withoutWww = (name: string) => name.replace(/^www\./, '');

function isDevHost(name: string): boolean {
  return name === 'localhost' || (name.endsWith('.localhost') && SITE_OF_HOST.has(name));
}

/** The relying party of a page served at `host` over `proto` ('http', 'https'), or null when we do not serve it. Pure. */
export function relyingPartyOf(host: string, proto: string, options: PartyOptions): RelyingParty | null {
  const raw = host.trim().toLowerCase();
  if (!raw || /[^a-z0-9.:[\]-]/.test(raw)) return null;
  const name = hostName(raw);
  const configured = safeUrl(options.webOrigin);
  if (configured && configured.host === raw) {
    return { rpId: withoutWww(configured.hostname), origin: configured.origin };
  }
  if (SITE_OF_HOST.has(name) && !name.endsWith('.localhost')) {
    return { rpId: withoutWww(name), origin: `https://${name}` };
  }
  if (options.development && isDevHost(name)) {
    const scheme = proto === 'https' ? 'https' : 'http';
    return { rpId: withoutWww(name), origin: `${scheme}://${raw}` };
  }
  return null;
}

function safeUrl(value: string): URL | null {
  try {
    return new URL(value);
  } catch {
    return null;
  }
}

/** The relying party of a request: its page's address (X-Forwarded-Host and -Proto from the web), as `relyingPartyOf` judges it. */
export function relyingPartyOfRequest(
  req: { readonly host: string; readonly protocol: string },
  accounts: { readonly production: boolean; readonly webOrigin: string },
): RelyingParty | null {
  return relyingPartyOf(req.host, req.protocol, { development: !accounts.production, webOrigin: accounts.webOrigin });
}
