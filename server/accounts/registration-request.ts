import type { FastifyRequest } from 'fastify';
import type { Static } from 'typebox';
import { Value } from 'typebox/value';

import { ExtJson, TAG_MAX_LENGTH, type ChannelFields } from '@/contract/register/start-fields';
import { RET_CODES } from '@/contract/ret-codes';

import { readWhiteHosts } from '../app-config/white-hosts';
import type { Queryable } from '../db';
import { CAMPAIGN_FIELDS } from './attribution';
import type { RegistrationRefusal } from './registration';

type ExtJson = Static<typeof ExtJson>;

/** The channel fields of a registration body, as its contract declares them. */
type ChannelBody = { readonly [K in keyof typeof ChannelFields]?: Static<(typeof ChannelFields)[K]> };

const EXT_KEYS = ['tg_source', 'eu_subscription', 'is_manual_input'] as const;

/**
 * REG-5, REG-12: ext_json as kept: its known keys. The object form was
 * checked against ExtJson with the body; the JSON text is read here and
 * checked against the same schema.
 */
export function readExtJson(
  value: ExtJson | string | undefined,
): { ok: true; ext: ExtJson } | { ok: false; refusal: RegistrationRefusal<typeof RET_CODES.badRequest> } {
  if (value === undefined || value === '') return { ok: true, ext: {} };
  let ext: unknown = value;
  if (typeof value === 'string') {
    try {
      ext = JSON.parse(value);
    } catch {
      ext = null;
    }
  }
  if (!ext || typeof ext !== 'object' || Array.isArray(ext)) {
    return { ok: false, refusal: { code: RET_CODES.badRequest, message: 'ext_json must be a JSON object' } };
  }
  if (!Value.Check(ExtJson, ext)) {
    const first = Value.Errors(ExtJson, ext)[0];
    const message = `ext_json${first ? `${first.instancePath.replaceAll('/', '.')} ${first.message}` : ' is malformed'}`;
    return { ok: false, refusal: { code: RET_CODES.badRequest, message } };
  }
  const picked: Record<string, unknown> = {};
  for (const key of EXT_KEYS) if (ext[key] !== undefined) picked[key] = ext[key];
  return { ok: true, ext: picked as ExtJson };
}

/** REG-5: the channel fields a registration keeps (channel info, attribution, telegram callback); empty ones are not. */
const KEPT_FIELDS = [
  'url',
  'user_code',
  'medium',
  'userCode',
  'channel',
  'affiliate_id',
  'ref',
  ...CAMPAIGN_FIELDS,
  'telegram_callback',
] as const satisfies readonly (keyof ChannelBody)[];

/** REG-5: what a registration keeps of the page's payload, with its ext_json. */
export function registrationPayload(body: ChannelBody, ext: ExtJson): Record<string, unknown> {
  const payload: Record<string, unknown> = { ext_json: ext };
  for (const key of KEPT_FIELDS) {
    const value = body[key];
    // a tag that is no value (an object, a list, one too long) is dropped, never the registration
    const kept =
      (typeof value === 'string' && value !== '' && value.length <= TAG_MAX_LENGTH) || typeof value === 'number';
    if (kept) payload[key] = value;
  }
  return payload;
}

const LANG = /^[a-z]{2,3}(?:-[A-Za-z0-9]{2,4})?$/;

/** The language of the registration's messages: the body's, else the Lang header, else English. */
export function langOf(req: FastifyRequest, bodyLang: string | undefined): string {
  const header = req.headers.lang;
  for (const candidate of [bodyLang, Array.isArray(header) ? header[0] : header]) {
    if (typeof candidate === 'string' && LANG.test(candidate.trim())) return candidate.trim();
  }
  return 'en';
}

/** The page's platform header (REG-7 tells it back on recall); 'pc' when absent or malformed. */
export function platformOf(req: FastifyRequest): string {
  const p = req.headers.platform;
  const value = (Array.isArray(p) ? p[0] : p)?.trim().toLowerCase();
  return value && /^[a-z0-9_-]{1,16}$/.test(value) ? value : 'pc';
}

function headerOrigin(req: FastifyRequest): string | null {
  for (const name of ['origin', 'referer'] as const) {
    const raw = req.headers[name];
    const value = Array.isArray(raw) ? raw[0] : raw;
    if (!value) continue;
    try {
      const url = new URL(value);
      if (url.protocol === 'http:' || url.protocol === 'https:') return url.origin;
    } catch {
      // not a URL: ignored
    }
  }
  return null;
}

/**
 * REG-2: the origin activation links point to: the requesting page's
 * (Origin, else Referer) when it is WEB_ORIGIN, a white host, or (outside
 * production) a localhost name; otherwise WEB_ORIGIN. A forged Origin cannot
 * send a link to a foreign site.
 */
export async function linkOrigin(
  db: Queryable,
  req: FastifyRequest,
  webOrigin: string,
  production: boolean,
): Promise<string> {
  const origin = headerOrigin(req);
  if (!origin || origin === webOrigin) return webOrigin;
  if (!production) {
    const host = new URL(origin).hostname;
    if (host === 'localhost' || host.endsWith('.localhost') || host === '127.0.0.1') return origin;
  }
  return (await readWhiteHosts(db)).includes(origin) ? origin : webOrigin;
}
