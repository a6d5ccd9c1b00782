import { useFixedT } from '@/components/i18n/use-fixed-t';
import { EXTERNAL_PATHS } from '@/config/routes';

/** LAYOUT-2: the copyright footer (absent on OAuth pages). */
export function SiteFooter({ locale }: { readonly locale: string }) {
  const t = useFixedT('common');
  return (
    <footer className="site-footer" data-testid="site-footer">
      <nav aria-label={t('footer.legal')}>
        <a href={EXTERNAL_PATHS.privacyPolicy(locale)}>{t('footer.privacyPolicy')}</a>
        <a href={EXTERNAL_PATHS.termsOfService(locale)}>{t('footer.terms')}</a>
      </nav>
      <p>{t('footer.copyright', { year: new Date().getUTCFullYear() })}</p>
    </footer>
  );
}
