import { readFileSync } from 'node:fs';
import path from 'node:path';

import Document, { Head, Html, Main, NextScript, type DocumentContext, type DocumentInitialProps } from 'next/document';

import { inlinedScript, paintFirstLoader } from '@/components/layout/paint-first-scripts';
import { CONTEXT_HEADERS } from '@/config/env';
import { ROUTING_DEFAULT_LOCALE } from '@/config/i18n';
import { DEFAULT_LOCALE, isRtl, languageTag } from '@/config/languages';
import { appBannerAllowed, layoutForPath } from '@/config/routes';
import { themeEarlyScript } from '@/config/theme';
import { SMART_BANNER_EARLY_SCRIPT } from '@/features/smart-banner/smart-banner-early';
import { OUTSIDE_EARLY_CHECK } from '@/features/telegram/launch-marker';
import { MINI_APP_THEME_EARLY_SCRIPT } from '@/features/telegram/mini-app-theme';
import { keepWhenSent, pendingPage, renderedFrom } from '@/services/page-memo';

interface Props extends DocumentInitialProps {
  readonly nonce: string;
  readonly platform: string;
  readonly locale: string;
  /** set when the page is to be kept once sent (services/page-memo): the props it was offered under */
  readonly toKeep: PageToKeep | null;
}

interface PageToKeep {
  readonly propsJson: string;
  /** told by render(), which sees the page's data: made after getInitialProps, it shows what the page rendered from */
  renderedFromThem: boolean;
}

function headerValue(value: string | string[] | undefined): string {
  return (Array.isArray(value) ? value[0] : value) ?? '';
}

/** Inline scripts a page runs before its first paint, by route. */
const EARLY_PAGE_SCRIPTS: Readonly<Record<string, string>> = {
  // TG-1: a browser, not the mini app, paints the notice for browsers at once; inside the messenger,
  // no site chrome and the messenger's colours from the first paint
  '/telegram-register-login': `${OUTSIDE_EARLY_CHECK};${MINI_APP_THEME_EARLY_SCRIPT}`,
  '/earn/tg-page': MINI_APP_THEME_EARLY_SCRIPT,
};

/** The build's files by URL, read once: they never change while the server runs. */
const buildFiles = new Map<string, string | null>();

function buildFile(src: string): string | null {
  let text = buildFiles.get(src);
  if (text === undefined) {
    const relative = src.startsWith('/_next/') ? src.slice('/_next/'.length) : null;
    try {
      text =
        relative && !relative.includes('..') ? readFileSync(path.join(process.cwd(), '.next', relative), 'utf8') : null;
    } catch {
      text = null;
    }
    buildFiles.set(src, text);
  }
  return text;
}

type ScriptElements = ReadonlyArray<React.JSX.Element | null>;
type DocumentFiles = Parameters<Head['getScripts']>[0];

/**
 * Next's `<head>`, with its `<script src defer>` tags replaced by one inline
 * loader that requests the same files, in the same order, after the first
 * paint (components/layout/paint-first-scripts.ts). Inline scripts (Turbopack's
 * bootstrap) stay as they are; Next's two tiny manifests run inline instead of being fetched.
 */
class PaintFirstHead extends Head {
  private paintFirst(elements: ScriptElements, key: string): React.JSX.Element[] {
    const { nonce } = this.props;
    const inline: React.JSX.Element[] = [];
    const sources: string[] = [];
    for (const element of elements) {
      if (!element) continue;
      const { src } = element.props as { src?: string };
      const text = src ? inlinedScript(src, buildFile) : null;
      if (text !== null) {
        inline.push(<script key={src} nonce={nonce} dangerouslySetInnerHTML={{ __html: text }} />);
      } else if (src) sources.push(src);
      else inline.push(element);
    }
    if (!sources.length) return inline;
    return [
      ...inline,
      <script key={key} nonce={nonce} dangerouslySetInnerHTML={{ __html: paintFirstLoader(sources, nonce) }} />,
    ];
  }

  getDynamicChunks(files: DocumentFiles) {
    return this.paintFirst(super.getDynamicChunks(files), 'paint-first-dynamic');
  }

  getScripts(files: DocumentFiles) {
    return this.paintFirst(super.getScripts(files), 'paint-first');
  }
}

/** `<html lang dir data-platform>` (SITE-5, MW-2) and the CSP nonce on Next's scripts. */
export default class AppDocument extends Document<Props> {
  static async getInitialProps(ctx: DocumentContext): Promise<Props> {
    const initial = await Document.getInitialProps(ctx);
    const headers = ctx.req?.headers ?? {};
    const pending = pendingPage(ctx.req);
    let toKeep: PageToKeep | null = null;
    if (pending && ctx.res && !ctx.err) {
      const keep: PageToKeep = { propsJson: pending.propsJson, renderedFromThem: false };
      keepWhenSent(ctx.res, pending, () => keep.renderedFromThem);
      toKeep = keep;
    }
    return {
      ...initial,
      nonce: headerValue(headers[CONTEXT_HEADERS.nonce]),
      platform: headerValue(headers[CONTEXT_HEADERS.platform]) === 'mobile' ? 'mobile' : 'pc',
      locale: ctx.locale && ctx.locale !== ROUTING_DEFAULT_LOCALE ? ctx.locale : DEFAULT_LOCALE,
      toKeep,
    };
  }

  render() {
    const { nonce, platform, locale, __NEXT_DATA__, toKeep } = this.props;
    if (toKeep) toKeep.renderedFromThem = renderedFrom(__NEXT_DATA__, toKeep.propsJson);
    const early = EARLY_PAGE_SCRIPTS[__NEXT_DATA__.page];
    return (
      <Html lang={languageTag(locale)} dir={isRtl(locale) ? 'rtl' : 'ltr'} data-platform={platform}>
        <PaintFirstHead nonce={nonce || undefined}>
          {/* the theme before the first paint: the person's choice, the campaign's look or the system's (config/theme.ts) */}
          <script
            nonce={nonce || undefined}
            dangerouslySetInnerHTML={{ __html: themeEarlyScript(layoutForPath(__NEXT_DATA__.page).theme) }}
          />
          <link rel="icon" href="/favicon.ico" sizes="32x32" />
          <link rel="icon" href="/icons/mark.svg" type="image/svg+xml" />
          <link rel="icon" href="/icons/icon-16.png" type="image/png" sizes="16x16" />
          <link rel="icon" href="/icons/icon-32.png" type="image/png" sizes="32x32" />
          <link rel="apple-touch-icon" href="/icons/icon-180.png" sizes="180x180" />
          <link rel="manifest" href="/site.webmanifest" />
          <meta name="theme-color" content="#f7a600" />
          {early && <script nonce={nonce || undefined} dangerouslySetInnerHTML={{ __html: early }} />}
          {platform === 'mobile' && appBannerAllowed(__NEXT_DATA__.page) && (
            <script nonce={nonce || undefined} dangerouslySetInnerHTML={{ __html: SMART_BANNER_EARLY_SCRIPT }} />
          )}
        </PaintFirstHead>
        <body>
          <Main />
          <NextScript nonce={nonce || undefined} />
        </body>
      </Html>
    );
  }
}
