import { useFixedT } from '@/components/i18n/use-fixed-t';
import type { ContentKind } from '@/config/content-links';
import { EXTERNAL_PATHS } from '@/config/routes';

/** A footer link to the exchange's content sites (UI-4): blog, learn, announcements. */
export interface FooterLink {
  readonly kind: ContentKind;
  readonly href: string;
}

/** LAYOUT-2: the copyright footer (absent on OAuth pages), with the content links (UI-4). */
export function SiteFooter({
  locale,
  contentLinks,
}: {
  readonly locale: string;
  readonly contentLinks: readonly FooterLink[];
}) {
  const t = useFixedT('common');
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
