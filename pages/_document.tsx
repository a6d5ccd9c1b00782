import Document, { Html, Main, NextScript, type DocumentContext, type DocumentInitialProps } from 'next/document';

import { paintFirstHead } from '@/components/layout/paint-first-head';
import { ROUTING_DEFAULT_LOCALE } from '@/config/i18n';
import { DEFAULT_LOCALE, isRtl, languageTag } from '@/config/languages';
import { appBannerAllowed, layoutForPath } from '@/config/routes';
import { themeEarlyScript } from '@/config/theme';
import { cspNonce } from '@/features/routing/security-headers';
import { SMART_BANNER_EARLY_SCRIPT } from '@/features/smart-banner/smart-banner-early';
import { OUTSIDE_EARLY_CHECK } from '@/features/telegram/launch-marker';
import { MINI_APP_THEME_EARLY_SCRIPT } from '@/features/telegram/mini-app-theme';
import type { PageProps } from '@/services/page-props';
import { readBuildFile } from '@/services/server/build-files';
import { writePageDataWithKeptTexts } from '@/services/server/page-data-script';

interface Props extends DocumentInitialProps {
  readonly nonce: string;
  readonly locale: string;
}

/** Inline scripts a page runs before its first paint, by route. */
const EARLY_PAGE_SCRIPTS: Readonly<Record<string, string>> = {
  // TG-1: a browser, not the mini app, paints the notice for browsers at once; inside the messenger,
  // no site chrome and the messenger's colours from the first paint
  '/telegram-register-login': `${OUTSIDE_EARLY_CHECK};${MINI_APP_THEME_EARLY_SCRIPT}`,
  '/earn/tg-page': MINI_APP_THEME_EARLY_SCRIPT,
};

const PaintFirstHead = paintFirstHead(readBuildFile);

// the page's data with its texts serialized once per process (services/server/page-data-script.ts)
writePageDataWithKeptTexts(NextScript);

/**
 * `<html lang dir data-platform>` (SITE-5, MW-2) and the CSP nonce on Next's
 * scripts. It renders; the response is the web's server's (services/server/page-memo.ts).
 */
export default class AppDocument extends Document<Props> {
  static async getInitialProps(ctx: DocumentContext): Promise<Props> {
    const initial = await Document.getInitialProps(ctx);
    return {
      ...initial,
      // getServerSideProps wrote it into this response's policy (features/routing); none on pages without it
      nonce: cspNonce(ctx.res?.getHeader('Content-Security-Policy')),
      locale: ctx.locale && ctx.locale !== ROUTING_DEFAULT_LOCALE ? ctx.locale : DEFAULT_LOCALE,
    };
  }

  render() {
    const { nonce, locale, __NEXT_DATA__ } = this.props;
    // the page's platform as its props say (features/routing decided it); pages without props render for a pc
    const pageProps = __NEXT_DATA__.props?.pageProps as Partial<PageProps> | undefined;
    const platform = pageProps?.page?.platform === 'mobile' ? 'mobile' : 'pc';
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
