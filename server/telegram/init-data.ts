import { ExpiredError, parse, validate } from '@tma.js/init-data-node';

/**
 * TG-9: a Mini App's launch data (`tgWebAppData`, Telegram's "init data"),
 * verified the platform's way by its own library: the HMAC-SHA256 signature
 * under the bot token, and its age (`auth_date`).
 */

/**
 * For development and tests only: a token in the shape of a bot token. A
 * deployment sets TELEGRAM_BOT_TOKEN; with API_NODE_ENV=production the api
 * refuses to start without it.
 */
export const DEV_BOT_TOKEN = '7000000001:AAdev-telegram-bot-token-for-local-use';

/** Launch data older than this (seconds) is refused as expired (TELEGRAM_INIT_DATA_MAX_AGE). */
export const DEFAULT_INIT_DATA_MAX_AGE_S = 24 * 60 * 60;

export interface TelegramOptions {
  /** TELEGRAM_BOT_TOKEN: the bot the mini app belongs to */
  readonly botToken: string;
  /** TELEGRAM_BOT_NAME: its @name, shown on the link-authorisation screen (TG-2) */
  readonly botName: string;
  readonly maxAgeSeconds: number;
}

export const DEV_TELEGRAM: TelegramOptions = {
  botToken: DEV_BOT_TOKEN,
  botName: 'ExchangeDevBot',
  maxAgeSeconds: DEFAULT_INIT_DATA_MAX_AGE_S,
};

export interface TelegramUser {
  readonly id: number;
  readonly firstName: string;
  readonly username: string | null;
  readonly photoUrl: string | null;
  readonly languageCode: string | null;
}

export type InitDataCheck =
  | { readonly ok: true; readonly user: TelegramUser; readonly authDate: Date }
  /** missing or not init data, a bad signature (tampered, another bot), no user: TG_AUTH_FAIL */
  | { readonly ok: false; readonly reason: 'invalid' }
  /** signed by our bot, but older than the allowed age: the mini app's auth expired */
  | { readonly ok: false; readonly reason: 'expired' };

/** Launch data is a query string of a few hundred bytes; anything far larger is not ours. */
const MAX_INIT_DATA_LENGTH = 8192;

export function checkInitData(raw: unknown, options: TelegramOptions): InitDataCheck {
  // no bot configured (production without TELEGRAM_BOT_TOKEN): nothing verifies
  if (!options.botToken || typeof raw !== 'string' || raw === '' || raw.length > MAX_INIT_DATA_LENGTH) {
    return { ok: false, reason: 'invalid' };
  }
  try {
    validate(raw, options.botToken, { expiresIn: options.maxAgeSeconds });
  } catch (error) {
    // by name: the library's error classes are not the ones its entry exports (instanceof is false)
    return { ok: false, reason: (error as Error)?.name === ExpiredError.name ? 'expired' : 'invalid' };
  }
  let data: ReturnType<typeof parse>;
  try {
    data = parse(raw);
  } catch {
    return { ok: false, reason: 'invalid' };
  }
  const user = data.user;
  if (!user || typeof user.id !== 'number') return { ok: false, reason: 'invalid' };
  return {
    ok: true,
    authDate: data.auth_date,
    user: {
      id: user.id,
      firstName: user.first_name,
      username: user.username ?? null,
      photoUrl: user.photo_url ?? null,
      languageCode: user.language_code ?? null,
    },
  };
}
