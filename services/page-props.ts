/**
 * What a page receives from the server, as types only: the browser's side of
 * the page props. The server makes them in features/routing (routePageProps)
 * and services/server/page-props.ts.
 */
import type { GetServerSidePropsContext } from 'next';
import type { SSRConfig } from 'next-i18next/pages';

import type { ContentKind } from '@/config/content-links';
import type { Platform } from '@/config/platform';
import type { SiteId } from '@/config/sites';
import type { Banner } from '@/contract/config/banner';
import type { ResultOf } from '@/contract/endpoint';
import type { OAuthClientInfo } from '@/contract/oauth/authorization-request';
import type { registrationPhonePermission } from '@/contract/register/phone-permission';

/** What next-i18next sends with a page: its language and only the namespaces it reads. */
export type PageTranslations = SSRConfig;

/** LOGIN-2, REG-3: whether the site offers the phone tabs (permission_v2). */
export type PagePhonePermission = Pick<ResultOf<typeof registrationPhonePermission>, 'mobile' | 'login_mobile'>;

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
  readonly phonePermission: PagePhonePermission | null;
}

/** UI-4: a footer link to the exchange's content sites. */
export interface FooterLink {
  readonly kind: ContentKind;
  readonly href: string;
}

export interface PageProps extends PageTranslations {
  readonly page: PageContextProps;
  /** UI-6: the web configuration, sent with the page; null when the server had none (the browser asks) */
  readonly webConfig: Readonly<Record<string, string>> | null;
}

/**
 * What the web's server asks the api for a page's props extension: only what
 * anyone may read (no visitor's token goes), each answer or null when the api
 * gave none in time (the browser then asks itself).
 */
export interface PageApi {
  /** OAUTH-4: the client of an OAuth page (name, logo), kept per id as the web configuration is; null when unknown */
  oauthClient(clientId: string): Promise<OAuthClientInfo | null>;
  /** UI-6: banners of /v3/config/banner in a language, kept as the web configuration is */
  banners(keys: readonly string[], language: string): Promise<Banner[] | null>;
}

/**
 * What a page sends with it besides what routePageProps does (the OAuth
 * client, the sign-up bonus), made from the page's props and request with the
 * api the server hands it: a feature's extension never imports server code.
 */
export type PropsExtension<X extends object> = (
  props: PageProps,
  ctx: GetServerSidePropsContext,
  api: PageApi,
) => Promise<X>;
