import { useTranslation } from 'next-i18next/pages';

import { Avatar } from '@/components/page/avatar';
import type { RouteTheme } from '@/config/theme';

import { BrandLogo } from './brand-logo';
import { LanguageMenu } from './language-menu';
import { ThemeSwitch } from './theme-switch';

/** The application an OAuth page signs in to (OAUTH-4), for the slim header. */
export interface HeaderClient {
  readonly name: string;
  readonly logo_url: string;
}

interface Props {
  readonly locale: string;
  readonly path: string;
  readonly languages: readonly string[];
  readonly routeTheme: RouteTheme;
  /**
   * `site`: the site's header (LAYOUT-1 says where). `slim`: the brand bar
   * every other page has instead, logo and language menu at least, and on
   * OAuth pages the application the person signs in to.
   */
  readonly variant: 'site' | 'slim';
  /** LAYOUT-1: sign-up keeps the site's header in the page but does not show it */
  readonly visuallyHidden?: boolean;
  readonly client?: HeaderClient | null;
}

export function SiteHeader({ locale, path, languages, routeTheme, variant, visuallyHidden, client }: Props) {
  const { t } = useTranslation('common');
  const classes = ['site-header', `site-header-${variant}`, visuallyHidden ? 'visually-hidden' : ''];
  return (
    <header
      className={classes.join(' ').trim()}
      data-testid={variant === 'site' ? 'site-header' : 'brand-bar'}
      // hidden from sight must mean hidden from keyboard and screen readers too
      inert={visuallyHidden || undefined}
      aria-hidden={visuallyHidden || undefined}
    >
      <div className="site-header-brand">
        <BrandLogo locale={locale} />
        {client && (
          <p className="site-header-client" data-testid="header-client">
            <span className="visually-hidden">{t('header.signingInTo')}</span>
            <svg className="site-header-link-icon" viewBox="0 0 24 24" width="16" height="16" aria-hidden="true">
              <path
                fill="none"
                stroke="currentColor"
                strokeWidth="2"
                strokeLinecap="round"
                strokeLinejoin="round"
                d="M4 8h14l-3-3M20 16H6l3 3"
              />
            </svg>
            {/* the name beside it says who; the picture only shows */}
            <span className="site-header-client-logo" aria-hidden="true">
              <Avatar src={client.logo_url} name={client.name} alt="" size={28} />
            </span>
            <span className="site-header-client-name">{client.name}</span>
          </p>
        )}
      </div>
      <div className="site-header-tools">
        <ThemeSwitch routeTheme={routeTheme} />
        <LanguageMenu locale={locale} path={path} languages={languages} />
      </div>
    </header>
  );
}
