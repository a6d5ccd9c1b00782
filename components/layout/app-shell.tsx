import Head from 'next/head';
import Script from 'next/script';
import { useTranslation } from 'next-i18next/pages';
import { startTransition, Suspense, useEffect, useMemo, useState, type ReactNode } from 'react';

import { SecondStepHost } from '@/components/auth/second-step-host';
import { PageServiceNotice } from '@/components/errors/service-notice';
import { afterHydration } from '@/components/hooks/after-hydration';
import { lazyComponent } from '@/components/hooks/lazy-component';
import { ToastViewport } from '@/components/toasts/toast-viewport';
import { isRtl } from '@/config/languages';
import { findRoute, layoutForPath } from '@/config/routes';
import { SITES, siteLanguagesForPath } from '@/config/sites';
import { recordReferrer } from '@/services/behaviour-path';
import { connectMonitor } from '@/services/monitoring';
import { nextTask } from '@/services/next-task';
import type { PageContextProps } from '@/services/page-props';
import { bootstrapPage } from '@/stores/app-bootstrap';
import { ComplianceProvider, useComplianceStore } from '@/stores/compliance-context';

import { CookieNotice } from './cookie-notice';
import { ShellContext, type ShellSettings } from './shell-context';
import { SiteFooter } from './site-footer';
import { SiteHeader, type HeaderClient } from './site-header';
import { THEME_CLASS } from './theme-class';

/** Issue 36: the re-proof's host, with its store, loads only on the pages of a signed-in visitor. */
const ReproofHost = afterHydration(
  lazyComponent(() => import('@/components/auth/reproof-host').then((m) => m.default)),
);

interface Props {
  readonly page: PageContextProps | undefined;
  /** OAUTH-4: the application an OAuth page signs in to, named in its slim header */
  readonly headerClient?: HeaderClient | null;
  /** what the page composes around every screen: the app banner (UI-2), in-app links (UI-3) */
  readonly furniture?: ReactNode;
  readonly children: ReactNode;
}

/** Loads the page's configuration and compliance inputs once it is in the browser. */
function PageBootstrap({ page }: { readonly page: PageContextProps }) {
  const compliance = useComplianceStore();
  const { locale, platform } = page;
  const [mounted, setMounted] = useState(false);
  useEffect(() => {
    // the live region mounts in a render of its own, not inside the hydration's effects
    startTransition(() => setMounted(true));
    let live = true;
    // the first requests start after the hydration's task, each in one of its own
    void nextTask().then(() => {
      if (!live) return;
      void bootstrapPage({ locale, platform }, compliance);
    });
    return () => {
      live = false;
    };
  }, [locale, platform, compliance]);
  // no toast can exist on the server: the live region appears with the page in the browser
  return mounted ? (
    <>
      <ToastViewport />
      {/* issue 26: a login anywhere on the page may ask for a second step */}
      <SecondStepHost />
      {/* issue 36: a security change may ask the signed-in person to confirm it is them */}
      {page.tokenCookie && <ReproofHost />}
    </>
  ) : null;
}

/**
 * The api's notice exists only in the browser. Its own component, so that
 * mounting it re-renders nothing around it: a shell that re-rendered after
 * hydration would hand its still dehydrated parts new props, and React would
 * then hydrate them all at once, in one long task.
 */
function ServiceNoticeSlot() {
  const [mounted, setMounted] = useState(false);
  useEffect(() => startTransition(() => setMounted(true)), []);
  return mounted ? <PageServiceNotice /> : null;
}

/**
 * Header, footer and cookie notice as the route's layout says (LAYOUT-1..3);
 * the theme class scopes the design tokens and antd's CSS variables for the
 * whole page (dark under `<html data-theme>`, config/theme.ts), and
 * AntdScope gives antd content the same class and direction.
 */
export function AppShell({ page, headerClient, furniture, children }: Props) {
  const { t } = useTranslation('common');
  const layout = layoutForPath(page?.path ?? '/');
  const direction = page && isRtl(page.locale) ? 'rtl' : 'ltr';
  const regulated = page ? SITES[page.site].regulated : false;
  const settings = useMemo<ShellSettings>(() => ({ direction, regulated }), [direction, regulated]);
  // MW-6: where the visitor came from, once per page load
  useEffect(() => recordReferrer(), []);
  if (!page) return <>{children}</>;
  const languages = siteLanguagesForPath(SITES[page.site], page.path);
  const header = { locale: page.locale, path: page.path, languages, routeTheme: layout.theme };
  return (
    <ShellContext.Provider value={settings}>
      <ComplianceProvider initialState={{ subject: { siteId: page.site } }}>
        <div
          className={`app-shell ${THEME_CLASS.light}`}
          data-route-group={findRoute(page.path)?.group ?? 'other'}
          data-testid="app-shell"
        >
          <a className="skip-link" href="#main">
            {t('skipToContent')}
          </a>
          {furniture}
          {/* each part of the page hydrates as a task of its own (a Suspense boundary each), so the
              browser stays free to answer between them instead of in one long task (issue 14, TBT) */}
          <Suspense>
            {/* LAYOUT-1: the site's header where the route has it (kept but unseen on sign-up); every
                other page has the slim brand bar: logo, theme and language, and an OAuth page's application */}
            {layout.header !== 'none' && (
              <SiteHeader {...header} variant="site" visuallyHidden={layout.header === 'visually-hidden'} />
            )}
            {layout.header !== 'shown' && <SiteHeader {...header} variant="slim" client={headerClient} />}
          </Suspense>
          <main id="main" className="app-main">
            <div className="app-main-column">
              <ServiceNoticeSlot />
              {/* the shell's head goes in the page's boundary, hydrated with the page's own (its title): Next's head
                  is rewritten from the heads hydrated so far, so a head hydrated before the page's would empty the
                  document's title until the page's boundary hydrates (the tab's title blank for 30-350 ms) */}
              <Suspense>
                <Head>
                  <meta name="viewport" content="width=device-width, initial-scale=1" key="viewport" />
                </Head>
                {children}
              </Suspense>
            </div>
          </main>
          <Suspense>
            {/* before the footer: held at the window's bottom it still never covers the footer's links */}
            {layout.cookieNotice && <CookieNotice locale={page.locale} consentCookie={page.cookieConsent} />}
            {layout.copyrightFooter && <SiteFooter locale={page.locale} contentLinks={page.contentLinks} />}
          </Suspense>
          {/* MW-9: after the page is idle; a script that fails to load changes nothing */}
          {page.adScriptUrl && <Script src={page.adScriptUrl} strategy="lazyOnload" />}
          {/* SEC-6: the monitoring script; without it the client tells the collector itself */}
          {page.monitorScriptUrl && (
            <Script
              src={page.monitorScriptUrl}
              strategy="afterInteractive"
              onReady={() => void connectMonitor(page.monitorScriptUrl ?? '')}
              onError={() => void connectMonitor(page.monitorScriptUrl ?? '')}
            />
          )}
          <PageBootstrap page={page} />
        </div>
      </ComplianceProvider>
    </ShellContext.Provider>
  );
}
