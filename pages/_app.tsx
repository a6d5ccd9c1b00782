import '@/styles/antd.generated.css';
import '@/styles/global.css';

import type { AppProps } from 'next/app';
import { appWithTranslation } from 'next-i18next/pages';

import { AppShell } from '@/components/layout/app-shell';
import { i18nSharedConfig } from '@/config/i18n';
import type { PageProps } from '@/services/page-props';

function App({ Component, pageProps }: AppProps<PageProps>) {
  return (
    <AppShell page={pageProps.page}>
      <Component {...pageProps} />
    </AppShell>
  );
}

export default appWithTranslation(App, i18nSharedConfig);
