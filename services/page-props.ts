import path from 'node:path';

import type { GetServerSidePropsContext, GetServerSidePropsResult, GetStaticPropsContext } from 'next';
import { serverSideTranslations } from 'next-i18next/pages/serverSideTranslations';

import { CONTEXT_HEADERS, readWebEnv } from '@/config/env';
import { i18nSharedConfig, ROUTING_DEFAULT_LOCALE, type Namespace } from '@/config/i18n';
import { DEFAULT_LOCALE, translationSource } from '@/config/languages';
import { findRoute } from '@/config/routes';
import { isSiteId, type SiteId } from '@/config/sites';

import type { Platform } from '@/config/platform';

export type { Platform };

/** What every page knows about its request, computed by the proxy. */
export interface PageContextProps {
  readonly site: SiteId;
  readonly platform: Platform;
  readonly locale: string;
  /** path without the language prefix, as routed */
  readonly path: string;
  readonly quickLogin: boolean;
}

export interface PageProps {
  readonly page: PageContextProps;
}

const LOCALES_DIR = path.resolve(process.cwd(), 'public/locales');

/** Regional variants read their base language's files (config/languages.ts). */
const serverI18nConfig = {
  ...i18nSharedConfig,
  localePath: (locale: string, namespace: string) =>
    path.join(LOCALES_DIR, translationSource(locale), `${namespace}.json`),
};

const NOT_FOUND_ROUTE = { path: '/404', namespace: 'common' } as const;

function pageLocale(locale: string | undefined): string {
  return !locale || locale === ROUTING_DEFAULT_LOCALE ? DEFAULT_LOCALE : locale;
}

export function loadTranslations(locale: string | undefined, namespaces: readonly Namespace[]) {
  return serverSideTranslations(pageLocale(locale), ['common', ...namespaces], serverI18nConfig);
}

function header(ctx: GetServerSidePropsContext, name: string): string {
  const value = ctx.req.headers[name];
  return (Array.isArray(value) ? value[0] : value) ?? '';
}

/**
 * getServerSideProps for a route of config/routes.ts: the page's context from
 * the proxy's headers and only the namespaces the screen reads.
 */
export function routePageProps(routePath: string) {
  const route = findRoute(routePath) ?? NOT_FOUND_ROUTE;
  if (route === NOT_FOUND_ROUTE && routePath !== '/404') throw new Error(`${routePath} is not in config/routes.ts`);
  return async (ctx: GetServerSidePropsContext): Promise<GetServerSidePropsResult<PageProps>> => {
    const site = header(ctx, CONTEXT_HEADERS.site);
    ctx.res.setHeader('Cache-Control', 'no-store');
    const translations = await loadTranslations(
      ctx.locale,
      route.namespace === 'common' ? [] : [route.namespace as Namespace],
    );
    return {
      props: {
        ...translations,
        page: {
          site: isSiteId(site) ? site : readWebEnv().defaultSite,
          platform: header(ctx, CONTEXT_HEADERS.platform) === 'mobile' ? 'mobile' : 'pc',
          locale: pageLocale(ctx.locale),
          path: route.path,
          quickLogin: header(ctx, CONTEXT_HEADERS.quickLogin) === '1',
        },
      },
    };
  };
}

/** getStaticProps of the 404 and 500 pages: built once per locale. */
export function errorPageProps(errorPath: string) {
  return async (ctx: GetStaticPropsContext): Promise<{ props: PageProps }> => {
    const translations = await loadTranslations(ctx.locale, []);
    return {
      props: {
        ...translations,
        page: {
          site: readWebEnv().defaultSite,
          platform: 'pc',
          locale: pageLocale(ctx.locale),
          path: errorPath,
          quickLogin: false,
        },
      },
    };
  };
}
