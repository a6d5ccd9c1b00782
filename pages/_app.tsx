import '@/styles/antd.generated.css';
import '@/styles/global.css';

import type { AppProps } from 'next/app';

import { TranslationProvider } from '@/components/i18n/translation-provider';
import { AppShell } from '@/components/layout/app-shell';
import type { PageProps } from '@/services/page-props';

export default function App({ Component, pageProps }: AppProps<PageProps>) {
  return (
    <TranslationProvider translations={pageProps.translations}>
      <AppShell page={pageProps.page}>
        <Component {...pageProps} />
      </AppShell>
    </TranslationProvider>
  );
}
