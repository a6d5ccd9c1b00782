import type { FastifyInstance } from 'fastify';

import { configBanner } from '@/contract/config/banner';
import { webConfig } from '@/contract/config/web';
import { whiteHosts } from '@/contract/config/white-hosts';

import { FALLBACK_LANGUAGE, normalizeLanguage, readBanners } from '../app-config/banners';
import { inKeyOrder, readConfigEntries, WEB_PROJECT } from '../app-config/web-config';
import { readWhiteHosts } from '../app-config/white-hosts';
import { ok } from '../envelope';
import { emptyBodyAsObject, route } from './contract-route';
import type { RouteDeps } from './deps';

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

  route(app, webConfig, { preValidation: emptyBodyAsObject }, async (req) => {
    const { project = WEB_PROJECT, keys } = req.body;
    const rows = await readConfigEntries(db, project, keys);
    // the key entries always describe the key the api decrypts with and its bot: a table row cannot replace them
    const keyNames = new Set(keyEntries.map((e) => e.name));
    const table = project === WEB_PROJECT ? rows.filter((r) => !keyNames.has(r.name)) : rows;
    const extra = project === WEB_PROJECT ? keyEntries : [];
    const all = [...table, ...extra].sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
    return ok({ data: inKeyOrder(all, (r) => r.name, keys) });
  });

  route(app, configBanner, { preValidation: emptyBodyAsObject }, async (req) => {
    const { keys } = req.body;
    const language = normalizeLanguage(req.body.properties?.language || FALLBACK_LANGUAGE);
    const banners = await readBanners(db, language, keys);
    const data = inKeyOrder(banners, (b) => b.key, keys).map(({ key, language: lang, title, content, link }) => ({
      key,
      language: lang,
      title,
      content,
      link,
    }));
    return ok({ data });
  });

  route(app, whiteHosts, {}, async () => ok({ hosts: await readWhiteHosts(db) }));
}
