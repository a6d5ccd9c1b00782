import { UAParser } from 'ua-parser-js';

/**
 * How a device is named to the person it belongs to: in a QR login's
 * confirmation, the sessions list, the login history and security notices.
 */

/** A device's browser and system as ua-parser-js names them ('Chrome', 'Windows'); '' for what it cannot tell. */
export interface DeviceParts {
  readonly browser: string;
  readonly os: string;
}

/**
 * User agents already parsed, by their text (issue 40): a login names its
 * device twice (the session, the login history) and browsers repeat. At
 * most PARSED_KEPT of them, none longer than PARSED_MAX_LENGTH.
 */
const parsedAgents = new Map<string, DeviceParts>();
const PARSED_KEPT = 500;
const PARSED_MAX_LENGTH = 512;

/** The browser and system of a user agent, kept apart so each page can join them in its language. */
export function deviceParts(userAgent: string | undefined): DeviceParts {
  const agent = userAgent ?? '';
  const known = parsedAgents.get(agent);
  if (known) return known;
  const parsed = new UAParser(agent).getResult();
  const parts = Object.freeze({ browser: parsed.browser.name ?? '', os: parsed.os.name ?? '' });
  if (agent.length <= PARSED_MAX_LENGTH) {
    if (parsedAgents.size >= PARSED_KEPT) parsedAgents.clear();
    parsedAgents.set(agent, parts);
  }
  return parts;
}

/** "Chrome on Windows" (ua-parser-js); 'Unknown device' when the user agent names nothing. */
export function deviceName(userAgent: string | undefined): string {
  const { browser, os } = deviceParts(userAgent);
  if (browser && os) return `${browser} on ${os}`;
  return browser || os || 'Unknown device';
}

/**
 * An address as it is shown and kept: enough to tell a network apart, not to
 * name a machine. IPv4 keeps three parts (203.0.113.*), IPv6 its first three
 * groups (2001:db8:85a3:*). The loopback address names no machine but the
 * server's own, and is shown as it is (a development machine's sessions).
 */
export function maskAddress(address: string): string {
  if (address === '::1') return '::1';
  const v4 = /^(?:::ffff:)?(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.\d{1,3}$/i.exec(address);
  if (v4) return `${v4[1]}.${v4[2]}.${v4[3]}.*`;
  if (!address.includes(':')) return '';
  const [head] = address.toLowerCase().split('::');
  const groups = head ? head.split(':') : [];
  const kept = [...groups, '0', '0', '0'].slice(0, 3).map((g) => g.replace(/^0+(?=.)/, ''));
  return `${kept.join(':')}:*`;
}
