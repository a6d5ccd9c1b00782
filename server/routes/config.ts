import type { FastifyInstance, FastifyRequest } from 'fastify';

import { ok } from '../envelope';
import type { RouteDeps } from './deps';

const DEFAULT_PROJECT = 'web';
const FALLBACK_LANGUAGE = 'en';

const projectSchema = { type: 'string', minLength: 1, maxLength: 64 } as const;
const keysSchema = {
  type: 'array',
  maxItems: 200,
  items: { type: 'string', minLength: 1, maxLength: 128 },
} as const;

interface WebConfigBody {
  project?: string;
  keys?: string[];
}

interface BannerBody {
  project?: string;
  keys?: string[];
  properties?: { language?: string };
}

export interface BannerItem {
  key: string;
  language: string;
  title: string;
  content: string;
  link: string;
}

/** 'zh-tw' → 'zh-TW': the spelling banner rows are stored under. */
export function normalizeLanguage(language: string): string {
  const [lang, ...rest] = language.split('-');
  return [lang.toLowerCase(), ...rest.map((r) => r.toUpperCase())].join('-');
}

/** Rows in the order of the requested keys (duplicates once), or as stored when no keys were asked for. */
function inKeyOrder<T>(rows: readonly T[], keyOf: (row: T) => string, keys: readonly string[] | undefined): T[] {
  if (!keys) return [...rows];
  const byKey = new Map(rows.map((r) => [keyOf(r), r]));
  return [...new Set(keys)].flatMap((k) => {
    const row = byKey.get(k);
    return row ? [row] : [];
  });
}

/** The string list held by a config value, or [] when it is not a JSON list of strings. */
export function parseHostList(value: string | undefined): string[] {
  if (!value) return [];
  try {
    const parsed: unknown = JSON.parse(value);
    return Array.isArray(parsed) ? parsed.filter((h): h is string => typeof h === 'string' && h.length > 0) : [];
  } catch {
    return [];
  }
}

/** A POST without a body reads as `{}` (every field of these bodies is optional). */
export async function emptyBodyAsObject(req: FastifyRequest): Promise<void> {
  if (req.body === undefined || req.body === null) req.body = {};
}

/** UI-6 web config and banners; REDIR-8 white hosts. Public: no token needed. */
export async function configRoutes(app: FastifyInstance, { db, accounts }: RouteDeps): Promise<void> {
  // LOGIN-4: the key passwords are encrypted with, TG-2: the mini app's bot, served with the table's entries
  const keyEntries = [
    { name: 'rsa_key_version', value: accounts.rsa.version },
    { name: 'rsa_public_key', value: accounts.rsa.publicKeyPem },
    { name: 'telegram_bot_name', value: accounts.telegram.botName },
    // LOGIN-6: the providers the browser can sign in with (a code flow needs the client secret)
    {
      name: 'thirdparty_providers',
      value: JSON.stringify(
        Object.entries(accounts.thirdParty)
          .filter(([, p]) => p.clientSecret)
          .map(([name, p]) => ({ name, label: p.label })),
      ),
    },
  ];

  app.post<{ Body: WebConfigBody }>(
    '/v3/config/web',
    {
      preValidation: emptyBodyAsObject,
      schema: {
        body: {
          type: 'object',
          properties: { project: projectSchema, keys: keysSchema },
        },
      },
    },
    async (req) => {
      const project = req.body.project ?? DEFAULT_PROJECT;
      const keys = req.body.keys;
      const { rows } = await db.query<{ name: string; value: string }>(
        `select name, value from app_config
          where project = $1 and ($2::jsonb is null or name in (select jsonb_array_elements_text($2::jsonb)))
          order by name`,
        [project, keys ? JSON.stringify(keys) : null],
      );
      // the key entries always describe the key the api decrypts with and its bot: a table row cannot replace them
      const keyNames = new Set(keyEntries.map((e) => e.name));
      const table = project === DEFAULT_PROJECT ? rows.filter((r) => !keyNames.has(r.name)) : rows;
      const extra = project === DEFAULT_PROJECT ? keyEntries : [];
      const all = [...table, ...extra].sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
      return ok({ data: inKeyOrder(all, (r) => r.name, keys) });
    },
  );

  app.post<{ Body: BannerBody }>(
    '/v3/config/banner',
    {
      preValidation: emptyBodyAsObject,
      schema: {
        body: {
          type: 'object',
          properties: {
            project: projectSchema,
            keys: keysSchema,
            properties: {
              type: 'object',
              properties: {
                language: { type: 'string', pattern: '^[A-Za-z]{2,3}(-[A-Za-z0-9]{2,4})?$' },
              },
            },
          },
        },
      },
    },
    async (req) => {
      const keys = req.body.keys;
      const language = normalizeLanguage(req.body.properties?.language || FALLBACK_LANGUAGE);
      const { rows } = await db.query<BannerItem>(
        `select key, language, title, content, link from banners
          where language in ($1, $2)
            and ($3::jsonb is null or key in (select jsonb_array_elements_text($3::jsonb)))
          order by key`,
        [language, FALLBACK_LANGUAGE, keys ? JSON.stringify(keys) : null],
      );
      // per key, the asked language, else the fallback
      const chosen = new Map<string, BannerItem>();
      for (const row of rows) {
        const seen = chosen.get(row.key);
        if (!seen || (row.language === language && seen.language !== language)) chosen.set(row.key, row);
      }
      const data = inKeyOrder([...chosen.values()], (b) => b.key, keys).map(
        ({ key, language: lang, title, content, link }) => ({ key, language: lang, title, content, link }),
      );
      return ok({ data });
    },
  );

  app.get('/user/public/get-white-hosts', async () => {
    const [config, table] = await Promise.all([
      db.query<{ value: string }>("select value from app_config where project = $1 and name = 'white_hosts'", [
        DEFAULT_PROJECT,
      ]),
      db.query<{ host: string }>('select host from white_hosts order by host'),
    ]);
    const hosts = [...new Set([...table.rows.map((r) => r.host), ...parseHostList(config.rows[0]?.value)])];
    return ok({ hosts });
  });
}
