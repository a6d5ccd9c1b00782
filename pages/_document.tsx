import Document, { Head, Html, Main, NextScript, type DocumentContext, type DocumentInitialProps } from 'next/document';

import { CONTEXT_HEADERS } from '@/config/env';
import { ROUTING_DEFAULT_LOCALE } from '@/config/i18n';
import { DEFAULT_LOCALE, isRtl, languageTag } from '@/config/languages';

interface Props extends DocumentInitialProps {
  readonly nonce: string;
  readonly platform: string;
  readonly locale: string;
}

function headerValue(value: string | string[] | undefined): string {
  return (Array.isArray(value) ? value[0] : value) ?? '';
}

/** `<html lang dir data-platform>` (SITE-5, MW-2) and the CSP nonce on Next's scripts. */
export default class AppDocument extends Document<Props> {
  static async getInitialProps(ctx: DocumentContext): Promise<Props> {
    const initial = await Document.getInitialProps(ctx);
    const headers = ctx.req?.headers ?? {};
    const locale = ctx.locale && ctx.locale !== ROUTING_DEFAULT_LOCALE ? ctx.locale : DEFAULT_LOCALE;
    return {
      ...initial,
      nonce: headerValue(headers[CONTEXT_HEADERS.nonce]),
      platform: headerValue(headers[CONTEXT_HEADERS.platform]) === 'mobile' ? 'mobile' : 'pc',
      locale,
    };
  }

  render() {
    const { nonce, platform, locale } = this.props;
    return (
      <Html lang={languageTag(locale)} dir={isRtl(locale) ? 'rtl' : 'ltr'} data-platform={platform}>
        <Head nonce={nonce || undefined}>
          {/* no favicon request: the un-prefixed /favicon.ico would be redirected to a language and 404 */}
          <link rel="icon" href="data:," />
        </Head>
        <body>
          <Main />
          <NextScript nonce={nonce || undefined} />
        </body>
      </Html>
    );
  }
}
