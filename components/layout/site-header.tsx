import { useTranslation } from 'next-i18next/pages';

import { LanguageMenu } from './language-menu';

interface Props {
  readonly locale: string;
  readonly path: string;
  readonly languages: readonly string[];
  /** LAYOUT-1: sign-up keeps the header in the page but does not show it */
  readonly visuallyHidden: boolean;
}

export function SiteHeader({ locale, path, languages, visuallyHidden }: Props) {
  const { t } = useTranslation('common');
  return (
    <header
      className={visuallyHidden ? 'site-header visually-hidden' : 'site-header'}
      data-testid="site-header"
      // hidden from sight must mean hidden from keyboard and screen readers too
      inert={visuallyHidden || undefined}
      aria-hidden={visuallyHidden || undefined}
    >
      <a className="site-logo" href={`/${locale}/login`} aria-label={t('header.home')}>
        {t('brand')}
      </a>
      <LanguageMenu locale={locale} path={path} languages={languages} />
    </header>
  );
}
