import { useTranslation } from 'next-i18next/pages';

import { EXTERNAL_PATHS } from '@/config/routes';
import type { FooterLink } from '@/services/page-props';

/** LAYOUT-2: the copyright footer (absent on OAuth pages), with the content links (UI-4). */
export function SiteFooter({
  locale,
  contentLinks,
}: {
  readonly locale: string;
  readonly contentLinks: readonly FooterLink[];
}) {
  const { t } = useTranslation('common');
  return (
    <footer className="site-footer" data-testid="site-footer">
      {contentLinks.length > 0 && (
        <nav aria-label={t('footer.content')}>
          {contentLinks.map((link) => (
            <a key={link.kind} href={link.href}>
              {t(`footer.${link.kind}`)}
            </a>
          ))}
        </nav>
      )}
      <nav aria-label={t('footer.legal')}>
        <a href={EXTERNAL_PATHS.privacyPolicy(locale)}>{t('footer.privacyPolicy')}</a>
        <a href={EXTERNAL_PATHS.termsOfService(locale)}>{t('footer.terms')}</a>
      </nav>
      <p>{t('footer.copyright', { year: new Date().getUTCFullYear() })}</p>
    </footer>
  );
}
