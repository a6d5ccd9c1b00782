import '@/styles/antd-tokens.generated.css';
import '@/styles/global.css';

import type { AppProps } from 'next/app';

import { PageWebConfig } from '@/components/auth/page-web-config';
import { TranslationProvider } from '@/components/i18n/translation-provider';
import { AppShell } from '@/components/layout/app-shell';
import { InAppLinks } from '@/features/deep-link/in-app-links-slot';
import { SmartBannerSlot } from '@/features/smart-banner/smart-banner-slot';
import type { PageProps } from '@/services/page-props';

export default function App({ Component, pageProps }: AppProps<PageProps>) {
  const { page } = pageProps;
  return (
    <TranslationProvider translations={pageProps.translations}>
      <PageWebConfig config={pageProps.webConfig}>
        <AppShell
          page={page}
          furniture={
            page && (
              <>
                <SmartBannerSlot platform={page.platform} locale={page.locale} />
                <InAppLinks />
              </>
            )
          }
        >
          <Component {...pageProps} />
        </AppShell>
      </PageWebConfig>
    </TranslationProvider>
  );
}
