import { ConfigProvider } from 'antd';
import { useTranslation } from 'next-i18next/pages';
import type { ReactNode } from 'react';

import { isRtl } from '@/config/languages';
import { layoutForPath } from '@/config/routes';
import { SITES, siteLanguagesForPath } from '@/config/sites';
import type { PageContextProps } from '@/services/page-props';

import { ANTD_THEMES } from './antd-theme';
import { CookieNotice } from './cookie-notice';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

interface Props {
  readonly page: PageContextProps | undefined;
  readonly children: ReactNode;
}

/** Header, footer and cookie notice as the route's layout says (LAYOUT-1..4). */
export function AppShell({ page, children }: Props) {
  const { t } = useTranslation('common');
  if (!page) return <>{children}</>;
  const layout = layoutForPath(page.path);
  const languages = siteLanguagesForPath(SITES[page.site], page.path);
  const themeConfig = ANTD_THEMES[layout.theme];
  return (
    <ConfigProvider theme={themeConfig} direction={isRtl(page.locale) ? 'rtl' : 'ltr'}>
      <div className={`app-shell ${themeConfig.cssVar?.key ?? ''}`} data-theme={layout.theme}>
        <a className="skip-link" href="#main">
          {t('skipToContent')}
        </a>
        {layout.header !== 'none' && (
          <SiteHeader
            locale={page.locale}
            path={page.path}
            languages={languages}
            visuallyHidden={layout.header === 'visually-hidden'}
          />
        )}
        <main id="main" className="app-main">
          {children}
        </main>
        {layout.copyrightFooter && <SiteFooter locale={page.locale} />}
        {layout.cookieNotice && <CookieNotice locale={page.locale} />}
      </div>
    </ConfigProvider>
  );
}
