import '@/styles/antd-tokens.generated.css';
import '@/styles/global.css';
import '@/styles/forms.css';
import '@/styles/phone-field.css';
import '@/styles/sign-in-details.css';

import type { AppProps } from 'next/app';
import { appWithTranslation } from 'next-i18next/pages';

import { PageWebConfig } from '@/components/auth/page-web-config';
import { withServerTranslation } from '@/components/i18n/server-translation';
import { AppShell } from '@/components/layout/app-shell';
import type { HeaderClient } from '@/components/layout/site-header';
import { appBannerAllowed } from '@/config/routes';
import { InAppLinks } from '@/features/deep-link/in-app-links-slot';
import { SmartBannerSlot } from '@/features/smart-banner/smart-banner-slot';
import { nextI18NextConfig } from '@/next-i18next.config';
import type { PageProps } from '@/services/page-props';

/** OAUTH-4: the pages that name the application they sign in to carry it (features/oauth/client-props.ts). */
type ShellPageProps = PageProps & { readonly oauthClient?: HeaderClient | null };

function App({ Component, pageProps }: AppProps<ShellPageProps>) {
  const { page } = pageProps;
  return (
    <PageWebConfig config={pageProps.webConfig}>
      <AppShell
        page={page}
        headerClient={pageProps.oauthClient}
        furniture={
          page && (
            <>
              <SmartBannerSlot platform={page.platform} locale={page.locale} allowed={appBannerAllowed(page.path)} />
              <InAppLinks />
            </>
          )
        }
      >
        <Component {...pageProps} />
      </AppShell>
    </PageWebConfig>
  );
}

// the server renders with an i18next instance kept per language and namespace set (components/i18n/server-translation)
export default typeof window === 'undefined' ? withServerTranslation(App) : appWithTranslation(App, nextI18NextConfig);
