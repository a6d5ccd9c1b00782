import type { GetStaticPropsContext } from 'next';

import { CONTENT_KINDS } from '@/config/content-links';
import { readWebEnv } from '@/config/env';
import { ROUTING_DEFAULT_LOCALE } from '@/config/i18n';
import { DEFAULT_LOCALE } from '@/config/languages';
import type { SiteId } from '@/config/sites';
import { contentLinkHref } from '@/services/content-links';
import type { FooterLink, PageProps, PropsExtension } from '@/services/page-props';

import { loadPageTranslations } from './translations';

/** UI-4: blog, learn and announcements of the site, in the page language. */
export function footerContentLinks(site: SiteId, locale: string, host?: string): FooterLink[] {
  return CONTENT_KINDS.map((kind) => ({ kind, href: contentLinkHref(kind, site, locale, host) }));
}

/** Next's placeholder locale stands for "no prefix"; pages render in English then. */
function pageLocale(locale: string | undefined): string {
  return !locale || locale === ROUTING_DEFAULT_LOCALE ? DEFAULT_LOCALE : locale;
}

/**
 * getStaticProps of the 500 page: built once per locale, so it can show a
 * translated message when a page's server rendering fails.
 */
export function errorPageProps(errorPath: string) {
  return async (ctx: GetStaticPropsContext): Promise<{ props: PageProps }> => {
    const locale = pageLocale(ctx.locale);
    return {
      props: {
        ...(await loadPageTranslations(locale, [])),
        // built ahead, once: the browser asks for the configuration itself
        webConfig: null,
        page: {
          site: readWebEnv().defaultSite,
          platform: 'pc',
          locale,
          path: errorPath,
          quickLogin: false,
          adScriptUrl: null,
          monitorScriptUrl: null,
          contentLinks: footerContentLinks(readWebEnv().defaultSite, locale),
          cookieConsent: null,
          tokenCookie: null,
          phonePermission: null,
        },
      },
    };
  };
}

/** Both extensions, asked together; the second's props after the first's. */
export function bothExtensions<A extends object, B extends object>(
  first: PropsExtension<A>,
  second: PropsExtension<B>,
): PropsExtension<A & B> {
  return async (props, ctx, api) => {
    const [a, b] = await Promise.all([first(props, ctx, api), second(props, ctx, api)]);
    return { ...a, ...b };
  };
}
