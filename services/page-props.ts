import type { GetServerSidePropsContext, GetStaticPropsContext } from 'next';

import { CONTENT_KINDS, type ContentKind } from '@/config/content-links';
import { readWebEnv } from '@/config/env';
import { ROUTING_DEFAULT_LOCALE } from '@/config/i18n';
import { DEFAULT_LOCALE } from '@/config/languages';
import type { Platform } from '@/config/platform';
import type { SiteId } from '@/config/sites';
import type { PhonePermission } from '@/services/api/register';

import { contentLinkHref } from './content-links';
import { loadPageTranslations, type PageTranslations } from './translations';

/** What every page knows about its request (features/routing decides it). */
export interface PageContextProps {
  readonly site: SiteId;
  readonly platform: Platform;
  readonly locale: string;
  /** path without the language prefix, as routed */
  readonly path: string;
  readonly quickLogin: boolean;
  /** MW-9: the advertising script this page loads, if any */
  readonly adScriptUrl: string | null;
  /** SEC-6: the monitoring script, on the main site only, if configured */
  readonly monitorScriptUrl: string | null;
  /** UI-4: the footer's content links, on the site's content domains */
  readonly contentLinks: readonly FooterLink[];
  /** UI-1: whether the request carried the consent cookie; null where the page is built ahead (500) */
  readonly cookieConsent: boolean | null;
  /** Issue 4 §4: whether the request carried a user token cookie (a signed-in check is due); null where unknown */
  readonly tokenCookie: boolean | null;
  /** LOGIN-2, REG-3: permission_v2 of the site, sent with the sign-in pages; null: the browser asks */
  readonly phonePermission: PhonePermission | null;
}

/** UI-4: a footer link to the exchange's content sites. */
export interface FooterLink {
  readonly kind: ContentKind;
  readonly href: string;
}

/** UI-4: blog, learn and announcements of the site, in the page language. */
export function footerContentLinks(site: SiteId, locale: string, host?: string): FooterLink[] {
  return CONTENT_KINDS.map((kind) => ({ kind, href: contentLinkHref(kind, site, locale, host) }));
}

export interface PageProps extends PageTranslations {
  readonly page: PageContextProps;
  /** UI-6: the web configuration, sent with the page; null when the server had none (the browser asks) */
  readonly webConfig: Readonly<Record<string, string>> | null;
}

/** Next's placeholder locale stands for "no prefix"; pages render in English then. */
export function pageLocale(locale: string | undefined): string {
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

/**
 * What a page sends with it besides what routePageProps does (the OAuth
 * client, the sign-up bonus), made from the page's props and request.
 */
export type PropsExtension<X extends object> = (props: PageProps, ctx: GetServerSidePropsContext) => Promise<X>;

/** Both extensions, asked together; the second's props after the first's. */
export function bothExtensions<A extends object, B extends object>(
  first: PropsExtension<A>,
  second: PropsExtension<B>,
): PropsExtension<A & B> {
  return async (props, ctx) => {
    const [a, b] = await Promise.all([first(props, ctx), second(props, ctx)]);
    return { ...a, ...b };
  };
}
